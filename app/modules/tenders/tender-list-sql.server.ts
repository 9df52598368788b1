import { raw, sql, type RawQueryFragment } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { TenderFilters } from "./tender-filters.schema";
import { openOnly } from "./tender-filters-query";
import { eatDayStart } from "./tender-dates";
import { CLOSED_TENDER_SQL, OPEN_TENDER_SQL } from "./tender-status";
import { PUBLISHED_TENDER_SQL } from "./publication-state";
import { searchQuery } from "./tender-search-query.server";
import type { Viewer } from "./tender-types";

// The list's statements, built as MikroORM raw fragments (docs/decisions/027): every value
// goes through a `?` placeholder that MikroORM's `execute` escapes into the text; only fixed
// column names and SQL written here are text.

/** A tender found by a list statement (with its relevance, once ranked). */
export interface Candidate {
  id: number;
  rank?: number;
}

/** The instant a date range's day starts ("from") or the next day starts ("to"), in EAT. */
const DATE_RANGES = [
  ["publishedFrom", "t.published_at >= ?", 0],
  ["publishedTo", "t.published_at < ?", 1],
  ["closesFrom", "t.closing_date >= ?", 0],
  ["closesTo", "t.closing_date < ?", 1],
] as const;

/**
 * FROM … WHERE of the list over `tenders t`, as branches whose matches together are the list's:
 * AND across fields; within the category tree a tender matches when it carries ANY ticked
 * category or subcategory. Every value goes through a placeholder; only fixed column names are
 * written into the text. `extra` adds conditions (a part of the closing order).
 *
 * A signed-in search also matches the documents' text (its own vector and index, weight D;
 * 016). That is a second branch rather than an OR: with `a or b` PostgreSQL can only OR the two
 * GIN bitmaps, which holds every match of a broad word, where each branch alone is walked in
 * the list's order and stops at the candidate limit (008).
 */
export function matchBranches(
  filters: TenderFilters,
  now: Date,
  savedBy: number | undefined,
  viewer: Viewer,
  extra: RawQueryFragment[] = [],
): RawQueryFragment[] {
  const searches: RawQueryFragment[][] = !filters.q
    ? [[]]
    : [
        [raw("t.search_vector @@ search.query")],
        ...(viewer === "visitor" ? [] : [[raw("t.document_vector @@ search.query")]]),
      ];
  const postings = tickedPostings(filters);
  return searches.flatMap((search) =>
    (postings.length ? postings : [undefined]).map((posting) =>
      matchesSql(filters, now, savedBy, viewer, [...search, ...extra], { posting }),
    ),
  );
}

/**
 * One ticked category or subcategory as its postings (tender_categories or
 * tender_subcategories rows), which carry their tender's list columns and are indexed newest
 * first (docs/decisions/021): a branch per ticked id reads that id's newest tenders from its
 * index, where one condition over the whole tree had to walk the list and probe every tender.
 */
interface Posting {
  table: "tender_categories" | "tender_subcategories";
  column: "category_id" | "subcategory_id";
  id: number;
}

function tickedPostings(filters: TenderFilters): Posting[] {
  const of = (table: Posting["table"], column: Posting["column"], ids: number[]) =>
    [...new Set(ids)].map((id): Posting => ({ table, column, id }));
  return [
    ...of("tender_categories", "category_id", filters.category),
    ...of("tender_subcategories", "subcategory_id", filters.subcategory),
  ];
}

/**
 * One ticked id's postings as `t`: each carries its tender's list columns (triggers keep them
 * equal), so PostgreSQL walks the posting index newest first and checks a region, source,
 * language, status or dates in the index itself. The tender's own row is joined only when a
 * condition reads its text or organisation: a left join to its key that nothing reads is
 * removed from the plan.
 */
