import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";

export type FeedFormat = "rss" | "atom";

/**
 * Where the feed of a list search lives: /feeds/tenders.{rss,atom} with the search's words
 * only. A feed reader is anonymous, so a feed gets what a visitor gets: the filters reserved
 * for signed-in users are left out of the link (the feed would ignore them anyway), as are
 * paging and the Apply button (a feed is always the newest items). Shared by the page
 * (autodiscovery link) and the server (the feed's self links). A feed reader sends no language
 * cookie, so a feed in another language than English names it in its URL (`lng`).
 */
export function tenderFeedPath(
  format: FeedFormat,
  query: URLSearchParams | string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const q = new URLSearchParams(query).get("q")?.trim();
  const search = new URLSearchParams(q ? { q } : {});
  if (locale !== DEFAULT_LOCALE) search.set("lng", locale);
  return `/feeds/tenders.${format}${search.size ? `?${search}` : ""}`;
}

/** The language a feed's URL names, English when it names none. */
export function feedLocale(query: URLSearchParams): Locale {
  const lng = query.get("lng");
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}
