import { MAX_IMPORT_BYTES } from "~/modules/tender-import/import-limits";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_TENDER } from "~/modules/tenders/document-limits";
import { matchedRouteIds, type RouteTable } from "./route-matches";

// Per route (docs/decisions/010-http-edge.md), sized for the worst legitimate submit: url-encoded
// Amharic takes nine bytes a character.

/** Page forms: the largest, the advertiser message (5,000 characters), is 45 KB at worst. */
export const FORM_BODY_LIMIT = 64 * 1024;

export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * An About/Privacy/Terms page in English and Amharic: 100,000 characters of Markdown each (an
 * Ethiopic letter is 9 bytes URL-encoded) and their titles.
 */
export const PAGE_TEXT_FORM_LIMIT = 2 * 1024 * 1024;

/** The tender form's text fields together: a 500,000-character description and the rest. */
export const TENDER_TEXT_LIMIT = 5 * 1024 * 1024;

/** One document more than allowed, so a submit with too many files reaches the form and is told. */
export const TENDER_UPLOAD_LIMIT =
  (MAX_DOCUMENTS_PER_TENDER + 1) * MAX_DOCUMENT_BYTES + TENDER_TEXT_LIMIT;

/** An award with its notice: a file one byte over the limit still reaches the form's message. */
export const AWARD_UPLOAD_LIMIT = 2 * MAX_DOCUMENT_BYTES + FORM_BODY_LIMIT;

/** A tender import file and its form's few fields (the file's own limit is checked again). */
export const IMPORT_UPLOAD_LIMIT = MAX_IMPORT_BYTES + 64 * 1024;

/** The deepest matching route's `bodyLimit` (a `.data` URL counts as its page's). */
export function bodyLimitOf(routes: RouteTable, pathname: string) {
  for (const id of matchedRouteIds(routes, pathname).toReversed()) {
    const limit = (routes[id]?.module as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === "number") return limit;
  }
  return FORM_BODY_LIMIT;
}
