import { LRUCache } from "lru-cache";

/**
 * Results of list queries, each valid only at the tender list version (tender_list_version)
 * it was read at: PostgreSQL triggers raise the version on every write to tenders and their
 * category links, so a remembered result is either exact or not used, in any process.
 *
 * Counting every match is the most expensive part of a list page (all 100,000 tenders for the
 * unfiltered list), and ranking every match the most expensive part of a broad search; the
 * page's own rows are cheap to read by id.
 */
export interface RememberedPage {
  version: number;
  /**
   * For status filters, the closing instants (ms) around the moment the page was read: the
   * answer holds from the last one up to (not including) the next, when a tender closes.
   * Otherwise -Infinity and Infinity.
   */
  validFrom: number;
  validUntil: number;
  /** The page's tender ids, in display order. */
  ids: number[];
  total: number;
}

type RememberedTotal = Pick<RememberedPage, "version" | "validFrom" | "validUntil" | "total">;

const validAt = (hit: { validFrom: number; validUntil: number }, at: number) =>
  hit.validFrom <= at && at < hit.validUntil;

const totals = new LRUCache<string, RememberedTotal>({ max: 2_000 });
const pages = new LRUCache<string, RememberedPage>({ max: 5_000 });

/** The total remembered for a query, if it was counted at `version` and is valid `at` (ms). */
export function recallTotal(queryKey: string, version: number, at: number): number | undefined {
  const hit = totals.get(queryKey);
  return hit?.version === version && validAt(hit, at) ? hit.total : undefined;
}

/** A remembered page still valid `at` (ms); the caller checks its version when reading it. */
export function recallPage(pageKey: string, at: number): RememberedPage | undefined {
  const hit = pages.get(pageKey);
  return hit && validAt(hit, at) ? hit : undefined;
}

export function rememberPage(queryKey: string, pageKey: string, page: RememberedPage): void {
  const { version, validFrom, validUntil, total } = page;
  totals.set(queryKey, { version, validFrom, validUntil, total });
  pages.set(pageKey, page);
}
