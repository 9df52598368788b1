import type { TenderStatus } from "./tender-status";
import type { Viewer } from "./tender-types";

/**
 * The tender list's filters once parsed (`parseTenderFilters` in tender-filters.schema.ts, on
 * the server). A plain type and zod-free helpers, so the list's browser code never loads zod;
 * the schema file checks that its output stays this type.
 */
export interface TenderFilters {
  q: string;
  source?: number | undefined;
  region?: number | undefined;
  language?: number | undefined;
  status?: TenderStatus | undefined;
  category: number[];
  subcategory: number[];
  page: number;
}

/**
 * The filter panel's fields: reserved for signed-in users (DESIGN §4). A visitor has the
 * search box and paging only, on the pages, the API and the feeds alike.
 */
export const SIGNED_IN_FILTERS = [
  "source",
  "region",
  "language",
  "status",
  "category",
  "subcategory",
] as const;

/**
 * Whether the request uses the filter panel (which needs sign-in). Search alone does not count;
 * `apply` is the Apply Filters button, so an empty Apply also counts.
 */
export function usesFilterPanel(searchParams: URLSearchParams): boolean {
  return ["apply", ...SIGNED_IN_FILTERS].some((key) =>
    searchParams.getAll(key).some((value) => value !== ""),
  );
}

/**
 * The filters `viewer` may use: a visitor's filter panel fields are dropped, whoever sent
 * them (a hand-made URL, the API, a feed reader), so a visitor can never learn a tender's
 * status, category, region, source or language by filtering on it. The list applies this
 * itself; callers use it to show or link what was actually applied.
 */
export function filtersFor(viewer: Viewer, filters: TenderFilters): TenderFilters {
  if (viewer !== "visitor") return filters;
  return { q: filters.q, category: [], subcategory: [], page: filters.page };
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

/** How many filter panel values `filters` applies (each ticked category counts), for 'Filters (n)'. */
export function activeFilterCount(filters: TenderFilters): number {
  const panelFields: readonly string[] = SIGNED_IN_FILTERS;
  return [...tenderFiltersQuery(filters).keys()].filter((key) => panelFields.includes(key)).length;
}
