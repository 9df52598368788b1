import type { EntityManager } from "@mikro-orm/postgresql";
import { likePatterns, type DirectoryQuery } from "./directory.schema";
import {
  PROFILE_WINDOW,
  type MoneyTotal,
  type Named,
  type SupplierAward,
  type SupplierListItem,
  type SupplierRecord,
  type YearCalendar,
  type YearTotal,
} from "./profile-types";

export const AWARDS_PER_PAGE = 20;
const TABLE_ROWS = 10;
const SUPPLIERS_PER_PAGE = 50;
/** Awards are counted per listed supplier up to here ("100+"). */
const LISTED_AWARDS_CAP = 100;

/**
 * The year an award date falls in: Gregorian, or Ethiopian (E.C.), whose year starts on
 * Meskerem 1 = 11 September, or 12 September before a Gregorian leap year.
 */
const YEAR_SQL: Record<YearCalendar, string> = {
  gregorian: `extract(year from a.awarded_on)::int`,
  ethiopian: `(extract(year from a.awarded_on)::int - 8
    + (a.awarded_on >= make_date(extract(year from a.awarded_on)::int, 9,
         case when (extract(year from a.awarded_on)::int + 1) % 4 = 0 then 12 else 11 end))::int)`,
};

export async function findSupplier(
  em: EntityManager,
  slug: string,
): Promise<(Named & { id: number }) | null> {
  const [row] = await em.execute<(Named & { id: number })[]>(
    `select id, name, slug from suppliers where slug = ?`,
    [slug],
  );
  return row ?? null;
}

/** Every award of the supplier, per year and currency: one walk of its awards. */
async function readYears(
  em: EntityManager,
  supplierId: number,
  calendar: YearCalendar,
): Promise<YearTotal[]> {
  return em.execute<YearTotal[]>(
    `select ${YEAR_SQL[calendar]} as year, a.currency, count(*)::int as awards,
            sum(a.amount)::text as total
       from awards a where a.supplier_id = ?
      group by 1, 2 order by 1 desc, 2`,
    [supplierId],
  );
}

interface WindowRow {
  window: number;
  buyers: (Named & { totals: MoneyTotal[]; awards: number })[];
  categories: {
    id: number;
    name: string;
    nameAm: string | null;
    totals: MoneyTotal[];
    awards: number;
  }[];
}

/* eslint-disable lingui/no-unlocalized-strings -- SQL column lists */
const BUYER_COLUMNS = "g.name, g.slug";
const CATEGORY_COLUMNS = `g.id, g.name, g."nameAm"`;
/* eslint-enable lingui/no-unlocalized-strings */

/** Per-currency totals of `grouped` (one row per key and currency), the most awards first. */
const TABLE = (
  key: string,
  columns: string,
) => `(select coalesce(json_agg(x order by x.awards desc, x.name), '[]') from (
    select ${columns}, sum(g.awards)::int as awards,
           json_agg(json_build_object('currency', g.currency, 'total', g.total::text, 'awards', g.awards)
                    order by g.currency) as totals
      from ${key} g group by ${columns} order by awards desc, g.name limit ${TABLE_ROWS}) x)`;

/**
 * Its awards by buyer and by category, over its newest PROFILE_WINDOW awards: a probe of the
 * tender (and its categories) per award of those, whatever the number it won.
 */
async function readWindow(em: EntityManager, supplierId: number): Promise<WindowRow> {
  const [row] = await em.execute<WindowRow[]>(
    `with recent as (
       select a.tender_id, a.amount, a.currency from awards a where a.supplier_id = ?
        order by a.awarded_on desc, a.id desc limit ${PROFILE_WINDOW}
     ), buyers as (
       select t.organisation as name, r.currency, count(*)::int as awards, sum(r.amount) as total
         from recent r join tenders t on t.id = r.tender_id
        where t.organisation is not null group by 1, 2
     ), named_buyers as (
       select b.*, o.slug from buyers b join organisation_names o on o.name = b.name
     ), categories as (
       select c.id, c.name, c.name_am as "nameAm", r.currency, count(*)::int as awards,
              sum(r.amount) as total
         from recent r join tender_categories tc on tc.tender_id = r.tender_id
         join categories c on c.id = tc.category_id group by 1, 2, 3, 4
     )
     select (select count(*) from recent)::int as window,
            ${TABLE("named_buyers", BUYER_COLUMNS)} as buyers,
            ${TABLE("categories", CATEGORY_COLUMNS)} as categories`,
    [supplierId],
  );
  return row!;
}

