import type { EntityManager } from "@mikro-orm/postgresql";
import type { Viewer } from "~/modules/tenders/tender-types";
import {
  OPEN_COUNT_CAP,
  PROFILE_WINDOW,
  PUBLISHED_COUNT_CAP,
  type BuyerAward,
  type BuyerOpenTender,
  type MoneyTotal,
  type OrganisationProfile,
} from "./profile-types";

/** Open tenders shown on a profile, closing soonest first. */
const OPEN_SHOWN = 10;
const AWARDS_SHOWN = 10;
const CATEGORIES_SHOWN = 5;
/**
 * More lots than a tender has. The limit also keeps each tender's awards a probe of the awards
 * index: joined plainly, the planner would read the whole awards table once instead.
 */
const LOTS = 100;

export type OrganisationAddress =
  { kind: "found"; id: number; name: string; slug: string } | { kind: "merged"; slug: string };

/** A slug's organisation, or the one it was merged into (whose address it now redirects to). */
export async function findOrganisation(
  em: EntityManager,
  slug: string,
): Promise<OrganisationAddress | null> {
  const [row] = await em.execute<
    { id: number; name: string; slug: string; kept_slug: string | null }[]
  >(
    `select o.id, o.name, o.slug, k.slug as kept_slug
       from organisation_names o left join organisation_names k on k.name = o.merged_into
      where o.slug = ?`,
    [slug],
  );
  if (!row) return null;
  if (row.kept_slug !== null) return { kind: "merged", slug: row.kept_slug };
  return { kind: "found", id: row.id, name: row.name, slug: row.slug };
}

/**
 * Two windows of PROFILE_WINDOW tenders, each one range of an index in its own order, however
 * many the organisation published: its newest published tenders (categories, days open), and
 * its latest closed ones by closing date (awards come after closing: a busy buyer's newest
 * tenders have none yet).
 */
const WINDOWS = `recent as (
  select t.id, t.published_at, t.closing_date from tenders t
   where t.organisation = ? and t.published_at <= ?
   order by t.published_at desc nulls last, t.id desc
   limit ${PROFILE_WINDOW}
), closed as (
  select t.id from tenders t
   where t.organisation = ? and t.closing_date <= ? and t.published_at <= ?
   order by t.closing_date desc
   limit ${PROFILE_WINDOW}
), closed_awards as (
  select a.* from closed c
   cross join lateral (select a.id, a.tender_id, a.lot, a.supplier_id, a.amount, a.currency,
                              a.awarded_on
                         from awards a where a.tender_id = c.id limit ${LOTS}) a
)`;

interface SummaryRow {
  published: number;
  open_dated: number;
  open_undated: number;
  window: number;
  closed_window: number;
  average_days_open: number | null;
  categories: { id: number; name: string; nameAm: string | null; tenders: number }[];
  totals: MoneyTotal[];
  awards: {
    id: number;
    tenderId: number;
    tenderTitle: string;
    lot: number;
    supplierName: string;
    supplierSlug: string;
    amount: string;
    currency: string;
    awardedOn: string;
  }[];
}

/**
 * One statement: counts read up to their caps through the organisation's indexes, and the
 * statistics of its two windows, a probe per tender of those: bounded whatever the size of the
 * organisation.
 */
