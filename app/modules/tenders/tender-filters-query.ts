import type { OutcomeStatus } from "~/modules/awards/outcome-types";
import type { TenderStatus } from "./tender-status";
import type { Viewer } from "./tender-types";

/**
 * The list's orders: newest published first; closing soonest (open tenders first, then those
 * without a closing date, then the most recently closed); relevance, which needs a search.
 */
export const TENDER_SORTS = ["relevance", "newest", "closing"] as const;
export type TenderSort = (typeof TENDER_SORTS)[number];

/**
 * Which tenders a list holds: the open ones (the badge's rule), or all of them, closed included
 * (the archive). The list pages show open tenders unless the reader asks for the archive; the
 * API, feeds and alerts keep meaning every tender when no scope is given.
 */
export const TENDER_SCOPES = ["open", "all"] as const;
type TenderScope = (typeof TENDER_SCOPES)[number];

/** The date range filters: URL parameter and TenderFilters field, each an Addis Ababa day. */
export const DATE_FILTERS = [
  ["published_from", "publishedFrom"],
  ["published_to", "publishedTo"],
  ["closes_from", "closesFrom"],
  ["closes_to", "closesTo"],
] as const;
export type DateFilterParam = (typeof DATE_FILTERS)[number][0];

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
  /** How tenders ended (awarded, cancelled, failed), or pending: no outcome yet. */
  outcome?: OutcomeStatus | undefined;
  /** The issuing organisation, matched exactly (chosen from the organisations present). */
  organisation?: string | undefined;
  /** Absent: relevance when searching, otherwise the list's own order (newest). */
  sort?: TenderSort | undefined;
  /** Absent: every tender (the API and feeds); the list pages always set it (pageFilters). */
  scope?: TenderScope | undefined;
  /** Inclusive ranges of Addis Ababa days, "YYYY-MM-DD". */
  publishedFrom?: string | undefined;
  publishedTo?: string | undefined;
  closesFrom?: string | undefined;
  closesTo?: string | undefined;
  category: number[];
  subcategory: number[];
  page: number;
}

/**
 * The filter panel's fields: reserved for signed-in users (docs/security.md, decision 004). A visitor has the
 * search box and paging only, on the pages, the API and the feeds alike.
 */
export const SIGNED_IN_FILTERS = [
  "source",
  "region",
  "language",
  "status",
  "outcome",
  "organisation",
  // Visitors never see closing dates, so they cannot order by them either.
  "sort",
  ...DATE_FILTERS.map(([param]) => param),
  "category",
  "subcategory",
] as const;

/**
 * The order a list is shown in: relevance only with a search, and by default then. The archive
 * is newest first: its matches are too many to rank them all.
 */
export function effectiveSort(filters: Pick<TenderFilters, "q" | "sort" | "scope">): TenderSort {
  if (filters.sort === "relevance" || !filters.sort) {
    return filters.q && filters.scope !== "all" ? "relevance" : "newest";
  }
  return filters.sort;
}

/**
 * The filters of a list page: open tenders unless the archive is asked for; asking for closed
 * tenders (the Bidding filter) or for an outcome asks for the archive.
 */
export function pageFilters(filters: TenderFilters): TenderFilters {
  const archive = filters.status === "closed" || filters.outcome !== undefined;
  return { ...filters, scope: archive ? "all" : (filters.scope ?? "open") };
}

/** Whether a list holds open tenders only. */
export const openOnly = (filters: Pick<TenderFilters, "scope" | "status">): boolean =>
  filters.scope === "open" && filters.status !== "closed";

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
  return { q: filters.q, scope: filters.scope, category: [], subcategory: [], page: filters.page };
}

/** The canonical query string for `filters` (empty values left out), e.g. for page links. */
export function tenderFiltersQuery(
  filters: TenderFilters,
  overrides: Partial<TenderFilters> = {},
): URLSearchParams {
  const merged = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  for (const key of [
    "source",
    "region",
    "language",
    "status",
    "outcome",
    "organisation",
    "sort",
  ] as const) {
    const value = merged[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const [param, field] of DATE_FILTERS) {
    const value = merged[field];
    if (value !== undefined) params.set(param, value);
  }
  for (const id of merged.category) params.append("category", String(id));
  for (const id of merged.subcategory) params.append("subcategory", String(id));
  // Open tenders are the list pages' default: only the archive is written.
  if (merged.scope === "all") params.set("scope", "all");
  if (merged.page > 1) params.set("page", String(merged.page));
  return params;
}

/** How many filter panel values `filters` applies (each ticked category counts), for 'Filters (n)'. */
export function activeFilterCount(filters: TenderFilters): number {
  // An order is not a filter: "Filters (1)" after choosing "Newest" would promise fewer results.
  const panelFields: readonly string[] = SIGNED_IN_FILTERS.filter((key) => key !== "sort");
  return [...tenderFiltersQuery(filters).keys()].filter((key) => panelFields.includes(key)).length;
}

/**
 * The query "Create alert from this search" carries to /alerts/new: what the search matches. An
 * alert sends tenders as they are published, so status, order, date ranges and page are left
 * out rather than silently ignored by the profile. The scope stays with the search it names: a
 * tender being published is open, so either scope alerts the same tenders.
 */
export function alertSearchQuery(filters: TenderFilters): URLSearchParams {
  return tenderFiltersQuery({
    q: filters.q,
    source: filters.source,
    region: filters.region,
    language: filters.language,
    organisation: filters.organisation,
    category: filters.category,
    subcategory: filters.subcategory,
    scope: filters.scope,
    page: 1,
  });
}
