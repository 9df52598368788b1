// Shared with the views: no server code here. docs/decisions/008-bounded-list-queries.md.

/** Beyond it, a list costs the same however many tenders match. */
export const MAX_LISTED_RESULTS = 1000;

export function lastListedPage(pageSize: number): number {
  return Math.max(1, Math.floor(MAX_LISTED_RESULTS / pageSize));
}

/** "more-than": the estimate was below MAX_LISTED_RESULTS though more matched. */
export type TotalPrecision = "exact" | "estimate" | "more-than";

/** Two significant figures, never below the cap. */
export function roundEstimate(estimate: number): number {
  if (estimate <= MAX_LISTED_RESULTS) return MAX_LISTED_RESULTS;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / magnitude) * magnitude;
}
