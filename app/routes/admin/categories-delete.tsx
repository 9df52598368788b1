import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/categories-delete";
import { requireAdmin } from "~/modules/auth/guards.server";
import { deleteCategory, getCategoryDetail } from "~/modules/catalog/categories.server";
import { ForbiddenError, NotFoundError } from "~/modules/domain-errors";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";

export const meta: Route.MetaFunction = () => pageMeta("Delete Category");

function categoryId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/** The confirmation step: a page of its own, so deleting needs two deliberate clicks without JS. */
export async function loader(args: Route.LoaderArgs) {
  const actor = requireAdmin(args);
  if (actor.role !== "superadmin") {
    throw data("Only a superadmin can delete categories.", { status: 403 });
  }
  try {
    return await getCategoryDetail(args.context.get(dbContext), categoryId(args.params));
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  try {
    await deleteCategory(args.context.get(dbContext), actor, categoryId(args.params));
  } catch (error) {
    if (error instanceof ForbiddenError) throw data(error.message, { status: 403 });
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
  return redirect("/admin/categories?notice=deleted");
}

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
