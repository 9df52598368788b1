import { processCache } from "~/server/process-cache.server";
import type { TotalPrecision } from "./list-bounds";

/**
 * Valid only at the tender list version it was read at (raised by triggers on every write), so
 * it is exact or unused in any process: docs/decisions/005-list-result-cache.md.
 */
export interface RememberedResult {
  version: number;
  /** Between closing instants (ms) for status filters, and until the next scheduled publication. */
  validFrom: number;
  validUntil: number;
  total: number;
  precision: TotalPrecision;
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

/** The caller checks its version. */
export function recallResult(queryKey: string, at: number): RememberedResult | undefined {
  const hit = results.peek(queryKey);
  return hit && validAt(hit, at) ? hit : undefined;
}

export const countListLookup = (hit: boolean) => results.counted(hit);

export function rememberResult(queryKey: string, result: RememberedResult): void {
  results.set(queryKey, result);
}
