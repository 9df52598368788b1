import { LRUCache } from "lru-cache";
import type { TotalPrecision } from "./list-bounds";

/**
 * Results of list queries, each valid only at the tender list version (tender_list_version)
 * it was read at: PostgreSQL triggers raise the version on every write to tenders and their
 * category links, so a remembered result is either exact or not used, in any process.
 * Empty results are remembered too: a combination that matches nothing is asked again.
 */
export interface RememberedTotal {
  version: number;
  /**
   * For status filters, the closing instants (ms) around the moment the page was read: the
   * answer holds from the last one up to (not including) the next, when a tender closes.
   * Every answer ends at the next scheduled publication, when a tender becomes public.
   * Otherwise -Infinity and Infinity.
   */
  validFrom: number;
  validUntil: number;
  /** What the list shows: the exact count, or an estimate beyond the counting cap. */
  total: number;
  precision: TotalPrecision;
}

export interface RememberedPage extends RememberedTotal {
  /** The page's tender ids, in display order. */
  ids: number[];
}

const validAt = (hit: { validFrom: number; validUntil: number }, at: number) =>
  hit.validFrom <= at && at < hit.validUntil;

// Bounded by bytes, not entries: keys carry the search words (UTF-16, up to ~1 KB each).
const ENTRY_OVERHEAD = 200;
const totals = new LRUCache<string, RememberedTotal>({
  maxSize: 2 * 1024 * 1024,
  sizeCalculation: (_total, key) => key.length * 2 + ENTRY_OVERHEAD,
});
const pages = new LRUCache<string, RememberedPage>({
  maxSize: 6 * 1024 * 1024,
  sizeCalculation: (page, key) => key.length * 2 + page.ids.length * 8 + ENTRY_OVERHEAD,
});

/** The total remembered for a query if valid `at` (ms); the caller checks its version. */
export function recallTotal(queryKey: string, at: number): RememberedTotal | undefined {
  const hit = totals.get(queryKey);
  return hit && validAt(hit, at) ? hit : undefined;
}

/** A remembered page still valid `at` (ms); the caller checks its version when reading it. */
export function recallPage(pageKey: string, at: number): RememberedPage | undefined {
  const hit = pages.get(pageKey);
  return hit && validAt(hit, at) ? hit : undefined;
}

export function rememberPage(queryKey: string, pageKey: string, page: RememberedPage): void {
  const { ids: _ids, ...total } = page;
  totals.set(queryKey, total);
  pages.set(pageKey, page);
}
