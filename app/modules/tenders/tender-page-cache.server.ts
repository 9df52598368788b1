import { processCache } from "~/server/process-cache.server";
import type { TotalPrecision } from "./list-bounds";

/**
 * A list query's result: every listed candidate in the list's order, so that any page of it
 * (and any page size) is a slice, and the total. Valid only at the tender list version
 * (tender_list_version) it was read at: PostgreSQL triggers raise the version on every write to
 * tenders and their category links, so a remembered result is either exact or not used, in any
 * process. Empty results are remembered too: a combination that matches nothing is asked again.
 */
export interface RememberedResult {
  version: number;
  /**
   * For status filters, the closing instants (ms) around the moment the result was read: it
   * holds from the last one up to (not including) the next, when a tender closes. Every result
   * ends at the next scheduled publication, when a tender becomes public. Otherwise -Infinity
   * and Infinity.
   */
  validFrom: number;
  validUntil: number;
  /** What the list shows: the exact count, or an estimate beyond the counting cap. */
  total: number;
  precision: TotalPrecision;
  /** The listed tenders' ids in display order (at most MAX_LISTED_RESULTS). */
  ids: Int32Array;
}

const validAt = (hit: { validFrom: number; validUntil: number }, at: number) =>
  hit.validFrom <= at && at < hit.validUntil;

// Keys carry the search words (UTF-16, up to ~1 KB each), and a result up to 1,000 ids (4 KB).
const ENTRY_OVERHEAD = 200;
const results = processCache<RememberedResult>(
  "list-pages",
  (result, key) => key.length * 2 + result.ids.byteLength + ENTRY_OVERHEAD,
);

/** The result remembered for a query if valid `at` (ms); the caller checks its version. */
export function recallResult(queryKey: string, at: number): RememberedResult | undefined {
  const hit = results.peek(queryKey);
  return hit && validAt(hit, at) ? hit : undefined;
}

/** Counts a list read that a remembered result served (hit) or not. */
export const countListLookup = (hit: boolean) => results.counted(hit);

export function rememberResult(queryKey: string, result: RememberedResult): void {
  results.set(queryKey, result);
}