async function readAwardPage(
  em: EntityManager,
  supplierId: number,
  page: number,
): Promise<SupplierAward[]> {
  const rows = await em.execute<
    (Omit<SupplierAward, "buyer"> & { buyer_name: string | null; buyer_slug: string | null })[]
  >(
    `select a.id, a.tender_id as "tenderId", t.title as "tenderTitle", a.lot,
            a.amount::text as amount, a.currency, a.awarded_on::text as "awardedOn",
            t.organisation as buyer_name, o.slug as buyer_slug
       from (select * from awards where supplier_id = ?
              order by awarded_on desc, id desc limit ? offset ?) a
       join tenders t on t.id = a.tender_id
       left join organisation_names o on o.name = t.organisation
      order by a.awarded_on desc, a.id desc`,
    [supplierId, AWARDS_PER_PAGE, (page - 1) * AWARDS_PER_PAGE],
  );
  return rows.map(({ buyer_name, buyer_slug, ...award }) => ({
    ...award,
    buyer: buyer_name && buyer_slug ? { name: buyer_name, slug: buyer_slug } : null,
  }));
}

/** Its awards can be paged as far as the window: the newest PROFILE_WINDOW. */
export async function supplierRecord(
  em: EntityManager,
  supplier: Named & { id: number },
  { calendar, page }: { calendar: YearCalendar; page: number },
): Promise<SupplierRecord> {
  const years = await readYears(em, supplier.id, calendar);
  const awardCount = years.reduce((sum, year) => sum + year.awards, 0);
  const pageCount = Math.max(1, Math.ceil(Math.min(awardCount, PROFILE_WINDOW) / AWARDS_PER_PAGE));
  const shown = Math.min(Math.max(1, page), pageCount);
  const { window, buyers, categories } = await readWindow(em, supplier.id);
  return {
    name: supplier.name,
    slug: supplier.slug,
    years,
    awardCount,
    window,
    byBuyer: buyers,
    byCategory: categories,
    awards: await readAwardPage(em, supplier.id, shown),
    page: shown,
    pageCount,
  };
}

export interface SupplierDirectory {
  items: SupplierListItem[];
  page: number;
  hasNext: boolean;
}

/** Suppliers in name order, or those whose name holds every typed word. */
export async function listSuppliers(
  em: EntityManager,
  { q, page }: DirectoryQuery,
): Promise<SupplierDirectory> {
  const patterns = likePatterns(q);
  const words = patterns.length
    ? `where s.name ilike all (array[${patterns.map(() => "?").join(", ")}]::text[])`
    : "";
  const rows = await em.execute<(Named & { awards: number })[]>(
    `select s.name, s.slug,
            (select count(*) from (select 1 from awards a where a.supplier_id = s.id
               limit ${LISTED_AWARDS_CAP + 1}) x)::int as awards
       from suppliers s ${words}
      order by lower(s.name), s.id limit ? offset ?`,
    [...patterns, SUPPLIERS_PER_PAGE + 1, (page - 1) * SUPPLIERS_PER_PAGE],
  );
  return {
    items: rows.slice(0, SUPPLIERS_PER_PAGE).map((row) => ({
      name: row.name,
      slug: row.slug,
      awards: {
        count: Math.min(row.awards, LISTED_AWARDS_CAP),
        capped: row.awards > LISTED_AWARDS_CAP,
      },
    })),
    page,
    hasNext: rows.length > SUPPLIERS_PER_PAGE,
  };
}
