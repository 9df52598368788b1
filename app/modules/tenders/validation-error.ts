import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { DomainError } from "~/modules/domain-errors";

/** A rule only the database can check, such as an unknown language id. */
export class ValidationError extends DomainError {
  readonly status = 400;
  constructor(
    readonly fieldErrors: Record<string, string[]>,
    message = sourceText(msg`Please correct the highlighted fields.`),
  ) {
    super(message);
  }
}
