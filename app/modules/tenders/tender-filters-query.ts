import type { TenderStatus } from "./tender-status";

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
