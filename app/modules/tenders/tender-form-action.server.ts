import type { SubmissionResult } from "@conform-to/react";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AlertsQueueError } from "~/modules/alerts/alerts-queue.server";
import { ForbiddenError, NotFoundError } from "~/modules/domain-errors";
import { IdempotencyKeyError, onceKeyOf, runOnce } from "~/modules/idempotency/idempotency.server";
import { parseSubmission } from "~/server/form-submission.server";
import { logger } from "~/server/logger.server";
import {
  receiveTenderUpload,
  UploadRejectedError,
  type StoredDocument,
} from "./document-upload.server";
import { normalizeTenderFormData, tenderSchema, type TenderInput } from "./tender.schema";
import { ValidationError } from "./validation-error";

export type TenderSubmitOutcome =
  | { ok: true; id: number; replayed: boolean }
  | { ok: false; status: number; result: SubmissionResult<string[]> };

export interface TenderWrite {
  em: EntityManager;
  /** Whose once-keys (callerOf) and which write, e.g. `tender:create`, `tender:update:7`. */
  caller: string;
  scope: string;
  failureMessage: string;
}

/**
 * The create and edit actions' shared flow (pages and API): receive the multipart body
 * (documents checked and stored), validate the fields with the shared schema, then `save` once
 * per form token or Idempotency-Key (runOnce): a double click or a retry gets the first save's
 * id, and its own stored files are removed. Whatever goes wrong is a form answer with the typed
 * values kept, and every stored file of a submit that did not succeed is removed again.
 */
export async function submitTenderForm(
  request: Request,
  { em, caller, scope, failureMessage }: TenderWrite,
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
    return {
      ok: false,
      status: error.status,
      result: { status: "error", error: { "": [error.message] } },
    };
  }
  let saved = false;
  try {
    const submission = parseSubmission(normalizeTenderFormData(upload.formData), tenderSchema);
    if (upload.refusal) {
      return {
        ok: false,
        status: upload.refusal.status,
        result: submission.reply({
          formErrors: [upload.refusal.message],
          fieldErrors: { documentPath: [upload.refusal.message] },
        }),
      };
    }
    if (upload.rejected.length) {
      return {
        ok: false,
        status: 415,
        result: submission.reply({
          formErrors: [`${failureMessage}: ${upload.rejected.join(" ")}`],
          fieldErrors: { documentPath: upload.rejected },
        }),
      };
    }
    if (submission.status !== "success") {
      return {
        ok: false,
        status: 400,
        result: submission.reply({
          formErrors: [`${failureMessage}. Please correct the fields below.`],
        }),
      };
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
      if (error instanceof ValidationError) {
        return {
          ok: false,
          status: error.status,
          result: submission.reply({
            formErrors: [`${failureMessage}. ${error.message}`],
            fieldErrors: error.fieldErrors,
          }),
        };
      }
      if (error instanceof IdempotencyKeyError || error instanceof AlertsQueueError) {
        return {
          ok: false,
          status: error.status,
          result: submission.reply({ formErrors: [`${failureMessage}. ${error.message}`] }),
        };
      }
      if (error instanceof ForbiddenError || error instanceof NotFoundError) {
        return {
          ok: false,
          status: error.status,
          result: submission.reply({ formErrors: [error.message] }),
        };
      }
      logger.error({ err: error }, "tender save failed");
      return { ok: false, status: 500, result: submission.reply({ formErrors: [failureMessage] }) };
    }
  } finally {
    if (!saved) await upload.discard();
  }
}
