import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";

/**
 * A request a rule refuses, with the HTTP status that says why honestly (403, 404, 409, …, 503
 * for what is no one's fault). Every refusal the domain decides is one of these, so there is one
 * mapping to an answer: `throwAsRouteError` for pages, `asApiError` for the JSON API, and a form
 * outcome (form-outcome.ts) where a form shows it next to its fields. Messages are English
 * (`sourceText(msg`…`)`), translated into the page's language where they are shown.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  /** Messages by form field, for a rule about particular fields (the API sends them as `errors`). */
  declare readonly fieldErrors?: Record<string, string[]>;

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

/** A name that already exists (case-insensitively) where names must be unique. */
export class DuplicateNameError extends DomainError {
  readonly status = 409;
}

/** A required name that is empty once trimmed. */
export class BlankNameError extends DomainError {
  readonly status = 400;
}

/** How many tenders and alert profiles point at a catalogue item (a source, a subcategory…). */
export interface CatalogueUsage {
  tenders: number;
  alertProfiles: number;
}

/**
 * A catalogue item that cannot simply be deleted because tenders or alert profiles use it: it
 * can be merged into another instead. The message (English, with the counts) is the API's;
 * pages say it in their own words from `usage`.
 */
export class InUseError extends DomainError {
  readonly status = 409;
  constructor(
    message: string,
    readonly usage: CatalogueUsage,
  ) {
    super(message);
  }
}

/** A merge target that is not another item of the same kind (and, for a subcategory, category). */
export class MergeTargetError extends DomainError {
  readonly status = 400;
  override readonly fieldErrors: Record<string, string[]>;
  constructor(message: string) {
    super(message);
    this.fieldErrors = { mergeInto: [message] };
  }
}

/** Trims a name and refuses it when nothing is left: the rule for every catalogue name. */
export function requireName(name: string, message: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new BlankNameError(message);
  return trimmed;
}

/**
 * A list query that could not finish in time, or could not start because too many were
 * waiting: the user may try again, or narrow the search. Never a 500.
 */
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

/** Seconds a client is asked to wait (`Retry-After`) before trying a 503 answer again. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * The database cannot be reached (refused, dropped, timed out, shutting down): nothing the
 * user did wrong and nothing to fix in the request, so 503 with Retry-After, never a 500.
 */
export class ServiceUnavailableError extends DomainError {
  readonly status = 503;
  constructor(
    message = sourceText(msg`The service is briefly unavailable, try again in a minute.`),
  ) {
    super(message);
  }
}
