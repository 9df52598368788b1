import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ForbiddenError, NotFoundError } from "~/modules/domain-errors";
import { logger } from "~/server/logger.server";
import {
  receiveTenderUpload,
  UploadRejectedError,
  type StoredDocument,
} from "./document-upload.server";
import { normalizeTenderFormData, tenderSchema, type TenderInput } from "./tender.schema";
import { ValidationError } from "./validation-error";

export type TenderSubmitOutcome =
  { ok: true; id: number } | { ok: false; status: number; result: SubmissionResult<string[]> };

/**
 * The create and edit actions' shared flow: receive the multipart body (documents checked and
 * stored), validate the fields with the shared schema, then `save`. Whatever goes wrong is a
 * form answer with the typed values kept (never a 500), and every stored file of a submit that
 * did not succeed is removed again.
 */
export async function submitTenderForm(
  request: Request,
  failureMessage: string,
  save: (value: TenderInput, documents: StoredDocument[]) => Promise<{ id: number }>,
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
    const submission = parseWithZod(normalizeTenderFormData(upload.formData), {
      schema: tenderSchema,
    });
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
      const { id } = await save(submission.value, upload.documents);
      saved = true;
      return { ok: true, id };
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
