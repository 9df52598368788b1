export type FeedFormat = "rss" | "atom";

/**
 * Where the feed of a list search lives: the same query string on /feeds/tenders.{rss,atom},
 * without paging or the Apply button (a feed is always the newest items). Shared by the page
 * (autodiscovery link) and the server (the feed's self links).
 */
export function tenderFeedPath(format: FeedFormat, query: URLSearchParams | string): string {
  const params = new URLSearchParams(query);
  params.delete("page");
  params.delete("apply");
  const search = params.toString();
  return `/feeds/tenders.${format}${search ? `?${search}` : ""}`;
}
