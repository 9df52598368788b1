import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { ForbiddenError, NotFoundError } from "~/modules/domain-errors";
import { outcomeOf, type FormOutcome } from "~/modules/form-outcome";
import { onceKeyOf, runOnce } from "~/modules/idempotency/idempotency.server";
import { translateText } from "~/i18n/translate-text.server";
import { parseSubmission } from "~/server/form-submission.server";
import { logOutageAnswer } from "~/server/database-outage.server";
import { asDomainError } from "~/server/page-errors.server";
import {
  DOCUMENT_FIELD,
  receiveTenderUpload,
  UploadRejectedError,
  type StoredDocument,
} from "./document-upload.server";
import { PossibleDuplicateError, type DuplicateCandidate } from "./duplicate-tenders.server";
import { normalizeTenderFormData, tenderSchema, type TenderInput } from "./tender.schema";
import { dateOrderErrors } from "./tender-commands.server";
import { parseEatDateTime } from "./tender-dates";

/** A parsed tender form, kept so a page can echo what was typed (replyWith). */
type TenderSubmission = ReturnType<typeof parseSubmission<typeof tenderSchema>>;

export type TenderSubmitOutcome =
  | { ok: true; id: number; replayed: boolean }
  | {
      ok: false;
      failure: FormOutcome;
      submission: TenderSubmission | null;
      /** A possible duplicate: the tenders it looks like (nothing was saved). */
      duplicates?: DuplicateCandidate[];
    };

export interface TenderWrite {
  em: EntityManager;
  /** Whose once-keys (callerOf) and which write, e.g. `tender:create`, `tender:update:7`. */
  caller: string;
  scope: string;
  failureMessage: string;
  /** The language of the form's messages: the page's, or English for the API. */
  i18n: I18n;
}

/**
 * The create and edit actions' shared flow (pages and API): receive the multipart body
 * (documents checked and stored), validate the fields with the shared schema, then `save` once
 * per form token or Idempotency-Key (runOnce): a double click or a retry gets the first save's
 * id, and its own stored files are removed. A refusal is a form answer with the typed values
 * kept; a fault of ours is thrown; either way every stored file of a submit that did not succeed
 * is removed again.
 */
export async function submitTenderForm(
  request: Request,
  { em, caller, scope, failureMessage, i18n }: TenderWrite,
  save: (
    tx: EntityManager,
    value: TenderInput,
    documents: StoredDocument[],
  ) => Promise<{ id: number }>,
): Promise<TenderSubmitOutcome> {
  let upload;
  try {
    upload = await receiveTenderUpload(request);
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    // Not a form at all (or not readable): there are no values to keep.
    return { ok: false, failure: outcomeOf(error), submission: null };
  }
  let saved = false;
  try {
    const submission = parseSubmission(
      normalizeTenderFormData(upload.formData),
      tenderSchema,
      i18n,
    );
    // The schema's own field messages always go with the refusal, as Conform's reply has them.
    const refused = (status: number, formErrors: string[], fieldErrors = {}) => {
      const schema = submission.status === "success" ? {} : schemaErrors(submission.error);
      const allFieldErrors = { ...schema, ...fieldErrors };
      const failure = { status, formErrors, fieldErrors: allFieldErrors };
      return { ok: false, failure, submission } as const;
    };
    if (upload.refusal) {
      const { status, message } = upload.refusal;
      return refused(status, [message], { [DOCUMENT_FIELD]: [message] });
    }
    if (upload.rejected.length) {
      return refused(415, [`${failureMessage}: ${upload.rejected.join(" ")}`], {
        [DOCUMENT_FIELD]: upload.rejected,
      });
    }
    if (submission.status !== "success") {
      // The dates' order is checked on what was typed too, so its error shows with the others.
      return refused(
        400,
        [i18n._(msg`${failureMessage}. Please correct the fields below.`)],
        dateOrderErrors(typedDates(upload.formData)),
      );
    }
    try {
      const values = { fields: submission.value, documents: upload.digests };
      const once = onceKeyOf(request, upload.formData, caller, scope, values);
      const { value, replayed } = await runOnce(em, once, (tx) =>
        save(tx, submission.value, upload.documents),
      );
      // A repeat attached nothing: its own copies of the files are discarded below.
      saved = !replayed;
      return { ok: true, id: value.id, replayed };
    } catch (error) {
      // A rule of the save (permission, a missing tender, a once-key, the alerts queue) or a
      // lost database (503): its message after what failed, its field messages beside the
      // fields. Anything else reaches the one error handler: logged once, a 500.
      const refusal = asDomainError(error);
      if (!refusal) throw error;
      if (refusal !== error) logOutageAnswer(request, error);
      const message = translateText(i18n, refusal.message);
      if (refusal instanceof ForbiddenError || refusal instanceof NotFoundError) {
        return refused(refusal.status, [message]);
      }
      if (refusal instanceof PossibleDuplicateError) {
        return { ...refused(refusal.status, [message]), duplicates: refusal.candidates };
      }
      return refused(refusal.status, [`${failureMessage}. ${message}`], refusal.fieldErrors);
    }
  } finally {
    if (!saved) await upload.discard();
  }
}

/** The schema's messages by field (Conform keeps `null` for a field it checked and found fine). */
function typedDates(formData: FormData) {
  const date = (name: string) => {
    const value = formData.get(name);
    return (typeof value === "string" && parseEatDateTime(value)) || undefined;
  };
  return { closingDate: date("closingDate"), openingDate: date("openingDate") };
}

function schemaErrors(
  error: Record<string, string[] | null> | null | undefined,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(error ?? {}).filter((entry): entry is [string, string[]] =>
      Array.isArray(entry[1]),
    ),
  );
}
