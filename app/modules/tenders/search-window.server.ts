import type { EntityManager } from "@mikro-orm/postgresql";
import { MAX_LISTED_RESULTS } from "./list-bounds";

// A search window (docs/decisions/008, "Search windows"): a search's candidates are its newest
// MAX_LISTED_RESULTS + 1 matches. For a word of middling frequency neither of PostgreSQL's
// plans is cheap at 1,000,000 tenders: walking the list's order checks tens of thousands of
// rows before it has found enough, and the GIN index hands over every match (one row read
// each) to be sorted. Asked only about the newest tenders that should hold enough matches
// (`published_at >= start`), PostgreSQL ANDs the word's GIN bitmap with the date range and
// reads about as many rows as it keeps. Whatever the estimates, the answer is the same: a
// window that held too few matches is widened, and at last dropped.

/**
 * When a search gets a window and how wide. Tests shrink it to have windows on a small table.
 */
export const searchWindowPolicy = {
  /** Below this many estimated matches a search reads them all: few rows, one GIN bitmap. */
  minMatches: 3_000,
  /**
   * Above this share of the tenders a word is found often enough by walking the list's order
   * (about 1 in 5 rows checked matches), which PostgreSQL chooses by itself.
   */
  maxMatchShare: 0.2,
  /**
   * A window wider than this share of the tenders costs more (its range of the date index)
   * than reading every match would; estimates of rare words are the least reliable, too.
   */
  maxWindowShare: 0.25,
  /** The window is sized for this many times the candidates the estimate says it holds. */
  margin: 4,
  /** A window that held too few matches is tried again this many times wider, then dropped. */
  widening: 8,
};
/** How long a process uses the published_at histogram it read (it changes with ANALYZE). */
const STATISTICS_TTL_MS = 60_000;

interface PublishedStatistics {
  /** PostgreSQL's count of tenders (pg_class.reltuples), -1 or 0 before the first ANALYZE. */
  tenders: number;
  /** published_at's histogram: bounds of equally filled buckets, oldest first. */
  bounds: Date[];
  readAt: number;
}

const statistics = new Map<string, PublishedStatistics>();

/** The tenders table's size and published_at histogram, from the planner's statistics. */
async function publishedStatistics(em: EntityManager, now: number): Promise<PublishedStatistics> {
  const key = em.config.get("dbName") ?? "";
  const known = statistics.get(key);
  if (known && now - known.readAt < STATISTICS_TTL_MS) return known;
  const [row] = await em.execute<{ tenders: number; bounds: number[] | null }[]>(
    `select (select reltuples from pg_class where oid = 'tenders'::regclass) as tenders,
       (select array(select extract(epoch from bound) * 1000
                       from unnest(histogram_bounds::text::timestamptz[]) bound)
          from pg_stats where schemaname = current_schema() and tablename = 'tenders'
           and attname = 'published_at') as bounds`,
  );
  const read: PublishedStatistics = {
    tenders: Number(row?.tenders ?? 0),
    bounds: (row?.bounds ?? []).map((bound) => new Date(Number(bound))),
    readAt: now,
  };
  statistics.set(key, read);
  return read;
}

/**
 * The oldest publication instant a search estimated to match `estimatedMatches` tenders needs
 * to look at, widened `widenings` times; null when it should look at every tender.
 */
export async function searchWindowStart(
  em: EntityManager,
  estimatedMatches: number,
  widenings: number,
  now: Date,
): Promise<Date | null> {
  const policy = searchWindowPolicy;
  if (estimatedMatches < policy.minMatches) return null;
  const { tenders, bounds } = await publishedStatistics(em, now.getTime());
  if (tenders <= 0 || bounds.length < 2 || estimatedMatches > policy.maxMatchShare * tenders) {
    return null;
  }
  const share =
    ((policy.margin * (MAX_LISTED_RESULTS + 1)) / estimatedMatches) * policy.widening ** widenings;
  if (share > policy.maxWindowShare) return null;
  // Bucket i of n holds the tenders between bounds[i] and bounds[i + 1]: the window starts at
  // the bound below which the older (1 - share) of them are.
  const buckets = bounds.length - 1;
  const index = Math.floor((1 - share) * buckets);
  return index <= 0 ? null : bounds[index]!;
}
