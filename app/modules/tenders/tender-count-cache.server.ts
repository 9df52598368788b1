import { LRUCache } from "lru-cache";

interface CountedTotal {
  /** The tender list version (tender_list_version) the total was counted at. */
  version: number;
  total: number;
}

// Counting every matching tender is the most expensive part of a list page (all 100,000 rows
// for the unfiltered list); the page itself reads only its few rows. A total is reused only
// while the list version it was counted at is still current, so it is never stale.
const totals = new LRUCache<string, CountedTotal>({ max: 2_000 });

export function cachedTotal(key: string, version: number): number | undefined {
  const hit = totals.get(key);
  return hit?.version === version ? hit.total : undefined;
}

export function rememberTotal(key: string, version: number, total: number): void {
  totals.set(key, { version, total });
}
