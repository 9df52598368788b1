import { safeRedirectTo } from "~/modules/auth/redirect-to";

// The tender detail's Back link returns to the list the user came from, search, filters and
// page included: the list passes its URL along as `?from=`, and only our own list pages are
// accepted back (never another site, whatever the parameter says).

/** The list pages a detail may return to. */
const LIST_PATHS = new Set(["/home", "/tenders", "/mytender"]);
const DEFAULT_LIST = "/home";
// Any fixed origin works: it only tells a same-site path from one that leaves the site.
const BASE = "http://tenderlink.invalid";

/** The detail's URL from a list at `listUrl` (path and query). */
export function tenderHrefFrom(id: number, listUrl: string): string {
  if (listUrl === DEFAULT_LIST) return `/tenders/${id}`;
  return `/tenders/${id}?${new URLSearchParams({ from: listUrl })}`;
}

/** Where Back goes: `from` if it is one of our list pages, otherwise /home. */
export function listReturnPath(from: string | null | undefined): string {
  const path = safeRedirectTo(from, DEFAULT_LIST);
  if (path === DEFAULT_LIST) return path;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return DEFAULT_LIST;
  }
  if (url.origin !== BASE || !LIST_PATHS.has(url.pathname)) return DEFAULT_LIST;
  return url.pathname + url.search;
}
