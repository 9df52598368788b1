import { raw, sql, type RawQueryFragment } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { TenderFilters } from "./tender-filters.schema";
import { PUBLISHED_TENDER_SQL } from "./publication-state";
import {
  baseOrder,
  estimateRows,
  matchesSql,
  newestOf,
  type Candidate,
} from "./tender-list-sql.server";
import { plainQuery, searchQuery, splitPrefixWord } from "./tender-search-query.server";
import type { Viewer } from "./tender-types";

// How a search without other filters finds its newest matches at 1,000,000 tenders: day
// windows from the day index, then the older history at once (docs/decisions/020).

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
): Promise<RawQueryFragment> {
  const full = plainQuery(q);
  const split = splitPrefixWord(q);
  // One word: nothing to leave the prefix out for (and nothing to estimate).
  if (!split || split.or || !split.rest.trim()) return full;
  const rows = (query: RawQueryFragment) =>
    estimateRows(db, sql`from tenders where ${raw(vector)} @@ ${query}`);
  const prefix = raw("(to_tsquery('english', ? || ':*') || to_tsquery('simple', ? || ':*'))", [
    split.word,
    split.word,
  ]);
  const prefixRows = await rows(prefix);
  if (prefixRows < tenders * COMMON_PREFIX_SHARE) return full;
  const rest = raw("(websearch_to_tsquery('english', ?) || websearch_to_tsquery('simple', ?))", [
    split.rest,
    split.rest,
  ]);
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

/** Each window's days, newest first, the last one LAST_WINDOW_DAYS: 4, 12, 36, 81. */
function windowDays(): number[] {
  const days = [FIRST_WINDOW_DAYS];
  while (days.at(-1)! < LAST_WINDOW_DAYS) {
    days.push(Math.min(days.at(-1)! * WINDOW_GROWTH, LAST_WINDOW_DAYS));
  }
  return days;
}
const WINDOW_DAYS = windowDays();

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
function dayWindow(q: string, viewer: Viewer, firstDay: number, lastDay: number): RawQueryFragment {
  const window = (family: string) =>
    sql`tender_search_window(${plainQuery(q)}, ${family}, ${firstDay}, ${lastDay})`;
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
export async function findSearchMatches(
  db: EntityManager,
  filters: TenderFilters,
  now: Date,
  viewer: Viewer,
  limit: number,
): Promise<Candidate[]> {
  const found: Candidate[] = [];
  const others = { ...filters, q: "" };
  const newest = async (matches: RawQueryFragment[]) => {
    found.push(
      ...(await db.execute<Candidate[]>(
        newestOf(matches, baseOrder(undefined), limit - found.length),
      )),
    );
  };
  const fenced = (condition: RawQueryFragment, extra: RawQueryFragment[], columns: string) =>
    matchesSql(others, now, undefined, viewer, extra, {
      tenders: sql`(select ${raw(columns)} from tenders where ${condition} offset 0) t`,
    });

  const [setting] = await db.execute<{ was: string; tenders: number }[]>(
    `select current_setting('enable_seqscan') as was, set_config('enable_seqscan', 'off', true),
       (select reltuples from pg_class where oid = 'tenders'::regclass) as tenders`,
  );
  const today = Math.floor(now.getTime() / DAY_MS);
  let lastDay = today;
  for (const [index, days] of WINDOW_DAYS.entries()) {
    const firstDay = lastDay - days + 1;
    await newest([
      matchesSql(others, now, undefined, viewer, [], {
        tenders: dayWindow(filters.q, viewer, firstDay, lastDay),
      }),
    ]);
    lastDay = firstDay - 1;
    if (found.length >= limit || index === WINDOW_DAYS.length - 1) break;
    // Once enough tenders are behind, their share of matches says what the older history
    // holds: few enough, and one statement reads them all for less than more windows cost.
    // How many tenders that is: PostgreSQL's estimate from its statistics (planning only:
    // counting them cost more than some windows' searches).
    const covered = await estimateRows(
      db,
      raw(`from tenders t where t.published_at >= ? and ${PUBLISHED_TENDER_SQL}`, [
        new Date(firstDay * DAY_MS).toISOString(),
        now.toISOString(),
      ]),
    );
    // reltuples is -1 before the table's first analyze.
    const older = Math.max(setting!.tenders - covered, 0);
    const olderMatches = (found.length / Math.max(covered, 1)) * older;
    if (covered >= SHARE_SAMPLE_TENDERS && olderMatches <= OLDER_MATCHES_AT_ONCE) break;
  }
  if (found.length < limit) {
    const query = searchQuery(filters.q, viewer);
    const before = raw("t.published_at < ?", [new Date((lastDay + 1) * DAY_MS).toISOString()]);
    const older = async (vector: string, indexed: string) =>
      fenced(
        sql`${raw(indexed)} @@ ${await indexQuery(db, filters.q, indexed, setting!.tenders)}`,
        [before, sql`t.${raw(vector)} @@ ${query}`],
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
