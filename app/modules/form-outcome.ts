import type { SubmissionResult } from "@conform-to/react";
import type { DomainError } from "./domain-errors";

// Pages turn it into Conform's reply, the API into `{ message, errors }`; neither unpacks the
// other's shape.
export interface FormOutcome {
  status: number;
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
}

export function outcomeOf(error: DomainError, field?: string): FormOutcome {
  if (field)
    return { status: error.status, formErrors: [], fieldErrors: { [field]: [error.message] } };
  if (error.fieldErrors)
    return { status: error.status, formErrors: [], fieldErrors: error.fieldErrors };
  return { status: error.status, formErrors: [error.message], fieldErrors: {} };
}

interface Replying {
  reply(options: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult<string[]>;
}

/** Without a submission (the body was not a form) only the messages go back. */
export function replyWith(
  submission: Replying | null,
  outcome: FormOutcome,
  hideFields?: string[],
): SubmissionResult<string[]> {
  const { formErrors, fieldErrors } = outcome;
  if (submission) return submission.reply({ formErrors, fieldErrors, hideFields });
  return { status: "error", error: { "": formErrors, ...fieldErrors } };
}