async function readSummary(em: EntityManager, name: string, now: Date): Promise<SummaryRow> {
  const [row] = await em.execute<SummaryRow[]>(
    `with ${WINDOWS}
     select
       (select count(*) from (select 1 from tenders t
          where t.organisation = ? and t.published_at <= ? limit ${PUBLISHED_COUNT_CAP + 1}) c
       )::int as published,
       (select count(*) from (select 1 from tenders t
          where t.organisation = ? and t.closing_date > ? and t.published_at <= ?
          limit ${OPEN_COUNT_CAP + 1}) c)::int as open_dated,
       (select count(*) from (select 1 from tenders t
          where t.organisation = ? and t.closing_date is null and t.published_at <= ?
          limit ${OPEN_COUNT_CAP + 1}) c)::int as open_undated,
       (select count(*) from recent)::int as window,
       (select count(*) from closed)::int as closed_window,
       (select avg(extract(epoch from r.closing_date - r.published_at)) / 86400 from recent r
         where r.closing_date > r.published_at)::float8 as average_days_open,
       (select coalesce(json_agg(x order by x.tenders desc, x.name), '[]') from (
          select c.id, c.name, c.name_am as "nameAm", count(*)::int as tenders
            from recent r join tender_categories tc on tc.tender_id = r.id
            join categories c on c.id = tc.category_id
           group by c.id order by tenders desc, c.name limit ${CATEGORIES_SHOWN}) x
       ) as categories,
       (select coalesce(json_agg(x order by x.currency), '[]') from (
          select a.currency, sum(a.amount)::text as total, count(*)::int as awards
            from closed_awards a group by a.currency) x
       ) as totals,
       (select coalesce(json_agg(json_build_object(
                 'id', x.id, 'tenderId', x.tender_id, 'tenderTitle', t.title, 'lot', x.lot,
                 'supplierName', s.name, 'supplierSlug', s.slug, 'amount', x.amount::text,
                 'currency', x.currency, 'awardedOn', x.awarded_on
               ) order by x.awarded_on desc, x.id desc), '[]')
          from (select a.* from closed_awards a
                 order by a.awarded_on desc, a.id desc limit ${AWARDS_SHOWN}) x
          join tenders t on t.id = x.tender_id
          join suppliers s on s.id = x.supplier_id
       ) as awards`,
    [name, now, name, now, now, name, now, name, now, now, name, now],
  );
  return row!;
}

/** Closing soonest first, then those without a closing date (open until withdrawn). */
async function readOpenTenders(
  em: EntityManager,
  name: string,
  now: Date,
): Promise<{ id: number; title: string; snippet: string; closing_date: Date | null }[]> {
  return em.execute(
    `(select t.id, t.title, t.snippet, t.closing_date from tenders t
       where t.organisation = ? and t.closing_date > ? and t.published_at <= ?
       order by t.closing_date, t.id limit ${OPEN_SHOWN})
     union all
     (select t.id, t.title, t.snippet, t.closing_date from tenders t
       where t.organisation = ? and t.closing_date is null and t.published_at <= ?
       order by t.id desc limit ${OPEN_SHOWN})
     limit ${OPEN_SHOWN}`,
    [name, now, now, name, now],
  );
}

/** Null when no published tender names it: a draft's organisation has no public profile. */
export async function organisationProfile(
  em: EntityManager,
  organisation: { name: string; slug: string },
  viewer: Viewer,
  now = new Date(),
): Promise<OrganisationProfile | null> {
  const summary = await readSummary(em, organisation.name, now);
  if (summary.published === 0) return null;
  const open = await readOpenTenders(em, organisation.name, now);
  const openCount = summary.open_dated + summary.open_undated;
  return {
    name: organisation.name,
    slug: organisation.slug,
    published: {
      count: Math.min(summary.published, PUBLISHED_COUNT_CAP),
      capped: summary.published > PUBLISHED_COUNT_CAP,
    },
    open: { count: Math.min(openCount, OPEN_COUNT_CAP), capped: openCount > OPEN_COUNT_CAP },
    window: summary.window,
    closedWindow: summary.closed_window,
    averageDaysOpen:
      summary.average_days_open === null ? null : Math.round(summary.average_days_open * 10) / 10,
    topCategories: summary.categories,
    openTenders: open.map((row): BuyerOpenTender => {
      const teaser = { id: row.id, title: row.title, snippet: row.snippet };
      if (viewer === "visitor") return teaser;
      return {
        ...teaser,
        closingDate: row.closing_date && new Date(row.closing_date).toISOString(),
      };
    }),
    recentAwards: summary.awards.map(({ supplierName, supplierSlug, ...award }): BuyerAward => ({
      ...award,
      supplier: { name: supplierName, slug: supplierSlug },
    })),
    awardTotals: summary.totals,
  };
}
