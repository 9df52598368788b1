import { serverI18n } from "~/i18n/catalogues.server";
import type { EntityManager } from "@mikro-orm/postgresql";
import { ForbiddenError, NotFoundError } from "~/modules/domain-errors";
import { callerOf } from "~/modules/idempotency/idempotency.server";
import { createTender, updateTender } from "~/modules/tenders/tender-commands.server";
import { DOCUMENT_FIELD } from "~/modules/tenders/document-upload.server";
import { PossibleDuplicateError } from "~/modules/tenders/duplicate-tenders.server";
import {
  receiveTenderForm,
  saveTenderOnce,
  tenderFormSchema,
} from "~/modules/tenders/tender-form.server";
import { parseSubmission } from "~/server/form-submission.server";
import { asDomainError } from "~/server/page-errors.server";
import type { CurrentUser } from "~/server/request-context";
import { ApiError } from "./api-error";
import { getApiTender } from "./api-tenders.server";

/** The admin form's flow, answered as the API answers; `replayed`: an Idempotency-Key's repeat. */
export async function submitApiTender(
  em: EntityManager,
  request: Request,
  actor: CurrentUser,
  tenderId?: number,
) {
  const failure = tenderId ? "Error updating tender" : "Error submitting tender";
  const received = await receiveTenderForm(request);
  let saved = false;
  try {
    // The API answers in English.
    const submission = parseSubmission(received.formData, tenderFormSchema, serverI18n("en"));
    const schemaErrors =
      submission.status === "success" ? undefined : messagesByField(submission.error);
    if (received.refusal) {
      const { status, message } = received.refusal;
      throw new ApiError(status, `${failure}. ${message}`, {
        ...schemaErrors,
        [DOCUMENT_FIELD]: [message],
      });
    }
    if (submission.status !== "success") {
      throw new ApiError(400, `${failure}. Please correct the fields below.`, schemaErrors);
    }
    const write = {
      em,
      caller: callerOf(actor),
      scope: tenderId ? `tender:update:${tenderId}` : "tender:create",
    };
    const { id, replayed } = await saveTenderOnce(
      request,
      received,
      submission.value,
      write,
      (tx, value, documents) =>
        tenderId
          ? updateTender(tx, actor, { ...value, id: tenderId, documents })
          : createTender(tx, actor, { ...value, documents }),
    ).catch((error: unknown) => {
      throw refusalOf(error, failure);
    });
    saved = !replayed;
    em.clear();
    return { tender: await getApiTender(em, id, actor), replayed };
  } finally {
    if (!saved) await received.discard();
  }
}

/** A rule of the save, or a lost database, after what failed; anything else as it is. */
function refusalOf(error: unknown, failure: string): unknown {
  const refusal = asDomainError(error);
  if (!refusal) return error;
  if (refusal instanceof PossibleDuplicateError) {
    return new PossibleDuplicateError(
      refusal.candidates,
      "This tender looks like one already published (see duplicates); nothing was saved. Send confirmDuplicate=true to save it anyway.",
    );
  }
  if (refusal instanceof ForbiddenError || refusal instanceof NotFoundError) return refusal;
  return new ApiError(refusal.status, `${failure}. ${refusal.message}`, refusal.fieldErrors);
}

function messagesByField(
  error: Record<string, string[] | null> | null | undefined,
): Record<string, string[]> | undefined {
  const entries = Object.entries(error ?? {}).filter((entry): entry is [string, string[]] =>
    Array.isArray(entry[1]),
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}
