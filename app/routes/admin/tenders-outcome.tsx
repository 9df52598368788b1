import { data, redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/tenders-outcome";
import { msg } from "@lingui/core/macro";
import { requireAdmin } from "~/modules/auth/guards.server";
import { OUTCOME_FORMS } from "~/modules/awards/award.schema";
import {
  cancelTender,
  clearOutcome,
  LotAlreadyAwardedError,
  markTenderFailed,
  recordAward,
  removeAward,
  updateAward,
} from "~/modules/awards/awards.server";
import { receiveNoticeUpload, uploadedNotice } from "~/modules/awards/notice-upload.server";
import { outcomePageData } from "~/modules/awards/outcomes.server";
import { OutcomePage } from "~/modules/awards/OutcomePage";
import { NotFoundError } from "~/modules/domain-errors";
import {
  callerOf,
  newFormToken,
  onceKeyOf,
  runOnce,
} from "~/modules/idempotency/idempotency.server";
import { idParam, parseId } from "~/modules/ids";
import { AWARD_UPLOAD_LIMIT } from "~/server/body-limits";
import { formAction } from "~/server/form-action.server";
import { withDomainErrors } from "~/server/page-errors.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Tender outcome`);

export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  const id = idParam(args.params.id, "tender");
  const page = await outcomePageData(args.context.get(dbContext), id);
  if (!page) throw data(null, { status: 404 });
  const editing = parseId(args.url.searchParams.get("edit"));
  return {
    ...page,
    editing: page.outcome.awards.find((award) => award.id === editing) ?? null,
    formToken: newFormToken(),
  };
});

/** The award form carries its notice. */
export const bodyLimit = AWARD_UPLOAD_LIMIT;

type AwardForm = z.output<(typeof OUTCOME_FORMS)["award"]>;

export const action = withDomainErrors(async (args: Route.ActionArgs) => {
  const actor = requireAdmin(args);
  const tenderId = idParam(args.params.id, "tender");
  const em = args.context.get(dbContext);
  const upload = await receiveNoticeUpload(args.request);
  const done = (notice: string) => redirect(`/admin/tenders/${tenderId}/outcome?notice=${notice}`);
  let keepUpload = false;
  try {
    return await formAction<typeof OUTCOME_FORMS, { takenLot: number }>(
      args,
      OUTCOME_FORMS,
      async ({ intent, value, formData, reply }) => {
        if (intent === "award") {
          const { awardId, ...input } = value as AwardForm;
          try {
            const document = uploadedNotice(upload);
            const write = { ...input, document };
            const once = onceKeyOf(args.request, formData, callerOf(actor), "award", {
              tenderId,
              awardId,
              input,
              documents: upload.digests,
            });
            const { replayed } = await runOnce(em, once, (tx) =>
              awardId === undefined
                ? recordAward(tx, actor, tenderId, write)
                : updateAward(tx, actor, tenderId, awardId, write),
            );
            keepUpload = !replayed;
            return done(awardId === undefined ? "award-recorded" : "award-saved");
          } catch (error) {
            if (!(error instanceof LotAlreadyAwardedError)) throw error;
            // The page shows the lot's award beside the form, with a button to replace it.
            return reply(
              { fieldErrors: { lot: [error.message] } },
              { takenLot: error.lot },
              { status: error.status },
            );
          }
        }
        if (intent === "remove") {
          const { awardId } = value as z.output<(typeof OUTCOME_FORMS)["remove"]>;
          await removeAward(em, actor, tenderId, awardId);
          return done("award-removed");
        }
        if (intent === "cancel") {
          await cancelTender(em, actor, tenderId, value as { reason: string });
          return done("cancelled");
        }
        if (intent === "fail") {
          await markTenderFailed(em, actor, tenderId, value as z.output<typeof OUTCOME_FORMS.fail>);
          return done("failed");
        }
        await clearOutcome(em, actor, tenderId);
        return done("cleared");
      },
      {
        formData: upload.formData,
        // A tender or award that went away is the error page, not a form message.
        shows: (error) => !(error instanceof NotFoundError),
      },
    );
  } finally {
    if (!keepUpload) await upload.discard();
  }
});

export default function TenderOutcome({ loaderData, actionData }: Route.ComponentProps) {
  return <OutcomePage {...loaderData} actionData={actionData} />;
}
