import { redirect } from "react-router";
import type { Route } from "./+types/subcategories-rename";
import { formAction } from "~/server/form-action.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { subcategoryRenameSchema } from "~/modules/catalog/catalog.schema";
import { getSubcategory, renameSubcategory } from "~/modules/catalog/categories.server";
import { RenameForm } from "~/modules/catalog/RenameForm";
import { NAME_FORM } from "~/modules/catalog/name-refusal.server";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Rename subcategory`);

const ids = (params: Route.LoaderArgs["params"]) => ({
  categoryId: idParam(params.categoryId, "category"),
  id: idParam(params.id, "subcategory"),
});

export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  const { categoryId, id } = ids(args.params);
  return getSubcategory(args.context.get(dbContext), categoryId, id);
});

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    subcategoryRenameSchema,
    async ({ value }) => {
      const { categoryId, id } = ids(args.params);
      const em = args.context.get(dbContext);
      await renameSubcategory(em, actor, categoryId, id, value.name, value.nameAm ?? null);
      return redirect(`/admin/categories?detail=${categoryId}&notice=subcategory-renamed`);
    },
    NAME_FORM,
  );
}

export default function RenameSubcategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <RenameForm
      title={t`Rename subcategory`}
      currentName={loaderData.name}
      currentNameAm={loaderData.nameAm}
      schema={subcategoryRenameSchema}
      cancelHref={`/admin/categories?detail=${loaderData.categoryId}`}
      lastResult={actionData?.result}
    />
  );
}
