import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";

// Every refusal the domain decides is one of these, so there is one mapping to pages, the API and
// forms.
export abstract class DomainError extends Error {
  abstract readonly status: number;
  declare readonly fieldErrors?: Record<string, string[]>;
  /** Data the message names (column names, a parser's reason): said after it, untranslated. */
  declare readonly detail?: string;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
}

export class NotFoundError extends DomainError {
  readonly status = 404;
}

export class DuplicateNameError extends DomainError {
  readonly status = 409;
}

export class BlankNameError extends DomainError {
  readonly status = 400;
}

export interface CatalogueUsage {
  tenders: number;
  alertProfiles: number;
}

/** The message (English, with the counts) is the API's; pages word it from `usage`. */
export class InUseError extends DomainError {
  readonly status = 409;
  constructor(
    message: string,
    readonly usage: CatalogueUsage,
  ) {
    super(message);
  }
}

export class MergeTargetError extends DomainError {
  readonly status = 400;
  override readonly fieldErrors: Record<string, string[]>;
  constructor(message: string) {
    super(message);
    this.fieldErrors = { mergeInto: [message] };
  }
}

export function requireName(name: string, message: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new BlankNameError(message);
  return trimmed;
}

export class ListBusyError extends DomainError {
  readonly status = 503;
  constructor(
    message = sourceText(
      msg`This search is taking too long right now. Please try again in a moment, or use more specific words or filters.`,
    ),
  ) {
    super(message);
  }
}

/** A list query its statement time limit stopped (the list asked for too much). */
export class ListTimedOutError extends ListBusyError {}

export const RETRY_AFTER_SECONDS = 60;

/** Nothing the user did wrong: 503 with Retry-After, never a 500. */
export class ServiceUnavailableError extends DomainError {
  readonly status = 503;
  constructor(
    message = sourceText(msg`The service is briefly unavailable, try again in a minute.`),
  ) {
    super(message);
  }
}
