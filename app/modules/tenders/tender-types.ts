import type { PublicationState } from "./publication-state";
import type { TotalPrecision } from "./list-bounds";
import type { TenderStatus } from "./tender-status";
import type { TextStatus } from "./tender-document.entity";
import type { CatalogName } from "~/modules/catalog/local-name";
import type { OutcomeStatus } from "~/modules/awards/outcome-types";

// Shared with the components: no server code here.

/** Visitors get titles and snippets only (docs/security.md). */
export type Viewer = "visitor" | "user";

interface TenderCardDetails {
  closingDate: string | null;
  openingDate: string | null;
  status: TenderStatus;
  /** Addis Ababa calendar days, at the loader's clock. */
  closesInDays: number | null;
  organisation: string | null;
  /** Its buyer profile's slug (/organisations/{slug}). */
  organisationSlug: string | null;
  source: CatalogName | null;
  region: CatalogName | null;
  categories: CatalogName[];
  /** Set when a search matched only one of its documents. */
  documentMatch: DocumentMatch | null;
  /** How it ended: awarded, cancelled, failed; pending without an outcome. */
  outcome: OutcomeStatus;
}

export interface DocumentMatch {
  fileName: string;
  /** Matched words between MATCH_START and MATCH_END. */
  excerpt: string;
}

/** `details` is absent for visitors, so nothing leaks into the HTML. */
export interface TenderCard {
  id: number;
  title: string;
  snippet: string;
  details?: TenderCardDetails;
}

export interface TenderPage {
  items: TenderCard[];
  total: number;
  totalPrecision: TotalPrecision;
  /** The requested page clamped to 1..pageCount. */
  page: number;
  pageCount: number;
}

interface TenderDocumentItem {
  id: number;
  fileName: string;
  size: number;
  opensInline: boolean;
  /** A PDF's pages, once its text has been read. */
  pageCount: number | null;
  textStatus: TextStatus;
}

export interface TenderDetailData {
  id: number;
  title: string;
  snippet: string;
  organisation: string | null;
  organisationSlug: string | null;
  /** Sanitized again on the way out. */
  descriptionHtml: string;
  closingDate: string | null;
  openingDate: string | null;
  publishedAt: string | null;
  publication: PublicationState;
  createdAt: string;
  documentPrice: number | null;
  bidBond: number | null;
  source: CatalogName | null;
  region: CatalogName | null;
  language: CatalogName | null;
  status: TenderStatus;
  categories: Option[];
  subcategories: Option[];
  documents: TenderDocumentItem[];
}

export interface Option extends CatalogName {
  id: number;
}

export interface CategoryOption extends Option {
  subcategories: Option[];
}

export interface FilterOptions {
  organisations: string[];
  sources: Option[];
  regions: Option[];
  languages: Option[];
  categories: CategoryOption[];
}

/** The organisation is typed, so the names stay on the server. */
export type FilterPanelOptions = Omit<FilterOptions, "organisations">;

export interface UnknownOrganisation {
  typed: string;
  /** Known organisations it may mean (organisation-matches.server.ts). */
  suggestions: string[];
}

/** A typed organisation read as the one organisation it closely names, whose tenders are listed. */
export interface OrganisationReadAs {
  typed: string;
  organisation: string;
}
