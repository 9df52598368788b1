import type { EntityManager } from "@mikro-orm/postgresql";
import { MAX_ID } from "~/modules/max-id";
import { config } from "~/server/config.server";
import { organisationHref } from "~/modules/profiles/profile-links";
import { SITEMAP_URL_LIMIT, sitemapIndexXml, sitemapXml } from "./sitemap-xml";

// Tenders in pages of 50,000-id ranges: a page is one primary-key range however many tenders.

/** Bind `now` to both `?`. */
const OPEN_TENDER_SQL = `t.published_at <= ? and (t.closing_date is null or t.closing_date > ?)`;

const PUBLIC_PATHS = ["/", "/home", "/organisations", "/about", "/privacy", "/terms"];

const sitemapPath = (page: number) => `/sitemaps/tenders-${page}.xml`;
export const PAGES_SITEMAP_PATH = "/sitemaps/pages.xml";
export const ORGANISATIONS_SITEMAP_PATH = "/sitemaps/organisations.xml";

/** Buyer profiles: organisations with a published tender, not merged into another. */
const LISTED_ORGANISATION = `o.merged_into is null
  and exists (select 1 from tenders t where t.organisation = o.name and t.published_at <= ?)`;

/** Open tenders found by their closing date's index (open ones are the few). */
export async function sitemapIndex(em: EntityManager, now = new Date()): Promise<string> {
  const rows = await em.execute<{ page: number }[]>(
    `select distinct (t.id - 1) / ${SITEMAP_URL_LIMIT} + 1 as page from tenders t
      where ${OPEN_TENDER_SQL} order by page`,
    [now, now],
  );
  const [listed] = await em.execute<{ any: boolean }[]>(
    `select exists (select 1 from organisation_names o where ${LISTED_ORGANISATION}) as any`,
    [now],
  );
  const { appUrl } = config();
  return sitemapIndexXml([
    `${appUrl}${PAGES_SITEMAP_PATH}`,
    ...(listed?.any ? [`${appUrl}${ORGANISATIONS_SITEMAP_PATH}`] : []),
    ...rows.map((row) => `${appUrl}${sitemapPath(Number(row.page))}`),
  ]);
}

export function pagesSitemap(): string {
  const { appUrl } = config();
  return sitemapXml(PUBLIC_PATHS.map((path) => ({ address: `${appUrl}${path}` })));
}

/** Null when it lists none: the protocol wants at least one address in a sitemap. */
export async function tenderSitemap(
  em: EntityManager,
  page: number,
  now = new Date(),
): Promise<string | null> {
  const first = (page - 1) * SITEMAP_URL_LIMIT;
  if (first >= MAX_ID) return null;
  const rows = await em.execute<{ id: number; modified: Date | string }[]>(
    `select t.id, greatest(t.published_at, t.updated_at) as modified from tenders t
      where t.id > ? and t.id <= ? and ${OPEN_TENDER_SQL} order by t.id`,
    [first, Math.min(page * SITEMAP_URL_LIMIT, MAX_ID), now, now],
  );
  if (!rows.length) return null;
  const { appUrl } = config();
  return sitemapXml(
    rows.map((row) => ({
      address: `${appUrl}/tenders/${row.id}`,
      lastModified: new Date(row.modified),
    })),
  );
}

/**
 * Every buyer profile, last modified when the organisation last published (one probe of its
 * list index each): organisations are one row per name, far fewer than a sitemap holds.
 */
export async function organisationSitemap(
  em: EntityManager,
  now = new Date(),
): Promise<string | null> {
  const rows = await em.execute<{ slug: string; modified: Date | string | null }[]>(
    `select o.slug, (select max(t.published_at) from tenders t
                      where t.organisation = o.name and t.published_at <= ?) as modified
       from organisation_names o where ${LISTED_ORGANISATION}
      order by o.slug limit ${SITEMAP_URL_LIMIT}`,
    [now, now],
  );
  if (!rows.length) return null;
  const { appUrl } = config();
  return sitemapXml(
    rows.map((row) => ({
      address: `${appUrl}${organisationHref(row.slug)}`,
      lastModified: row.modified ? new Date(row.modified) : undefined,
    })),
  );
}

/** Loading and running nothing; null is 404. */
export function xmlResponse(body: string | null): Response {
  if (body === null) return new Response("Not Found", { status: 404 });
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
