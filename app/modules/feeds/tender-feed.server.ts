import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { serverI18n } from "~/i18n/catalogues.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { filtersFor, tenderFiltersQuery } from "~/modules/tenders/tender-filters-query";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import { config } from "~/server/config.server";
import { feedLocale, tenderFeedPath, type FeedFormat } from "./feed-path";
import { atom1, rss2 } from "./feed-xml";

export type { FeedFormat };

const FEED_SIZE = 50;

export const FEED_TYPES = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
} as const;

// Anonymous readers get what a visitor gets: no closing or opening dates.
export async function buildTenderFeed(
  em: EntityManager,
  query: URLSearchParams,
  format: FeedFormat,
): Promise<string> {
  const filters = filtersFor("visitor", { ...parseTenderFilters(query), page: 1 });
  const { items } = await listTenders(em, filters, { viewer: "visitor", pageSize: FEED_SIZE });
  const posted = await postedDates(
    em,
    items.map((item) => item.id),
  );
  const { appUrl } = config();
  const locale = feedLocale(query);
  const i18n = serverI18n(locale);
  const listQuery = tenderFiltersQuery(filters);
  const search = listQuery.toString();
  if (locale !== DEFAULT_LOCALE) listQuery.set("lng", locale);
  const listUrl = `${appUrl}/home${listQuery.size ? `?${listQuery}` : ""}`;
  const words = filters.q;
  // With a search the list ranks by relevance; a feed reads newest first.
  const newestFirst = items.toSorted(
    (a, b) => (posted.get(b.id)?.getTime() ?? 0) - (posted.get(a.id)?.getTime() ?? 0),
  );
  const channel = {
    title: words
      ? i18n._(msg`TenderLink: tenders matching "${words}"`)
      : i18n._(msg`TenderLink: latest tenders`),
    description: i18n._(
      msg`Public procurement tenders in Ethiopia matching this TenderLink search.`,
    ),
    language: locale,
    link: listUrl,
    selfRss: `${appUrl}${tenderFeedPath("rss", search, locale)}`,
    selfAtom: `${appUrl}${tenderFeedPath("atom", search, locale)}`,
    updated: posted.values().next().value ?? new Date(),
    copyright: `TenderLink ${new Date().getFullYear()}`,
    entries: newestFirst.map((item) => ({
      title: item.title,
      link: `${appUrl}/tenders/${item.id}`,
      summary: item.snippet,
      date: posted.get(item.id) ?? new Date(0),
    })),
  };
  return format === "rss" ? rss2(channel) : atom1(channel);
}

async function postedDates(em: EntityManager, ids: number[]): Promise<Map<number, Date>> {
  if (!ids.length) return new Map();
  const rows = await em.execute<{ id: number; posted: Date }[]>(
    `select id, coalesce(published_at, created_at) as posted from tenders where id in (?)
     order by posted desc`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, new Date(row.posted)]));
}
