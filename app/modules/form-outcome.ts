import type { SubmissionResult } from "@conform-to/react";
import type { DomainError } from "./domain-errors";

/**
 * Why a form was refused, as the domain says it and before anyone shows it: a page turns it into
 * Conform's reply (replyWith), the API into `{ message, errors }` (apiErrorOf in
 * api-http.server.ts). Neither unpacks the other's shape.
 */
export interface FormOutcome {
  status: number;
  /** About the form as a whole; the first is the API's `message`. */
  formErrors: string[];
  /** By field name, the names of the shared zod schema. */
  fieldErrors: Record<string, string[]>;
}

/**
 * A DomainError as a form outcome: its message on `field` when the form knows which field it is
 * about (a duplicate name), else its own fieldErrors, else on the form.
 */
export function outcomeOf(error: DomainError, field?: string): FormOutcome {
  if (field)
    return { status: error.status, formErrors: [], fieldErrors: { [field]: [error.message] } };
  if (error.fieldErrors)
    return { status: error.status, formErrors: [], fieldErrors: error.fieldErrors };
  return { status: error.status, formErrors: [error.message], fieldErrors: {} };
}

/** What replyWith needs of a parsed submission (parseSubmission in form-submission.server.ts). */
interface Replying {
  reply(options: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult<string[]>;
}

/**
 * A form outcome as the page shows it: Conform's reply, with what was typed echoed back (except
 * `hideFields`, such as a password). Without a submission (the body was not a form at all) only
 * the messages go back.
 */
export function replyWith(
  submission: Replying | null,
  outcome: FormOutcome,
  hideFields?: string[],
): SubmissionResult<string[]> {
  const { formErrors, fieldErrors } = outcome;
  if (submission) return submission.reply({ formErrors, fieldErrors, hideFields });
  return { status: "error", error: { "": formErrors, ...fieldErrors } };
}
