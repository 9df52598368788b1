import { data, redirect } from "react-router";
import type { Route } from "./+types/subcategories-rename";
import { readSubmission } from "~/server/form-submission.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { subcategoryRenameSchema } from "~/modules/catalog/catalog.schema";
import { getSubcategory, renameSubcategory } from "~/modules/catalog/categories.server";
import { RenameForm } from "~/modules/catalog/RenameForm";
import { BlankNameError, DuplicateNameError } from "~/modules/domain-errors";
import { outcomeOf, replyWith } from "~/modules/form-outcome";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { pageI18n } from "~/i18n/page-i18n.server";
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

export const action = withDomainErrors(async (args: Route.ActionArgs) => {
  const actor = requireAdmin(args);
  const { categoryId, id } = ids(args.params);
  const submission = await readSubmission(
    args.request,
    subcategoryRenameSchema,
    pageI18n(args.context),
  );
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await renameSubcategory(
      args.context.get(dbContext),
      actor,
      categoryId,
      id,
      submission.value.name,
    );
  } catch (error) {
    // A name the form can correct; a subcategory that went away is the 404 page.
    if (!(error instanceof DuplicateNameError || error instanceof BlankNameError)) throw error;
    return data(replyWith(submission, outcomeOf(error, "name")), { status: error.status });
  }
  return redirect(`/admin/categories?detail=${categoryId}&notice=subcategory-renamed`);
});

export default function RenameSubcategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <RenameForm
      title={t`Rename subcategory`}
      currentName={loaderData.name}
      schema={subcategoryRenameSchema}
      cancelHref={`/admin/categories?detail=${loaderData.categoryId}`}
      lastResult={actionData}
    />
  );
}