function postingsOf(posting: Posting): RawQueryFragment {
  return raw(
    `(select p.tender_id as id, p.published_at, p.closing_date, p.source_id, p.region_id,
             p.language_id, x.organisation, x.search_vector, x.document_vector
        from ${posting.table} p left join tenders x on x.id = p.tender_id
       where p.${posting.column} = ?) t`,
    [posting.id],
  );
}

/**
 * FROM … WHERE of one branch. `tenders` replaces the table (a fenced subquery aliased t);
 * `posting` starts from one ticked id's postings instead of testing the whole category tree.
 */
export function matchesSql(
  filters: TenderFilters,
  now: Date,
  savedBy: number | undefined,
  viewer: Viewer,
  extra: RawQueryFragment[],
  source: { tenders?: RawQueryFragment; posting?: Posting } = {},
): RawQueryFragment {
  const { posting } = source;
  const from: RawQueryFragment[] = [
    posting ? postingsOf(posting) : (source.tenders ?? raw(`${listTable(filters)} t`)),
  ];
  // Drafts and scheduled tenders are in no list, count or feed (docs/decisions/017).
  const where: RawQueryFragment[] = [raw(PUBLISHED_TENDER_SQL, [now.toISOString()])];
  if (savedBy !== undefined) {
    from.push(raw("join saved_tenders s on s.tender_id = t.id and s.user_id = ?", [savedBy]));
  }
  if (filters.q) {
    from.push(sql`, lateral (select ${searchQuery(filters.q, viewer)} as query) search`);
  }
  for (const [key, column] of [
    ["source", "source_id"],
    ["region", "region_id"],
    ["language", "language_id"],
  ] as const) {
    const id = filters[key];
    if (id !== undefined) where.push(raw(`t.${column} = ?`, [id]));
  }
  if (filters.organisation !== undefined) {
    where.push(raw("t.organisation = ?", [filters.organisation]));
  }
  for (const [key, condition, days] of DATE_RANGES) {
    const day = filters[key];
    if (day !== undefined) where.push(raw(condition, [eatDayStart(day, days).toISOString()]));
  }
  if (filters.status === "closed") where.push(raw(CLOSED_TENDER_SQL, [now.toISOString()]));
  else if (listTable(filters) === "open_tenders") {
    where.push(raw(OPEN_TENDER_SQL, [now.toISOString()]));
  }
  if (filters.outcome === "pending") {
    where.push(raw("not exists (select 1 from tender_outcomes o where o.tender_id = t.id)"));
  } else if (filters.outcome !== undefined) {
    where.push(
      raw("exists (select 1 from tender_outcomes o where o.tender_id = t.id and o.status = ?)", [
        filters.outcome,
      ]),
    );
  }
  if (!posting) where.push(...categoryTreeCondition(filters));
  where.push(...extra);
  return sql`from ${join(from, " ")} ${join(where, " and ", "where ")}`;
}

/**
 * The table a list reads: open tenders have their own (docs/decisions/030), which holds every
 * tender open since its last hourly clean-up, so a read still asks which are open now.
 */
export function listTable(filters: Pick<TenderFilters, "scope" | "status">) {
  return filters.status === "open" || openOnly(filters) ? "open_tenders" : "tenders";
}

/** A tender is in the category tree's filter when it carries ANY ticked id of it. */
function categoryTreeCondition(filters: TenderFilters): RawQueryFragment[] {
  const tree: RawQueryFragment[] = [];
  if (filters.category.length) {
    tree.push(
      raw(
        "exists (select 1 from tender_categories tc where tc.tender_id = t.id and tc.category_id in (?))",
        [filters.category],
      ),
    );
  }
  if (filters.subcategory.length) {
    tree.push(
      raw(
        "exists (select 1 from tender_subcategories ts where ts.tender_id = t.id and ts.subcategory_id in (?))",
        [filters.subcategory],
      ),
    );
  }
  return tree.length ? [join(tree, " or ", "(", ")")] : [];
}

