import { data, redirect } from "react-router";
import type { Route } from "./+types/categories-create";
import { readSubmission } from "~/server/form-submission.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { categorySchema } from "~/modules/catalog/catalog.schema";
import { createCategory } from "~/modules/catalog/categories.server";
import { BlankNameError, DuplicateNameError } from "~/modules/domain-errors";
import { outcomeOf, replyWith } from "~/modules/form-outcome";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { CategoryForm } from "~/modules/catalog/CategoryForm";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Add Category`);

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  const submission = await readSubmission(args.request, categorySchema, pageI18n(args.context));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await createCategory(args.context.get(dbContext), actor, submission.value.name);
  } catch (error) {
    if (!(error instanceof DuplicateNameError || error instanceof BlankNameError)) throw error;
    return data(replyWith(submission, outcomeOf(error, "name")), { status: error.status });
  }
  return redirect("/admin/categories?notice=created");
}

export default function CreateCategory({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <CategoryForm
      title={t`Add Category`}
      submitLabel={t`Add`}
      pendingLabel={t`Adding...`}
      lastResult={actionData}
    />
  );
}
