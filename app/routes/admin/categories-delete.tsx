import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/categories-delete";
import { requireAdmin } from "~/modules/auth/guards.server";
import { deleteCategory, getCategoryDetail } from "~/modules/catalog/categories.server";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Delete Category`);

/** The confirmation step: a page of its own, so deleting needs two deliberate clicks without JS. */
export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  const actor = requireAdmin(args);
  if (actor.role !== "superadmin") {
    throw data("Only a superadmin can delete categories.", { status: 403 });
  }
  return getCategoryDetail(args.context.get(dbContext), idParam(args.params.id, "Category"));
});

export const action = withDomainErrors(async (args: Route.ActionArgs) => {
  const actor = requireAdmin(args);
  await deleteCategory(args.context.get(dbContext), actor, idParam(args.params.id, "Category"));
  return redirect("/admin/categories?notice=deleted");
});

export default function DeleteCategory({ loaderData }: Route.ComponentProps) {
  const count = loaderData.subcategories.length;
  return (
    <section className="admin-form">
      <h1>Delete Category</h1>
      <p>
        Are you sure you want to delete the category <strong>{loaderData.name}</strong>
        {count > 0 && ` and its ${count} subcategor${count === 1 ? "y" : "ies"}`}? Tenders keep
        their other categories.
      </p>
      <Form method="post" className="form-actions">
        <button type="submit" className="button button-danger">
          Delete category
        </button>
        <Link to="/admin/categories" className="button button-ghost">
          Cancel
        </Link>
      </Form>
    </section>
  );
}
