import type { EntityManager } from "@mikro-orm/postgresql";
import { callerOf } from "~/modules/idempotency/idempotency.server";
import { createTender, updateTender } from "~/modules/tenders/tender-commands.server";
import { submitTenderForm } from "~/modules/tenders/tender-form-action.server";
import type { CurrentUser } from "~/server/request-context";
import { ApiError } from "./api-error";
import { getApiTender } from "./api-tenders.server";

/**
 * Create and update through the admin form's own flow (multipart, `field[]` arrays, several
 * `documentPath` files, the same checks and clean-up, an `Idempotency-Key` honoured the same
 * way as a form token); a refusal becomes a JSON error. `replayed`: the key's first request
 * already wrote this tender.
 */
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
  };
  const outcome = await submitTenderForm(request, write, (tx, value, documents) =>
    tenderId
      ? updateTender(tx, actor, { ...value, id: tenderId, documents })
      : createTender(tx, actor, { ...value, documents }),
  );
  if (!outcome.ok) {
    const { "": formErrors, ...fields } = (outcome.result.error ?? {}) as Record<
      string,
      string[] | null
    >;
    const errors = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string[]] =>
        Array.isArray(entry[1]),
      ),
    );
    throw new ApiError(
      outcome.status,
      formErrors?.[0] ?? failure,
      Object.keys(errors).length ? errors : undefined,
    );
  }
  em.clear();
  return { tender: await getApiTender(em, outcome.id), replayed: outcome.replayed };
}
