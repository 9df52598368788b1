import { serverI18n } from "~/i18n/catalogues.server";
import type { EntityManager } from "@mikro-orm/postgresql";
import { callerOf } from "~/modules/idempotency/idempotency.server";
import { createTender, updateTender } from "~/modules/tenders/tender-commands.server";
import { PossibleDuplicateError } from "~/modules/tenders/duplicate-tenders.server";
import { submitTenderForm } from "~/modules/tenders/tender-form-action.server";
import type { CurrentUser } from "~/server/request-context";
import { apiErrorOf } from "./api-http.server";
import { getApiTender } from "./api-tenders.server";

/** Through the admin form's own flow; `replayed`: the Idempotency-Key's first request wrote it. */
export async function submitApiTender(
  em: EntityManager,
  request: Request,
  actor: CurrentUser,
  tenderId?: number,
) {
  const failure = tenderId ? "Error updating tender" : "Error submitting tender";
  const write = {
    em,
    caller: callerOf(actor),
    scope: tenderId ? `tender:update:${tenderId}` : "tender:create",
    failureMessage: failure,
    // The API answers in English.
    i18n: serverI18n("en"),
  };
  const outcome = await submitTenderForm(request, write, (tx, value, documents) =>
    tenderId
      ? updateTender(tx, actor, { ...value, id: tenderId, documents })
      : createTender(tx, actor, { ...value, documents }),
  );
  if (!outcome.ok) {
    if (outcome.duplicates) {
      throw new PossibleDuplicateError(
        outcome.duplicates,
        "This tender looks like one already published (see duplicates); nothing was saved. Send confirmDuplicate=true to save it anyway.",
      );
    }
    throw apiErrorOf(outcome.failure, failure);
  }
  em.clear();
  return { tender: await getApiTender(em, outcome.id, actor), replayed: outcome.replayed };
}
