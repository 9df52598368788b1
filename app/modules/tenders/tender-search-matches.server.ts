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

// Day windows from the day index, then the older history at once:
// docs/decisions/020-search-by-publication-day.md.

/**
 * A superset query for GIN: `q` without a common last-word prefix ('suppli':*), which makes GIN
 * gather every lexeme it begins (hundreds of ms at 1,000,000 tenders) unless the rest is commoner.
 */
async function indexQuery(
  db: EntityManager,
  q: string,
  vector: string,
  tenders: number,
): Promise<RawQueryFragment> {
  const full = plainQuery(q);
  const split = splitPrefixWord(q);
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

/** A visitor's searchable part (title, snippet), own GIN index: weights are rechecked per row. */
const VISIBLE_VECTOR = "ts_filter(search_vector, '{a,b}')";

const COMMON_PREFIX_SHARE = 0.02;

// A window's query names each of its days, so windows stop growing at LAST_WINDOW_DAYS.
// The broadest words find their candidates in about 3 days at 1,000,000 tenders.
const FIRST_WINDOW_DAYS = 4;
const WINDOW_GROWTH = 3;
const LAST_WINDOW_DAYS = 81;

/** 4, 12, 36, 81. */
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
/** Older matches one statement reads for less than more windows cost. */
const OLDER_MATCHES_AT_ONCE = 4_000;
const DAY_MS = 86_400_000;

/** Matches of days firstDay..lastDay from the narrow day index, fenced: see findSearchMatches. */
function dayWindow(q: string, viewer: Viewer, firstDay: number, lastDay: number): RawQueryFragment {
  const window = (family: string) =>
    sql`tender_search_window(${plainQuery(q)}, ${family}, ${firstDay}, ${lastDay})`;
  const match = viewer === "visitor" ? window("v") : sql`(${window("")} || ${window("f")})`;
  return sql`(select tender_id as id, published_at from tender_day_terms
     where terms @@ ${match} offset 0) t`;
}

const LIST_COLUMNS =
  "id, published_at, closing_date, source_id, region_id, language_id, organisation";

/**
 * The first `limit` matches, newest first. The planner misjudges rare day lexemes (1.1 s and 25 s
 * at 1,000,000 tenders vs 5 ms), so each statement reads one GIN index behind a fence (offset 0).
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
    // Estimated, not counted: counting cost more than some windows' searches.
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
