export type FeedFormat = "rss" | "atom";

/**
 * Where the feed of a list search lives: /feeds/tenders.{rss,atom} with the search's words
 * only. A feed reader is anonymous, so a feed gets what a visitor gets: the filters reserved
 * for signed-in users are left out of the link (the feed would ignore them anyway), as are
 * paging and the Apply button (a feed is always the newest items). Shared by the page
 * (autodiscovery link) and the server (the feed's self links).
 */
export function tenderFeedPath(format: FeedFormat, query: URLSearchParams | string): string {
  const q = new URLSearchParams(query).get("q")?.trim();
  const search = q ? new URLSearchParams({ q }).toString() : "";
  return `/feeds/tenders.${format}${search ? `?${search}` : ""}`;
}
