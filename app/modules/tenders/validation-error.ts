import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { DomainError } from "~/modules/domain-errors";

/**
 * Input that passed the schema but breaks a rule only the database can check (an unknown
 * language id, too many documents). Routes show `fieldErrors` next to the fields; the JSON API
 * answers 400 with the same object.
 */
export class ValidationError extends DomainError {
  readonly status = 400;
  constructor(
    readonly fieldErrors: Record<string, string[]>,
    message = sourceText(msg`Please correct the highlighted fields.`),
  ) {
    super(message);
  }
}