/** `parts` one after the other, `separator` between them (MikroORM formats nested fragments). */
export function join(
  parts: RawQueryFragment[],
  separator: string,
  prefix = "",
  suffix = "",
): RawQueryFragment {
  return raw(prefix + parts.map(() => "?").join(separator) + suffix, parts);
}

/**
 * The closing order in three parts, each walked in its own index order and cut at the
 * candidate limit (one ORDER BY over all three could not use an index): open tenders, closing
 * soonest first; open ones without a closing date, newest first; closed ones, the most
 * recently closed first. Each part as its extra condition, its order (an index's) and the
 * same order as one ascending number, to merge the parts; ties newest first.
 */
export function closingParts(now: Date): [RawQueryFragment, string, string][] {
  const at = now.toISOString();
  const newest = "t.published_at desc nulls last, t.id desc";
  return [
    [
      raw("t.closing_date > ?", [at]),
      `t.closing_date, ${newest}`,
      "extract(epoch from t.closing_date)",
    ],
    [raw("t.closing_date is null"), newest, "-extract(epoch from t.published_at)"],
    [
      raw("t.closing_date <= ?", [at]),
      `t.closing_date desc, ${newest}`,
      "-extract(epoch from t.closing_date)",
    ],
  ];
}

/**
 * The closing order of tenders `t` as two values: which part of closingParts a tender is in,
 * and its key within that part.
 */
export function closingSortKey(now: Date): { part: RawQueryFragment; key: RawQueryFragment } {
  const parts = closingParts(now);
  const cases = (
    value: (part: [RawQueryFragment, string, string], index: number) => RawQueryFragment,
  ) =>
    join(
      parts.map((part, index) => sql`when ${part[0]} then ${value(part, index)}`),
      " ",
      "case ",
      " end",
    );
  return {
    part: cases((_, index) => raw(String(index))),
    key: cases(([, , key]) => raw(key)),
  };
}

/** The list's own order (newest first; newest saved first in My Tenders) as [column, alias]. */
export function baseOrder(savedBy: number | undefined): [string, string, string][] {
  return [
    ...(savedBy !== undefined
      ? ([
          ["s.created_at", "saved_at", "desc"],
          ["s.id", "saved_id", "desc"],
        ] as [string, string, string][])
      : []),
    ["t.published_at", "published_at", "desc nulls last"],
    ["t.id", "id", "desc"],
  ];
}

/**
 * The first `count` matches of every branch (FROM … WHERE) together, in the list's `order`:
 * each branch walked and cut alone, then merged (union: a tender two branches find is one).
 */
export function newestOf(
  branches: RawQueryFragment[],
  order: [string, string, string][],
  count: number,
): RawQueryFragment {
  const aliases = raw(order.map(([column, alias]) => `${column} as ${alias}`).join(", "));
  const orderBy = raw(order.map(([column, , direction]) => `${column} ${direction}`).join(", "));
  const selects = branches.map(
    (matches) => sql`(select ${aliases} ${matches} order by ${orderBy} limit ${count})`,
  );
  if (selects.length === 1) return selects[0]!;
  const aliasOrder = raw(order.map(([, alias, direction]) => `${alias} ${direction}`).join(", "));
  return sql`select * from (${join(selects, " union ")}) b order by ${aliasOrder} limit ${count}`;
}

/** PostgreSQL's estimate of the rows `select 1 <matches>` returns (planning only). */
export async function estimateRows(em: EntityManager, matches: RawQueryFragment): Promise<number> {
  const [plan] = await em.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }[]>(
    sql`explain (format json) select 1 ${matches}`,
  );
  return plan?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0;
}

/**
 * Whole numbers as one int[] literal ('{1,2,3}'): PostgreSQL parses it as one value, where
 * array[1, 2, 3] is a constant per element (0.2 ms more to parse and plan for 1,001 ids).
 */
export const intArray = (numbers: number[]): RawQueryFragment =>
  raw("?::int[]", [`{${numbers.join(",")}}`]);
