import type { I18n } from "@lingui/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { translateText } from "~/i18n/translate-text.server";
import { ListBusyError } from "~/modules/domain-errors";
import { runBoundedRead } from "~/server/bounded-read.server";
import { countCacheLookup } from "~/server/metrics.server";
import { lastListedPage, MAX_LISTED_RESULTS, roundEstimate } from "./list-bounds";
import type { TotalPrecision } from "./list-bounds";
import { recallResult, rememberResult } from "./tender-page-cache.server";
import { closingDaysLeft } from "./closing-marker";
import {
  activeFilterCount,
  effectiveSort,
  filtersFor,
  type TenderSort,
} from "./tender-filters-query";
import { filterErrorsMessage, TENDER_PAGE_SIZE } from "./tender-filters.schema";
import type { TenderFilterErrors, TenderFilters } from "./tender-filters.schema";
import { eatDayStart } from "./tender-dates";
import { CLOSED_TENDER_SQL, OPEN_TENDER_SQL, tenderStatus } from "./tender-status";
import { PUBLISHED_TENDER_SQL } from "./publication-state";
import type { DocumentMatch, TenderCard, TenderPage, Viewer } from "./tender-types";
import { MATCH_END, MATCH_START } from "./document-match";

// The All Tenders, My Tenders and API lists (docs/decisions/008-bounded-list-queries.md):
// whatever a visitor types or ticks, one list costs about the same, because no statement
// touches more than MAX_LISTED_RESULTS + 1 matches (ranked, counted or skipped by OFFSET).

export interface ListOptions {
  viewer: Viewer;
  /** The instant that decides open/closed; injected so tests can pin the boundary. */
  now?: Date;
  pageSize?: number;
  /** Only tenders this user saved, newest saved first (My Tenders). */
  savedBy?: number;
  /** Aborted when the client goes away: the running statement is cancelled. */
  signal?: AbortSignal;
}

/**
 * SQL text with the values for its `?` placeholders, in order. MikroORM's `execute` escapes each
 * value into the text (it sends no protocol-level parameters); user input never becomes SQL.
 */
interface Sql {
  text: string;
  params: unknown[];
}

function sql(strings: TemplateStringsArray, ...parts: (Sql | string)[]): Sql {
  const out: Sql = { text: strings[0]!, params: [] };
  parts.forEach((part, index) => {
    if (typeof part === "string") out.text += part;
    else {
      out.text += part.text;
      out.params.push(...part.params);
    }
    out.text += strings[index + 1]!;
  });
  return out;
}

const bound = (text: string, ...params: unknown[]): Sql => ({ text, params });

// The search vector weighs each field (migration 20261125090000): title A, snippet B,
// description D. A visitor sees title and snippet only, so their search must not match a
// word found only in the description: every lexeme of their query is restricted to A and B
// ('road':AB), the same GIN index answering it (weights are checked on the row).
// eslint-disable-next-line lingui/no-unlocalized-strings -- PostgreSQL's search weights
const VISIBLE_WEIGHTS = "AB";
// A lexeme in tsquery's text form: quoted, a quote inside doubled, maybe a prefix (:*).
const QUOTED_LEXEME = "'((?:[^']|'')*)'(?::(\\*))?";
// ts_rank's weights for D, C, B, A: an organisation match ranks just below a title match.
const RANK_WEIGHTS = "{0.1, 0.8, 0.4, 1.0}";

// The last word typed, matched as a prefix ("constr" finds "construction") while the user is
// still typing it: letters and digits only (so it cannot carry tsquery syntax), 3 or more of
// them (a shorter prefix matches too much), not negated, not inside an open quote.
const LAST_WORD = /(^|\s)([\p{L}\p{N}]{3,})$/u;
const TRAILING_OR = /(^|\s)or\s*$/i;

