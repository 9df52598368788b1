import { redirect } from "react-router";
import type { Route } from "./+types/subcategories-delete";
import { formAction } from "~/server/form-action.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { catalogueRemovalSchema } from "~/modules/catalog/catalog.schema";
import { removalPreview, requireRemover } from "~/modules/catalog/catalogue-removal.server";
import { REMOVAL_FORM, removeFromPage } from "~/modules/catalog/removal-refusal.server";
import { RemovalForm } from "~/modules/catalog/RemovalForm";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Delete subcategory`);

const ids = (params: Route.LoaderArgs["params"]) => ({
  categoryId: idParam(params.categoryId, "category"),
  id: idParam(params.id, "subcategory"),
});

/** The confirmation: what uses it now, and the subcategories of its category it could join. */
export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  requireRemover(requireAdmin(args));
  const { categoryId, id } = ids(args.params);
  const preview = await removalPreview(args.context.get(dbContext), "subcategories", id, {
    categoryId,
  });
  return { ...preview, categoryId };
});

export { removalShouldRevalidate as shouldRevalidate } from "~/modules/catalog/RemovalForm";

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    catalogueRemovalSchema,
    async ({ value }) => {
      const { categoryId, id } = ids(args.params);
      const em = args.context.get(dbContext);
      const removed = await removeFromPage(em, actor, "subcategories", id, value.mergeInto, {
        categoryId,
      });
      const notice = removed.mergedInto ? "subcategory-merged" : "subcategory-deleted";
      return redirect(`/admin/categories?detail=${categoryId}&notice=${notice}`);
    },
    REMOVAL_FORM,
  );
}

export default function DeleteSubcategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <RemovalForm
      title={t`Delete subcategory`}
      item={loaderData}
      usage={loaderData.usage}
      targets={loaderData.targets}
      cancelHref={`/admin/categories?detail=${loaderData.categoryId}`}
      lastResult={actionData?.result}
    />
  );
}
