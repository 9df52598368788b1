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
    message = "Please correct the highlighted fields.",
  ) {
    super(message);
  }
}
