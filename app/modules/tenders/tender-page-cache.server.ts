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
  /** The page's tender ids, in display order. */
  ids: number[];
  total: number;
}

const totals = new LRUCache<string, { version: number; total: number }>({ max: 2_000 });
const pages = new LRUCache<string, RememberedPage>({ max: 5_000 });

export function recallTotal(queryKey: string, version: number): number | undefined {
  const hit = totals.get(queryKey);
  return hit?.version === version ? hit.total : undefined;
}

export function recallPage(pageKey: string): RememberedPage | undefined {
  return pages.get(pageKey);
}

export function rememberPage(queryKey: string, pageKey: string, page: RememberedPage): void {
  totals.set(queryKey, { version: page.version, total: page.total });
  pages.set(pageKey, page);
}
