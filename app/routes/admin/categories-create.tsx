import { redirect } from "react-router";
import type { Route } from "./+types/categories-create";
import { formAction } from "~/server/form-action.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { categorySchema } from "~/modules/catalog/catalog.schema";
import { createCategory } from "~/modules/catalog/categories.server";
import { NAME_FORM } from "~/modules/catalog/name-refusal.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { CategoryForm } from "~/modules/catalog/CategoryForm";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Add Category`);

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return null;
}

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    categorySchema,
    async ({ value }) => {
      await createCategory(args.context.get(dbContext), actor, value.name, value.nameAm ?? null);
      return redirect("/admin/categories?notice=created");
    },
    NAME_FORM,
  );
}

export default function CreateCategory({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <CategoryForm
      title={t`Add Category`}
      submitLabel={t`Add`}
      pendingLabel={t`Adding...`}
      lastResult={actionData?.result}
    />
  );
}