/** `q` without its last word and that word, when it is to be matched as a prefix. */
function splitPrefixWord(q: string): { rest: string; word: string; or: boolean } | null {
  if ((q.match(/"/g)?.length ?? 0) % 2 === 1) return null;
  const match = LAST_WORD.exec(q);
  if (!match) return null;
  const rest = q.slice(0, match.index + match[1]!.length);
  // "road or constr": the prefix is the other side of an OR.
  const or = TRAILING_OR.test(rest);
  return { rest: or ? rest.replace(TRAILING_OR, "$1") : rest, word: match[2]!, or };
}

/** websearch_to_tsquery(config, q), its last word a prefix (docs/decisions/004). */
function configQuery(config: "english" | "simple", q: string): Sql {
  const split = splitPrefixWord(q);
  if (!split) return bound(`websearch_to_tsquery('${config}', ?)`, q);
  return bound(
    `(websearch_to_tsquery('${config}', ?) ${split.or ? "||" : "&&"} to_tsquery('${config}', ? || ':*'))`,
    split.rest,
    split.word,
  );
}

/**
 * The tsquery for what `q` means on the list: English stems or the words as typed (so Amharic
 * matches), with websearch's quotes, phrases, OR and minus, the last word a prefix. For a
 * visitor, over the fields a visitor can see only.
 */
function searchQuery(q: string, viewer: Viewer): Sql {
  return viewer === "visitor" ? visibleOnly(plainQuery(q)) : plainQuery(q);
}

/** `query` with every lexeme restricted to the fields a visitor sees. */
function visibleOnly(query: Sql): Sql {
  // numnode = 0: only stop words, an empty query that matches nothing either way. The query
  // is written out three times rather than computed once in a sub-select: as one expression of
  // immutable functions PostgreSQL folds it into a constant while planning, so it can estimate
  // how many tenders match and walk the list's order for a broad word; a sub-select's value is
  // unknown to the planner, which then guesses a rare word and reads every match.
  return sql`(case when numnode(${query}) = 0 then ${query}
      else regexp_replace(${query}::text, ${bound("?", QUOTED_LEXEME)}, ${bound(
        "?",
        `'\\1':\\2${VISIBLE_WEIGHTS}`,
      )}, 'g')::tsquery end)`;
}

/** `q` as a tsquery over every field, without weights. */
const plainQuery = (q: string): Sql =>
  sql`(${configQuery("english", q)} || ${configQuery("simple", q)})`;

/**
 * A query that every match of `q` matches, for the GIN index on `vector` to answer: `q` without
 * its last word's prefix when that prefix is common and the rest narrows more. A prefix of a
 * common word ('suppli':*) makes GIN gather every match of every lexeme it begins (hundreds of
 * milliseconds at 1,000,000 tenders) before the rarer words narrow anything; the whole query is
 * then checked on the rows the rest matched. A rare prefix is kept, and so is a common one when
 * the rest alone is commoner still ('construction cem'): its matches would all be read and
 * checked. How common is PostgreSQL's estimate, from its statistics (planning only). Without
 * weights: a visitor's is asked of the vector of what they see (VISIBLE_VECTOR).
 */
async function indexQuery(
  db: EntityManager,
  q: string,
  vector: string,
  tenders: number,
): Promise<Sql> {
  const full = plainQuery(q);
  const split = splitPrefixWord(q);
  // One word: nothing to leave the prefix out for (and nothing to estimate).
  if (!split || split.or || !split.rest.trim()) return full;
  const rows = (query: Sql) => estimateRows(db, sql`from tenders where ${vector} @@ ${query}`);
  const prefix = bound(
    "(to_tsquery('english', ? || ':*') || to_tsquery('simple', ? || ':*'))",
    split.word,
    split.word,
  );
  const prefixRows = await rows(prefix);
  if (prefixRows < tenders * COMMON_PREFIX_SHARE) return full;
  const rest = bound(
    "(websearch_to_tsquery('english', ?) || websearch_to_tsquery('simple', ?))",
    split.rest,
    split.rest,
  );
  // querytree: 'T' for a rest of exclusions only, '' for stop words only; GIN needs a word.
  const searchable = sql`(case when querytree(${rest}) in ('T', '') then ${full} else ${rest} end)`;
  return (await rows(searchable)) < prefixRows ? searchable : full;
}

/**
 * The part of search_vector a visitor may search (title and snippet), with its own GIN index
 * (migration 20261202100000): a query without weights over it matches what the same query
 * restricted to those weights matches over the whole vector, and GIN answers it exactly, where
 * weights are only checked on every row the whole vector's index hands over.
 */
const VISIBLE_VECTOR = "ts_filter(search_vector, '{a,b}')";

/** Share of the tenders a prefix matches beyond which GIN is asked for the rest instead. */
const COMMON_PREFIX_SHARE = 0.02;

// A search finds its candidates by publication day (migration 20261201090000, docs/decisions/
// 020): the GIN index is asked about the newest FIRST_WINDOW_DAYS first, then each time
// WINDOW_GROWTH times as many days, until the candidates are found. A broad word then costs
// what its newest matches cost. A window's query names every day of it, and the index checks
// each match against the whole query, so windows stop growing at LAST_WINDOW_DAYS: a search
// still short of candidates after them is rare lately, and the rest of the history is asked of
// the plain search vector once, as before 020.
/**
 * The first window's days: the broadest words (a third of the tenders) find their candidates in
 * about 3 days at 1,000,000 tenders, so one statement rather than a 1-day and a 3-day window.
 */
const FIRST_WINDOW_DAYS = 4;
const WINDOW_GROWTH = 3;
const LAST_WINDOW_DAYS = 81;
/** Days the windows cover at most (4 + 12 + 36 + 81) before the rest is read at once. */
const WINDOWS_SPAN_DAYS = 133;
/** Tenders behind the windows before their share of matches is trusted. */
const SHARE_SAMPLE_TENDERS = 1_000;
/** Matches expected in the older history that one statement reads rather than more windows. */
const OLDER_MATCHES_AT_ONCE = 4_000;
const DAY_MS = 86_400_000;

/**
 * The tenders of days firstDay..lastDay that match `q`, as `t` (id, published_at), from the
 * day index (tender_day_terms, a narrow table in publication order, so a window's matches
 * share a few pages): a visitor's over what they see ('v' family), a signed-in user's over
 * the text ('') or the documents ('f'). Fenced (offset 0): see findSearchMatches.
 */
function dayWindow(q: string, viewer: Viewer, firstDay: number, lastDay: number): Sql {
  const window = (family: string) =>
    sql`tender_search_window(${plainQuery(q)}, ${bound("?", family)}, ${bound("?", firstDay)}, ${bound("?", lastDay)})`;
  const match = viewer === "visitor" ? window("v") : sql`(${window("")} || ${window("f")})`;
  return sql`(select tender_id as id, published_at from tender_day_terms
     where terms @@ ${match} offset 0) t`;
}

// What the list's conditions read of a tender, for the older history's matches.
const LIST_COLUMNS =
  "id, published_at, closing_date, source_id, region_id, language_id, organisation";

/**
 * The first `limit` matches of a search in the list's order (newest first): day windows over
 * the last days, then one statement for what is older than the last window.
 *
 * A day's lexemes are each too rare for PostgreSQL's statistics, which then guess thousands of
 * matches per window and prefer walking the list's order or another index (measured at
 * 1,000,000 tenders: 1.1 s and 25 s for windows that the day index answers in 5 ms). So each
 * statement takes its matches from one GIN index alone, behind a fence (offset 0) that keeps
 * every other condition outside, with sequential scans off. The older history is asked of the
 * plain search vector in the same way: a search that reaches it matched few tenders lately,
 * and walking the list's order for it (as the planner would, trusting an estimate that ignores
 * phrases and a visitor's weights) reads far more rows than its matches.
 */
async function findSearchMatches(
  db: EntityManager,
  filters: TenderFilters,
  now: Date,
  viewer: Viewer,
  limit: number,
): Promise<Candidate[]> {
  const found: Candidate[] = [];
  const others = { ...filters, q: "" };
  const newest = async (matches: Sql[]) => {
    const count = bound("?", limit - found.length);
    found.push(
      ...(await db.execute<Candidate[]>(
        ...toExecute(newestOf(matches, baseOrder(undefined), count)),
      )),
    );
  };
  const fenced = (condition: Sql, extra: Sql[], columns: string) =>
    matchesSql(others, now, undefined, viewer, extra, {
      tenders: sql`(select ${columns} from tenders where ${condition} offset 0) t`,
    });

  const [setting] = await db.execute<{ was: string; tenders: number }[]>(
    `select current_setting('enable_seqscan') as was, set_config('enable_seqscan', 'off', true),
       (select reltuples from pg_class where oid = 'tenders'::regclass) as tenders`,
  );
  const today = Math.floor(now.getTime() / DAY_MS);
  let lastDay = today;
  for (
    let days = FIRST_WINDOW_DAYS;
    found.length < limit;
    days = Math.min(days * WINDOW_GROWTH, LAST_WINDOW_DAYS)
  ) {
    const firstDay = lastDay - days + 1;
    await newest([
      matchesSql(others, now, undefined, viewer, [], {
        tenders: dayWindow(filters.q, viewer, firstDay, lastDay),
      }),
    ]);
    lastDay = firstDay - 1;
    if (found.length >= limit || today - lastDay >= WINDOWS_SPAN_DAYS) break;
    // Once enough tenders are behind, their share of matches says what the older history
    // holds: few enough, and one statement reads them all for less than more windows cost.
    // How many tenders that is: PostgreSQL's estimate from its statistics (planning only:
    // counting them cost more than some windows' searches).
    const covered = await estimateRows(
      db,
      bound(
        `from tenders t where t.published_at >= ? and ${PUBLISHED_TENDER_SQL}`,
        new Date(firstDay * DAY_MS).toISOString(),
        now.toISOString(),
      ),
    );
    // reltuples is -1 before the table's first analyze.
    const older = Math.max(setting!.tenders - covered, 0);
    const olderMatches = (found.length / Math.max(covered, 1)) * older;
    if (covered >= SHARE_SAMPLE_TENDERS && olderMatches <= OLDER_MATCHES_AT_ONCE) break;
  }
  if (found.length < limit) {
    const query = searchQuery(filters.q, viewer);
    const before = bound("t.published_at < ?", new Date((lastDay + 1) * DAY_MS).toISOString());
    const older = async (vector: string, indexed: string) =>
      fenced(
        sql`${indexed} @@ ${await indexQuery(db, filters.q, indexed, setting!.tenders)}`,
        [before, sql`t.${vector} @@ ${query}`],
        `${LIST_COLUMNS}, ${vector}`,
      );
    await newest(
      viewer === "visitor"
        ? [await older("search_vector", VISIBLE_VECTOR)]
        : [
            await older("search_vector", "search_vector"),
            await older("document_vector", "document_vector"),
          ],
    );
  }
  await db.execute("select set_config('enable_seqscan', ?, true)", [setting!.was]);
  return found;
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
function matchBranches(
  filters: TenderFilters,
  now: Date,
  savedBy: number | undefined,
  viewer: Viewer,
  extra: Sql[] = [],
): Sql[] {
  const searches: Sql[][] = !filters.q
    ? [[]]
    : [
        [bound("t.search_vector @@ search.query")],
        ...(viewer === "visitor" ? [] : [[bound("t.document_vector @@ search.query")]]),
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
function postingsOf(posting: Posting): Sql {
  return bound(
    `(select p.tender_id as id, p.published_at, p.closing_date, p.source_id, p.region_id,
             p.language_id, x.organisation, x.search_vector, x.document_vector
        from ${posting.table} p left join tenders x on x.id = p.tender_id
       where p.${posting.column} = ?) t`,
    posting.id,
  );
}

/**
 * FROM … WHERE of one branch. `tenders` replaces the table (a fenced subquery aliased t);
 * `posting` starts from one ticked id's postings instead of testing the whole category tree.
 */
function matchesSql(
  filters: TenderFilters,
  now: Date,
  savedBy: number | undefined,
  viewer: Viewer,
  extra: Sql[],
  source: { tenders?: Sql; posting?: Posting } = {},
): Sql {
  const { posting } = source;
  const from: Sql[] = [posting ? postingsOf(posting) : (source.tenders ?? bound("tenders t"))];
  // Drafts and scheduled tenders are in no list, count or feed (docs/decisions/017).
  const where: Sql[] = [bound(PUBLISHED_TENDER_SQL, now.toISOString())];
  if (savedBy !== undefined) {
    from.push(bound("join saved_tenders s on s.tender_id = t.id and s.user_id = ?", savedBy));
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
    if (id !== undefined) where.push(bound(`t.${column} = ?`, id));
  }
  if (filters.organisation !== undefined) {
    where.push(bound("t.organisation = ?", filters.organisation));
  }
  for (const [key, condition, days] of DATE_RANGES) {
    const day = filters[key];
    if (day !== undefined) where.push(bound(condition, eatDayStart(day, days).toISOString()));
  }
  if (filters.status) {
    where.push(
      bound(filters.status === "open" ? OPEN_TENDER_SQL : CLOSED_TENDER_SQL, now.toISOString()),
    );
  }
  if (!posting) where.push(...categoryTreeCondition(filters));
  where.push(...extra);
  return sql`from ${join(from, " ")} ${join(where, " and ", "where ")}`;
}

/** A tender is in the category tree's filter when it carries ANY ticked id of it. */
function categoryTreeCondition(filters: TenderFilters): Sql[] {
  const tree: Sql[] = [];
  if (filters.category.length) {
    tree.push(
      bound(
        "exists (select 1 from tender_categories tc where tc.tender_id = t.id and tc.category_id in (?))",
        filters.category,
      ),
    );
  }
  if (filters.subcategory.length) {
    tree.push(
      bound(
        "exists (select 1 from tender_subcategories ts where ts.tender_id = t.id and ts.subcategory_id in (?))",
        filters.subcategory,
      ),
    );
  }
  return tree.length ? [join(tree, " or ", "(", ")")] : [];
}

function join(parts: Sql[], separator: string, prefix = "", suffix = ""): Sql {
  return {
    text: prefix + parts.map((part) => part.text).join(separator) + suffix,
    params: parts.flatMap((part) => part.params),
  };
}

/**
 * The closing order in three parts, each walked in its own index order and cut at the
 * candidate limit (one ORDER BY over all three could not use an index): open tenders, closing
 * soonest first; open ones without a closing date, newest first; closed ones, the most
 * recently closed first. Each part as its extra condition, its order (an index's) and the
 * same order as one ascending number, to merge the parts; ties newest first.
 */
function closingParts(now: Date): [Sql, string, string][] {
  const at = now.toISOString();
  const newest = "t.published_at desc nulls last, t.id desc";
  return [
    [
      bound("t.closing_date > ?", at),
      `t.closing_date, ${newest}`,
      "extract(epoch from t.closing_date)",
    ],
    [bound("t.closing_date is null"), newest, "-extract(epoch from t.published_at)"],
    [
      bound("t.closing_date <= ?", at),
      `t.closing_date desc, ${newest}`,
      "-extract(epoch from t.closing_date)",
    ],
  ];
}

/**
 * The closing order of tenders `t` as two values: which part of closingParts a tender is in,
 * and its key within that part.
 */
function closingSortKey(now: Date): { part: Sql; key: Sql } {
  const parts = closingParts(now);
  const cases = (value: (part: [Sql, string, string], index: number) => Sql) =>
    join(
      parts.map((part, index) => sql`when ${part[0]} then ${value(part, index)}`),
      " ",
      "case ",
      " end",
    );
  return {
    part: cases((_, index) => bound(String(index))),
    key: cases(([, , key]) => bound(key)),
  };
}

/** The list's own order (newest first; newest saved first in My Tenders) as [column, alias]. */
function baseOrder(savedBy: number | undefined): [string, string, string][] {
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
function newestOf(branches: Sql[], order: [string, string, string][], count: Sql): Sql {
  const aliases = order.map(([column, alias]) => `${column} as ${alias}`).join(", ");
  const orderBy = order.map(([column, , direction]) => `${column} ${direction}`).join(", ");
  const selects = branches.map(
    (matches) => sql`(select ${aliases} ${matches} order by ${orderBy} limit ${count})`,
  );
  if (selects.length === 1) return selects[0]!;
  const aliasOrder = order.map(([, alias, direction]) => `${alias} ${direction}`).join(", ");
  return sql`select * from (${join(selects, " union ")}) b order by ${aliasOrder} limit ${count}`;
}

interface Paging {
  total: number;
  totalPrecision: TotalPrecision;
  /** The page actually shown: the requested one clamped to 1..pageCount. */
  page: number;
  pageCount: number;
}

export interface TenderIdPage extends Paging {
  /** The page's tender ids, in display order. */
  ids: number[];
}

interface ReadColumns {
  list_version: string;
  valid_from: Date | string | null;
  valid_until: Date | string | null;
}

interface Candidate {
  id: number;
  rank?: number;
}

/**
 * No tender changes status between the last closing instant up to now and the next one, and
 * none becomes public before the next scheduled publication (a remembered list ends there).
 */
const STATUS_VALIDITY_SQL = `(select max(closing_date) from tenders where closing_date <= ?) as valid_from,
  least((select min(closing_date) from tenders where closing_date > ?),
        (select min(published_at) from tenders where published_at > ?)) as valid_until`;
const PUBLICATION_VALIDITY_SQL = `null as valid_from,
  (select min(published_at) from tenders where published_at > ?) as valid_until`;

/**
 * One page of rows (`columns` over `tenders t`) matching `filters` and the total. The first
 * MAX_LISTED_RESULTS + 1 matches (newest first) are the candidates; a search ranks them by
 * relevance, so a broad word costs what a rare one does. Totals are exact up to
 * MAX_LISTED_RESULTS. Any page of a remembered result (docs/decisions/005) is read by id
 * while no tender changed.
 */
async function queryTenderPage<Row extends { id: number }>(
  em: EntityManager,
  requestedFilters: TenderFilters,
  options: ListOptions,
  columns: string,
): Promise<Paging & { rows: Row[] }> {
  const { viewer } = options;
  // Visitor rules live here, under every list: pages, API and feeds.
  const filters = filtersFor(viewer, requestedFilters);
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? TENDER_PAGE_SIZE;
  const lastPage = lastListedPage(pageSize);
  const requested = Math.min(filters.page, lastPage);
  const order = baseOrder(options.savedBy);
  const sort: TenderSort = effectiveSort(filters);
  // Which tenders are open decides the status filter and the closing order alike.
  const validity =
    filters.status || sort === "closing"
      ? bound(STATUS_VALIDITY_SQL, now.toISOString(), now.toISOString(), now.toISOString())
      : bound(PUBLICATION_VALIDITY_SQL, now.toISOString());

  // Saved lists change with every save: never reused.
  const cacheable = options.savedBy === undefined;
  // The key leaves the clock out (the same SQL at a fixed instant); validity accounts for it.
  // Neither page nor page size is in it: every page of a result is a slice of its candidates.
  const fixed = join(matchBranches(filters, new Date(0), options.savedBy, viewer), " union ");
  const queryKey = JSON.stringify([em.config.get("dbName"), fixed.text, fixed.params, sort]);
  const at = now.getTime();
  /** The requested page, or the last one when it is past the end. */
  const pageOf = (listed: number) =>
    Math.max(1, Math.min(requested, Math.ceil(Math.min(listed, MAX_LISTED_RESULTS) / pageSize)));
  const slice = (candidates: Int32Array | number[], page: number) =>
    Array.from(candidates.slice((page - 1) * pageSize, page * pageSize));

  /**
   * The rows of `ids` in that order, with the list version and the validity columns; for a
   * remembered result (`atVersion`), no row is read once the list has changed since.
   */
  const readRows = async (db: EntityManager, ids: number[], atVersion?: number) => {
    const listed = intArray(ids);
    const wanted =
      atVersion === undefined
        ? listed
        : sql`case when (select version from tender_list_version) = ${bound("?", atVersion)} then ${listed} end`;
    const rows = await db.execute<(Row & ReadColumns)[]>(
      ...toExecute(sql`
        select ${columns}, (select version from tender_list_version) as list_version, ${validity}
          from (select ${wanted} as ids) q
          left join lateral unnest(q.ids) with ordinality as page(id, position) on true
          left join tenders t on t.id = page.id
         order by page.position`),
    );
    // Always one row at least, for the version; no id when nothing is on the page.
    const first = rows[0]!;
    return {
      rows: rows.filter((row) => row.id !== null),
      version: Number(first.list_version),
      validFrom: first.valid_from === null ? -Infinity : new Date(first.valid_from).getTime(),
      validUntil: first.valid_until === null ? Infinity : new Date(first.valid_until).getTime(),
    };
  };

  // Any page of a remembered result is read by id (cheap, no guard needed) and used if no
  // tender changed: paging through a search costs what its first page did once.
  const remembered = cacheable ? recallResult(queryKey, at) : undefined;
  if (remembered) {
    const page = pageOf(remembered.ids.length);
    const ids = slice(remembered.ids, page);
    const read = await readRows(em, ids, remembered.version);
    if (read.rows.length === ids.length && read.version === remembered.version) {
      countCacheLookup("list-pages", true);
      return { rows: read.rows, ...paging(remembered, page) };
    }
  }
  if (cacheable) countCacheLookup("list-pages", false);

  const limit = bound("?", MAX_LISTED_RESULTS + 1);

  /** The first MAX_LISTED_RESULTS + 1 matches, newest first, of every branch together. */
  const newestMatches = (db: EntityManager) =>
    db.execute<Candidate[]>(
      ...toExecute(newestOf(matchBranches(filters, now, options.savedBy, viewer), order, limit)),
    );

  /**
   * The first MAX_LISTED_RESULTS + 1 matches in the chosen order: closing soonest, or newest.
   * A search's candidates are its newest matches whatever the order, then ranked by relevance
   * or ordered by closing date among themselves (docs/decisions/008, issue 37).
   */
  const findCandidates = async (db: EntityManager) => {
    if (sort === "closing" && !filters.q) {
      const parts = closingParts(now).flatMap(([condition, partOrder, key], part) =>
        matchBranches(filters, now, options.savedBy, viewer, [condition]).map(
          (matches) =>
            sql`(select t.id, t.published_at, ${String(part)} as part, ${key} as key
              ${matches} order by ${partOrder} limit ${limit})`,
        ),
      );
      // union, not union all: a tender found by both branches of a search is one candidate.
      return db.execute<Candidate[]>(
        ...toExecute(sql`select id from (${join(parts, " union ")}) c
          order by part, key nulls last, published_at desc nulls last, id desc limit ${limit}`),
      );
    }
    const firstMatches =
      filters.q && options.savedBy === undefined && activeFilterCount(filters) === 0
        ? await findSearchMatches(db, filters, now, viewer, MAX_LISTED_RESULTS + 1)
        : await newestMatches(db);
    if (sort === "closing") {
      // Walking the closing date's index checks each tender's vector, and gathering every match
      // from the search's index sorts them all: for a broad word at 1,000,000 tenders, past the
      // read's 2 s. Its newest 1,001 matches are what relevance ranks too.
      const { part, key } = closingSortKey(now);
      return db.execute<Candidate[]>(
        ...toExecute(sql`select t.id from unnest(${intArray(firstMatches.map((row) => row.id))}) c(id)
            join tenders t on t.id = c.id
          order by ${part}, ${key} nulls last, t.published_at desc nulls last, t.id desc`),
      );
    }
    if (sort !== "relevance") return firstMatches;
    // Ranked after the limit: ts_rank reads the whole search vector, so it is computed for the
    // candidates only, never for every match the scan passes.
    const ranked = await db.execute<Candidate[]>(
      ...toExecute(sql`select c.id, ts_rank(${bound("?", RANK_WEIGHTS)}, r.search_vector, q.query)
          + coalesce(ts_rank(${bound("?", RANK_WEIGHTS)}, r.document_vector, q.query), 0) as rank
        from unnest(${intArray(firstMatches.map((row) => row.id))}) with ordinality c(id, position)
        join tenders r on r.id = c.id,
             lateral (select ${searchQuery(filters.q, viewer)} as query) q
       order by c.position`),
    );
    // The best ranked first; the sort is stable, so ties stay in the list's order.
    return ranked.sort((a, b) => b.rank! - a.rank!);
  };

  // Inside one snapshot (repeatable read): candidates, rows and list version agree.
  return runBoundedRead(em, options.signal, async (tx) => {
    const candidates = await findCandidates(tx);
    const counted = candidates.length;
    const page = pageOf(counted);
    const listed = candidates.slice(0, MAX_LISTED_RESULTS).map((row) => row.id);
    const { rows, version, validFrom, validUntil } = await readRows(tx, slice(listed, page));
    // Beyond the cap, filters get PostgreSQL's estimate from its column statistics (asked once
    // per tender list version: the remembered result carries it). A search does not: for all
    // but the commonest words the planner only has a default guess, so the page says "More
    // than 1,000".
    const total =
      counted <= MAX_LISTED_RESULTS
        ? { total: counted, precision: "exact" as const }
        : filters.q
          ? { total: MAX_LISTED_RESULTS, precision: "more-than" as const }
          : await estimateTotal(tx, matchesSql(filters, now, options.savedBy, viewer, []));
    if (cacheable) {
      const ids = Int32Array.from(listed);
      rememberResult(queryKey, { ...total, version, validFrom, validUntil, ids });
    }
    return { rows, ...paging(total, page) };
  });

  function paging(total: { total: number; precision: TotalPrecision }, page: number): Paging {
    const pages = Math.max(1, Math.ceil(total.total / pageSize));
    return {
      total: total.total,
      totalPrecision: total.precision,
      page,
      pageCount: Math.min(pages, lastPage),
    };
  }
}

/**
 * The total to show for more than MAX_LISTED_RESULTS matches: PostgreSQL's estimate for the
 * whole query, from its statistics (planning only, nothing is counted).
 */
async function estimateTotal(
  em: EntityManager,
  matches: Sql,
): Promise<{ total: number; precision: TotalPrecision }> {
  const estimate = await estimateRows(em, matches);
  return estimate > MAX_LISTED_RESULTS
    ? { total: roundEstimate(estimate), precision: "estimate" }
    : { total: MAX_LISTED_RESULTS, precision: "more-than" };
}

/** PostgreSQL's estimate of the rows `select 1 <matches>` returns (planning only). */
async function estimateRows(em: EntityManager, matches: Sql): Promise<number> {
  const [plan] = await em.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }[]>(
    ...toExecute(sql`explain (format json) select 1 ${matches}`),
  );
  return plan?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0;
}

const toExecute = (query: Sql): [string, unknown[]] => [query.text, query.params];

/**
 * Whole numbers as one int[] literal ('{1,2,3}'): PostgreSQL parses it as one value, where
 * array[1, 2, 3] is a constant per element (0.2 ms more to parse and plan for 1,001 ids).
 */
const intArray = (numbers: number[]): Sql => bound("?::int[]", `{${numbers.join(",")}}`);

/** The ids of one page of tenders matching `filters` (the JSON API starts here). */
export async function findTenderPage(
  em: EntityManager,
  filters: TenderFilters,
  options: ListOptions,
): Promise<TenderIdPage> {
  const { rows, ...paging } = await queryTenderPage<{ id: number }>(em, filters, options, "t.id");
  return { ids: rows.map((row) => row.id), ...paging };
}

interface CardRow {
  id: number;
  title: string;
  snippet: string;
  closing_date: Date | string | null;
  opening_date: Date | string | null;
  organisation: string | null;
  source: string | null;
  region: string | null;
  categories: string[];
}

/** One page of tender cards matching `filters`: the cards are read by the page's own query. */
export async function listTenders(
  em: EntityManager,
  filters: TenderFilters,
  options: ListOptions,
): Promise<TenderPage> {
  const now = options.now ?? new Date();
  const { rows, ...paging } = await queryTenderPage<CardRow>(
    em,
    filters,
    { ...options, now },
    `t.id, t.title, t.snippet, t.closing_date, t.opening_date, t.organisation,
     (select name from sources where id = t.source_id) as source,
     (select name from regions where id = t.region_id) as region,
     (select coalesce(json_agg(c.name order by c.name), '[]')
        from tender_categories tc join categories c on c.id = tc.category_id
       where tc.tender_id = t.id) as categories`,
  );
  const items = rows.map((row) => toTenderCard(row, options.viewer, now));
  if (filters.q && options.viewer !== "visitor" && items.length) {
    const found = await findDocumentMatches(
      em,
      filters.q,
      items.map((item) => item.id),
    );
    for (const item of items) item.details!.documentMatch = found.get(item.id) ?? null;
  }
  return { items, ...paging };
}

/**
 * For the tenders among `ids` that matched `q` by a document only (not by their own text): the
 * first such document and a short excerpt around the match, for the card's "Found in …" line.
 * Headlines are made for those documents alone, never for a whole page of files.
 */
async function findDocumentMatches(
  em: EntityManager,
  q: string,
  ids: number[],
): Promise<Map<number, DocumentMatch>> {
  const rows = await em.execute<{ tender_id: number; file_name: string; excerpt: string }[]>(
    ...toExecute(sql`select distinct on (d.tender_id) d.tender_id, d.file_name,
        ts_headline('simple', d.text, s.query, ${bound("?", `MaxFragments=1, MaxWords=16, MinWords=6, FragmentDelimiter=" … ", StartSel=${MATCH_START}, StopSel=${MATCH_END}`)}) as excerpt
      from tender_documents d
      join tenders t on t.id = d.tender_id,
      lateral (select ${searchQuery(q, "user")} as query) s
     where d.tender_id in (${bound("?", ids)})
       and d.text_vector @@ s.query and not t.search_vector @@ s.query
     order by d.tender_id, d.id`),
  );
  return new Map(
    rows.map((row) => [
      row.tender_id,
      // Cells and lines of a file become one line of the card.
      { fileName: row.file_name, excerpt: row.excerpt.replace(/\s+/g, " ").trim() },
    ]),
  );
}

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

/** The card as plain data; visitors get id, title and snippet only. */
function toTenderCard(row: CardRow, viewer: Viewer, now: Date): TenderCard {
  const card: TenderCard = { id: row.id, title: row.title, snippet: row.snippet };
  if (viewer === "visitor") return card;
  card.details = {
    closingDate: iso(row.closing_date),
    openingDate: iso(row.opening_date),
    status: tenderStatus(row.closing_date, now),
    closesInDays: closingDaysLeft(row.closing_date, now),
    organisation: row.organisation,
    source: row.source,
    region: row.region,
    categories: row.categories,
    documentMatch: null,
  };
  return card;
}

const EMPTY_PAGE: TenderPage = {
  items: [],
  total: 0,
  totalPrecision: "exact",
  page: 1,
  pageCount: 1,
};

/**
 * A list page's result and its status: no list is read while a date filter is refused (400,
 * the reason shown beside the list and the dates next to their fields), a list too busy or too
 * slow is a 503 (listOrBusy). The reason and the date errors are in the page's language (`i18n`).
 */
export async function listPageResult(
  errors: TenderFilterErrors,
  list: () => Promise<TenderPage>,
  i18n: I18n,
): Promise<{
  result: TenderPage;
  busy: string | null;
  status: number;
  filterErrors: TenderFilterErrors;
}> {
  const filterErrors: TenderFilterErrors = {};
  for (const [param, messages] of Object.entries(errors) as [
    keyof TenderFilterErrors,
    string[],
  ][]) {
    filterErrors[param] = messages.map((message) => translateText(i18n, message));
  }
  if (Object.keys(errors).length) {
    const busy = translateText(i18n, filterErrorsMessage(errors));
    return { result: EMPTY_PAGE, busy, status: 400, filterErrors };
  }
  const { result, busy } = await listOrBusy(list());
  return {
    result,
    busy: busy && translateText(i18n, busy),
    status: busy ? 503 : 200,
    filterErrors,
  };
}

/**
 * A list page's result, or an empty page with the reason when the list was too busy or too
 * slow (ListBusyError): the page still shows the search and filters as the user left them.
 */
export async function listOrBusy(
  list: Promise<TenderPage>,
): Promise<{ result: TenderPage; busy: string | null }> {
  try {
    return { result: await list, busy: null };
  } catch (error) {
    if (!(error instanceof ListBusyError)) throw error;
    return {
      result: EMPTY_PAGE,
      busy: error.message,
    };
  }
}
