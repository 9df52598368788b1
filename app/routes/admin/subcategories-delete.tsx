import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/subcategories-delete";
import { readSubmission } from "~/server/form-submission.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { catalogueRemovalSchema } from "~/modules/catalog/catalog.schema";
import {
  removalPreview,
  removeCatalogueItem,
  requireRemover,
  STILL_IN_USE,
} from "~/modules/catalog/catalogue-removal.server";
import { RemovalForm } from "~/modules/catalog/RemovalForm";
import { InUseError, MergeTargetError } from "~/modules/domain-errors";
import { outcomeOf, replyWith } from "~/modules/form-outcome";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { pageI18n } from "~/i18n/page-i18n.server";
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

/**
 * A 409 means it came into use after the page was shown: read the counts and the merge choice
 * again (React Router skips that after a 4xx by default; without JavaScript the page is new).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => actionStatus === 409 || defaultShouldRevalidate;

export const action = withDomainErrors(async (args: Route.ActionArgs) => {
  const actor = requireAdmin(args);
  const { categoryId, id } = ids(args.params);
  const submission = await readSubmission(
    args.request,
    catalogueRemovalSchema,
    pageI18n(args.context),
  );
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let removed;
  try {
    removed = await removeCatalogueItem(
      args.context.get(dbContext),
      actor,
      "subcategories",
      id,
      submission.value.mergeInto,
      { categoryId },
    );
  } catch (error) {
    // Came into use since the page was shown (its counts are read again), or a bad target.
    if (error instanceof InUseError) {
      // About the form as a whole: the merge choice was not on the page it was sent from.
      const outcome = { status: 409, formErrors: [STILL_IN_USE], fieldErrors: {} };
      return data(replyWith(submission, outcome), { status: 409 });
    }
    if (!(error instanceof MergeTargetError)) throw error;
    return data(replyWith(submission, outcomeOf(error)), { status: error.status });
  }
  const notice = removed.mergedInto ? "subcategory-merged" : "subcategory-deleted";
  return redirect(`/admin/categories?detail=${categoryId}&notice=${notice}`);
});

export default function DeleteSubcategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <RemovalForm
      title={t`Delete subcategory`}
      name={loaderData.name}
      usage={loaderData.usage}
      targets={loaderData.targets}
      cancelHref={`/admin/categories?detail=${loaderData.categoryId}`}
      lastResult={actionData}
    />
  );
}
