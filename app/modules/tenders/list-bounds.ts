// How far a tender list can be paged and counted (docs/decisions/008-bounded-list-queries.md).
// Plain constants, shared by the list query and the views: no server code here.

/**
 * Only the first this-many matches of a list can be paged through, and totals are counted
 * exactly up to this number: beyond it a list costs the same however many tenders match.
 */
export const MAX_LISTED_RESULTS = 1000;

/** The last page a list of `pageSize` can show. */
export function lastListedPage(pageSize: number): number {
  return Math.max(1, Math.floor(MAX_LISTED_RESULTS / pageSize));
}

/**
 * How exact a list's total is: counted; estimated from PostgreSQL's statistics ("about …");
 * or only known to exceed MAX_LISTED_RESULTS when the estimate was lower than that.
 */
export type TotalPrecision = "exact" | "estimate" | "more-than";

/** "About 170,000": an estimate rounded to two significant figures, never below the cap. */
export function roundEstimate(estimate: number): number {
  if (estimate <= MAX_LISTED_RESULTS) return MAX_LISTED_RESULTS;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / magnitude) * magnitude;
}
