import { z } from "zod";
import { TENDER_STATUSES } from "./tender-status";

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

export type TenderFilters = z.infer<typeof tenderFiltersSchema>;

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

/**
 * Whether the request uses the filter panel (which needs sign-in). Search alone does not count;
 * `apply` is the Apply Filters button, so an empty Apply also counts.
 */
export function usesFilterPanel(searchParams: URLSearchParams): boolean {
  return ["apply", "source", "region", "language", "status", "category", "subcategory"].some(
    (key) => searchParams.getAll(key).some((value) => value !== ""),
  );
}

/** The canonical query string for `filters` (empty values left out), e.g. for page links. */
export function tenderFiltersQuery(
  filters: TenderFilters,
  overrides: Partial<TenderFilters> = {},
): URLSearchParams {
  const merged = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  for (const key of ["source", "region", "language", "status"] as const) {
    const value = merged[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const id of merged.category) params.append("category", String(id));
  for (const id of merged.subcategory) params.append("subcategory", String(id));
  if (merged.page > 1) params.set("page", String(merged.page));
  return params;
}
