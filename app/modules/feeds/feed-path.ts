import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";

export type FeedFormat = "rss" | "atom";

// A feed reader is anonymous and sends no language cookie: signed-in filters and paging are left
// out, and a non-English feed names its language (`lng`).
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

export function feedLocale(query: URLSearchParams): Locale {
  const lng = query.get("lng");
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}
