import { safeRedirectTo } from "~/modules/auth/redirect-to";

// Only our own list pages are accepted in `?from=`, never another site.

const LIST_PATHS = new Set(["/home", "/tenders", "/mytender"]);
const DEFAULT_LIST = "/home";
// Any fixed origin works: it only tells a same-site path from one that leaves.
const BASE = "http://tenderlink.invalid";

export function tenderHrefFrom(id: number, listUrl: string): string {
  if (listUrl === DEFAULT_LIST) return `/tenders/${id}`;
  return `/tenders/${id}?${new URLSearchParams({ from: listUrl })}`;
}

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
