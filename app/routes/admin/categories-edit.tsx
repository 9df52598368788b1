import { data, redirect } from "react-router";
import type { Route } from "./+types/categories-edit";
import { readSubmission } from "~/server/form-submission.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { categorySchema } from "~/modules/catalog/catalog.schema";
import { getCategory, renameCategory } from "~/modules/catalog/categories.server";
import { BlankNameError, DuplicateNameError } from "~/modules/domain-errors";
import { outcomeOf, replyWith } from "~/modules/form-outcome";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { CategoryForm } from "~/modules/catalog/CategoryForm";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Edit Category`);

export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  return getCategory(args.context.get(dbContext), idParam(args.params.id, "category"));
});

export const action = withDomainErrors(async (args: Route.ActionArgs) => {
  const actor = requireAdmin(args);
  const id = idParam(args.params.id, "category");
  const submission = await readSubmission(args.request, categorySchema, pageI18n(args.context));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await renameCategory(args.context.get(dbContext), actor, id, submission.value.name);
  } catch (error) {
    // A name the form can correct; a category that went away is the 404 page.
    if (!(error instanceof DuplicateNameError || error instanceof BlankNameError)) throw error;
    return data(replyWith(submission, outcomeOf(error, "name")), { status: error.status });
  }
  return redirect("/admin/categories?notice=updated");
});

export default function EditCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <CategoryForm
      title={t`Edit Category`}
      submitLabel={t`Update Category`}
      pendingLabel={t`Updating...`}
      lastResult={actionData}
      defaultName={loaderData.name}
    />
  );
}
