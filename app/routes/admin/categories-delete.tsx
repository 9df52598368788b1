import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/categories-delete";
import { requireAdmin } from "~/modules/auth/guards.server";
import { deleteCategory, getCategoryDetail } from "~/modules/catalog/categories.server";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { formAction } from "~/server/form-action.server";
import { confirmSchema } from "~/modules/confirm.schema";
import { FormErrors } from "~/ui/FormErrors";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";
import { pageI18n } from "~/i18n/page-i18n.server";
import { LocalName } from "~/modules/catalog/LocalName";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Delete Category`);

/** The confirmation step: a page of its own, so deleting needs two deliberate clicks without JS. */
export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  const actor = requireAdmin(args);
  if (actor.role !== "superadmin") {
    const i18n = pageI18n(args.context);
    throw data(i18n._(msg`Only a superadmin can delete categories.`), { status: 403 });
  }
  return getCategoryDetail(args.context.get(dbContext), idParam(args.params.id, "category"));
});

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    confirmSchema,
    async () => {
      const id = idParam(args.params.id, "category");
      await deleteCategory(args.context.get(dbContext), actor, id);
      return redirect("/admin/categories?notice=deleted");
    },
    // Nothing to correct here: a refusal (403, 404) is the error page.
    { shows: () => false },
  );
}

export default function DeleteCategory({ loaderData, actionData }: Route.ComponentProps) {
  const name = <LocalName item={loaderData} />;
  const count = loaderData.subcategories.length;
  return (
    <section className="admin-form">
      <h1>
        <Trans>Delete Category</Trans>
      </h1>
      <p>
        {count === 0 ? (
          <Trans>
            Are you sure you want to delete the category <strong>{name}</strong>? Tenders keep their
            other categories.
          </Trans>
        ) : (
          <Trans>
            Are you sure you want to delete the category <strong>{name}</strong> and its{" "}
            <Plural value={count} one="# subcategory" other="# subcategories" />? Tenders keep their
            other categories.
          </Trans>
        )}
      </p>
      <FormErrors errors={actionData?.result.error?.[""]} />
      <Form method="post" className="form-actions">
        <button type="submit" className="button button-danger">
          <Trans>Delete category</Trans>
        </button>
        <Link to="/admin/categories" className="button button-ghost">
          <Trans>Cancel</Trans>
        </Link>
      </Form>
    </section>
  );
}
