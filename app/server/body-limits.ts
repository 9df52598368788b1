import { MAX_IMPORT_BYTES } from "~/modules/tender-import/import-limits";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_TENDER } from "~/modules/tenders/document-limits";

/**
 * How many bytes a request body may have, per route. The HTTP server (scripts/lib/http-app.ts)
 * refuses a larger body with 413 before the app reads it (from Content-Length when sent, else by
 * counting as it streams), and the app's readers apply the same figure again, for servers that
 * do not.
 *
 * Sizes are for the worst legitimate submit: a url-encoded character of Amharic text takes
 * nine bytes (three UTF-8 bytes, each written as %XX).
 */

/** Page forms: the largest, the advertiser message (5,000 characters), is 45 KB at worst. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** JSON bodies of the API. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** An About/Privacy/Terms page: 100,000 characters of Markdown and a title. */
const PAGE_TEXT_FORM_LIMIT = 1024 * 1024;

/** The tender form's text fields together: a 500,000-character description and the rest. */
export const TENDER_TEXT_LIMIT = 5 * 1024 * 1024;

/**
 * A tender form with its documents. One document more than a tender may have, so that a submit
 * with too many files still reaches the form and is told so (document-upload.server.ts).
 */
const TENDER_UPLOAD_LIMIT = (MAX_DOCUMENTS_PER_TENDER + 1) * MAX_DOCUMENT_BYTES + TENDER_TEXT_LIMIT;

/** A tender import file and its form's few fields (the file's own limit is checked again). */
const IMPORT_UPLOAD_LIMIT = MAX_IMPORT_BYTES + 64 * 1024;

const ROUTE_LIMITS: [RegExp, number][] = [
  [/^\/(api|admin)\/tenders\/import$/, IMPORT_UPLOAD_LIMIT],
  [/^\/admin\/tenders\/(create|edit\/[^/]+)$/, TENDER_UPLOAD_LIMIT],
  [/^\/api\/tenders(\/(?!saved$)[^/]+)?$/, TENDER_UPLOAD_LIMIT],
  [/^\/admin\/pages\/[^/]+$/, PAGE_TEXT_FORM_LIMIT],
  [/^\/api\//, JSON_BODY_LIMIT],
];

/** The body limit of a request to `pathname` (a page's `.data` URL counts as the page's). */
export function bodyLimitFor(pathname: string): number {
  const path = routePath(pathname);
  for (const [pattern, limit] of ROUTE_LIMITS) if (pattern.test(path)) return limit;
  return FORM_BODY_LIMIT;
}

function routePath(pathname: string): string {
  // React Router posts a page's form to `/page.data` (`/_root.data` for the landing page).
  const path = pathname.replace(/\.data$/, "").replace(/\/_root$/, "/");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
