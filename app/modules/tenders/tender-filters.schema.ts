import { z } from "~/modules/zod";
import type { TenderFilters } from "./tender-filters-query";
import { TENDER_STATUSES } from "./tender-status";

// Server code imports the type from here; browser code from the zod-free tender-filters-query.ts.
export type { TenderFilters };

export const TENDER_PAGE_SIZE = 5;
const MAX_ID = 2_147_483_647;
const MAX_TREE_IDS = 200;

/** A database id, or nothing: junk such as "xyz", "-1" or "1e99" is ignored, never an error. */
const optionalId = z.coerce.number().int().min(1).max(MAX_ID).optional().catch(undefined);

const idList = z
  .array(z.unknown())
  .catch([])
  .transform((values) => {
    const ids = new Set<number>();
    for (const value of values) {
      const parsed = optionalId.parse(value);
      if (parsed !== undefined) ids.add(parsed);
    }
    return [...ids].slice(0, MAX_TREE_IDS);
  });

/**
 * The tender list's URL query (search, filter panel, page) parsed tolerantly: a shared link with
 * stale or hand-edited parameters still shows a list instead of an error.
 */
export const tenderFiltersSchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((value) => value.trim().slice(0, 200)),
  source: optionalId,
  region: optionalId,
  language: optionalId,
  status: z.enum(TENDER_STATUSES).optional().catch(undefined),
  category: idList,
  subcategory: idList,
  // Clamped to the last page by the query once the total is known.
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

// The plain TenderFilters type and this schema's output must stay the same.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameAsSchema: Same<z.output<typeof tenderFiltersSchema>, TenderFilters> = true;

export function parseTenderFilters(searchParams: URLSearchParams): TenderFilters {
  return tenderFiltersSchema.parse({
    q: searchParams.get("q") ?? "",
    source: searchParams.get("source") || undefined,
    region: searchParams.get("region") || undefined,
    language: searchParams.get("language") || undefined,
    status: searchParams.get("status") || undefined,
    category: searchParams.getAll("category"),
    subcategory: searchParams.getAll("subcategory"),
    page: searchParams.get("page") ?? 1,
  });
}
