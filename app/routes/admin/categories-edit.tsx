import { redirect } from "react-router";
import type { Route } from "./+types/categories-edit";
import { formAction } from "~/server/form-action.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { categorySchema } from "~/modules/catalog/catalog.schema";
import { getCategory, renameCategory } from "~/modules/catalog/categories.server";
import { NAME_FORM } from "~/modules/catalog/name-refusal.server";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { CategoryForm } from "~/modules/catalog/CategoryForm";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Edit Category`);

export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  return getCategory(args.context.get(dbContext), idParam(args.params.id, "category"));
});

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    categorySchema,
    async ({ value }) => {
      const id = idParam(args.params.id, "category");
      await renameCategory(
        args.context.get(dbContext),
        actor,
        id,
        value.name,
        value.nameAm ?? null,
      );
      return redirect("/admin/categories?notice=updated");
    },
    NAME_FORM,
  );
}

export default function EditCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <CategoryForm
      title={t`Edit Category`}
      submitLabel={t`Update Category`}
      pendingLabel={t`Updating...`}
      lastResult={actionData?.result}
      defaultName={loaderData.name}
      defaultNameAm={loaderData.nameAm}
    />
  );
}
