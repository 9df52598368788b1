import { data } from "react-router";
import { InUseError, MergeTargetError } from "~/modules/domain-errors";
import { outcomeOf, replyWith } from "~/modules/form-outcome";
import { STILL_IN_USE } from "./catalogue-removal.server";

type Submission = Parameters<typeof replyWith>[0];

/** 409 about the whole form: the merge choice was not on the page it was sent from. */
export function removalRefusal(submission: Submission, error: unknown) {
  if (error instanceof InUseError) {
    const outcome = { status: 409, formErrors: [STILL_IN_USE], fieldErrors: {} };
    return data(replyWith(submission, outcome), { status: 409 });
  }
  if (error instanceof MergeTargetError) {
    return data(replyWith(submission, outcomeOf(error)), { status: error.status });
  }
  throw error;
}
