import { matchRoutes, type RouteObject } from "react-router";
import { MAX_IMPORT_BYTES } from "~/modules/tender-import/import-limits";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_TENDER } from "~/modules/tenders/document-limits";

/**
 * How many bytes a request body may have, per route: a route module that takes other than its
 * parent exports `bodyLimit`, so the route table is the one list of them. The HTTP server
 * (server/http-app.ts) refuses a larger body with 413 before the app reads it (from
 * Content-Length when sent, else by counting as it streams), and the app's readers apply the
 * route's figure again, for servers that do not.
 *
 * Sizes are for the worst legitimate submit: a url-encoded character of Amharic text takes
 * nine bytes (three UTF-8 bytes, each written as %XX).
 */

/** Page forms: the largest, the advertiser message (5,000 characters), is 45 KB at worst. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** JSON bodies of the API. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** An About/Privacy/Terms page: 100,000 characters of Markdown and a title. */
export const PAGE_TEXT_FORM_LIMIT = 1024 * 1024;

/** The tender form's text fields together: a 500,000-character description and the rest. */
export const TENDER_TEXT_LIMIT = 5 * 1024 * 1024;

/**
 * A tender form with its documents. One document more than a tender may have, so that a submit
 * with too many files still reaches the form and is told so (document-upload.server.ts).
 */
export const TENDER_UPLOAD_LIMIT =
  (MAX_DOCUMENTS_PER_TENDER + 1) * MAX_DOCUMENT_BYTES + TENDER_TEXT_LIMIT;

/** A tender import file and its form's few fields (the file's own limit is checked again). */
export const IMPORT_UPLOAD_LIMIT = MAX_IMPORT_BYTES + 64 * 1024;

/** What a route module may declare: `export const bodyLimit = …` (see bodyLimitOf). */
interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: object;
}

const trees = new WeakMap<object, RouteObject[]>();

/**
 * The body limit of a request to `pathname` (a page's `.data` URL counts as the page's): the
 * `bodyLimit` of the deepest matching route that exports one. The root route exports the page
 * forms' limit and the API layout the JSON limit, so every route has one. `routes` is the server
 * build's table of app/routes.ts.
 */
export function bodyLimitOf(routes: Record<string, RouteEntry | undefined>, pathname: string) {
  let tree = trees.get(routes);
  if (!tree) {
    tree = treeOf(routes, undefined);
    trees.set(routes, tree);
  }
  const matches = matchRoutes(tree, routePath(pathname)) ?? [];
  for (const { route } of [...matches].reverse()) {
    const module = route.id === undefined ? undefined : routes[route.id]?.module;
    const limit = (module as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === "number") return limit;
  }
  return FORM_BODY_LIMIT;
}

function treeOf(
  routes: Record<string, RouteEntry | undefined>,
  parentId: string | undefined,
): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive } = route!;
      return index
        ? { id, path, index: true, caseSensitive }
        : { id, path, caseSensitive, children: treeOf(routes, id) };
    });
}

function routePath(pathname: string): string {
  // React Router posts a page's form to `/page.data` (`/_root.data` for the landing page).
  const path = pathname.replace(/\.data$/, "").replace(/\/_root$/, "/");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
