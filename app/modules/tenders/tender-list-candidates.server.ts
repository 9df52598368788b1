import { raw, sql } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { MAX_LISTED_RESULTS } from "./list-bounds";
import { activeFilterCount, openOnly, type TenderSort } from "./tender-filters-query";
import type { TenderFilters } from "./tender-filters.schema";
import {
  baseOrder,
  closingParts,
  closingSortKey,
  intArray,
  join,
  listTable,
  matchBranches,
  newestOf,
  type Candidate,
} from "./tender-list-sql.server";
import { findSearchMatches } from "./tender-search-matches.server";
import { searchQuery } from "./tender-search-query.server";
import type { Viewer } from "./tender-types";

// ts_rank's weights for D, C, B, A: an organisation match ranks just below a title match.
const RANK_WEIGHTS = "{0.1, 0.8, 0.4, 1.0}";

/** The list's candidates: the first MAX_LISTED_RESULTS + 1 matches, one more than listed. */
const CANDIDATE_LIMIT = MAX_LISTED_RESULTS + 1;

/**
 * The first MAX_LISTED_RESULTS + 1 matches in the chosen order: closing soonest, or newest.
 * A search's candidates are its newest matches, then ranked by relevance among themselves
 * (docs/decisions/008); so are an archive search's closing soonest.
 */
export async function findCandidates(
  db: EntityManager,
  filters: TenderFilters,
  now: Date,
  savedBy: number | undefined,
  viewer: Viewer,
  sort: TenderSort,
): Promise<Candidate[]> {
  // Open tenders closing soonest are not among a broad search's newest: their part is walked
  // in closing order, search or not (the open tenders' table is narrow enough).
  if (sort === "closing" && (!filters.q || openOnly(filters))) {
    const parts = closingParts(now).flatMap(([condition, partOrder, key], part) =>
      matchBranches(filters, now, savedBy, viewer, [condition]).map(
        (matches) =>
          sql`(select t.id, t.published_at, ${raw(String(part))} as part, ${raw(key)} as key
              ${matches} order by ${raw(partOrder)} limit ${CANDIDATE_LIMIT})`,
      ),
    );
    // union, not union all: a tender found by both branches of a search is one candidate.
    return db.execute<Candidate[]>(
      sql`select id from (${join(parts, " union ")}) c
          order by part, key nulls last, published_at desc nulls last, id desc limit ${CANDIDATE_LIMIT}`,
    );
  }
  const firstMatches =
    filters.q && savedBy === undefined && activeFilterCount(filters) === 0 && !openOnly(filters)
      ? await findSearchMatches(db, filters, now, viewer, CANDIDATE_LIMIT)
      : // The first MAX_LISTED_RESULTS + 1 matches, newest first, of every branch together.
        await db.execute<Candidate[]>(
          newestOf(
            matchBranches(filters, now, savedBy, viewer),
            baseOrder(savedBy),
            CANDIDATE_LIMIT,
          ),
        );
  if (sort === "closing") {
    // Walking the closing date's index checks each tender's vector, and gathering every match
    // from the search's index sorts them all: for a broad word at 1,000,000 tenders, past the
    // read's 2 s. Its newest 1,001 matches are what relevance ranks too.
    const { part, key } = closingSortKey(now);
    return db.execute<Candidate[]>(
      sql`select t.id from unnest(${intArray(firstMatches.map((row) => row.id))}) c(id)
            join tenders t on t.id = c.id
          order by ${part}, ${key} nulls last, t.published_at desc nulls last, t.id desc`,
    );
  }
  if (sort !== "relevance") return firstMatches;
  // Ranked after the limit: ts_rank reads the whole search vector, so it is computed for the
  // candidates only, never for every match the scan passes.
  const ranked = await db.execute<Candidate[]>(
    sql`select c.id, ts_rank(${RANK_WEIGHTS}, r.search_vector, q.query)
          + coalesce(ts_rank(${RANK_WEIGHTS}, r.document_vector, q.query), 0) as rank
        from unnest(${intArray(firstMatches.map((row) => row.id))}) with ordinality c(id, position)
        join ${raw(listTable(filters))} r on r.id = c.id,
             lateral (select ${searchQuery(filters.q, viewer)} as query) q
       order by c.position`,
  );
  // The best ranked first; the sort is stable, so ties stay in the list's order.
  return ranked.sort((a, b) => b.rank! - a.rank!);
}
