import type { PublicationState } from "./publication-state";
import type { TotalPrecision } from "./list-bounds";
import type { TenderStatus } from "./tender-status";
import type { TextStatus } from "./tender-document.entity";

// Plain data the tender loaders return; shared with the components, so no server code here.

/** Who is looking: visitors get titles and snippets only (docs/security.md), never dates or details. */
export type Viewer = "visitor" | "user";

interface TenderCardDetails {
  closingDate: string | null;
  openingDate: string | null;
  status: TenderStatus;
  /** Addis Ababa calendar days until the closing day at the loader's clock (closing-marker.ts). */
  closesInDays: number | null;
  organisation: string | null;
  source: string | null;
  region: string | null;
  categories: string[];
  /** A search matched this tender in one of its documents only: which, and the words around. */
  documentMatch: DocumentMatch | null;
}

export interface DocumentMatch {
  fileName: string;
  /** Plain text; matched words between MATCH_START and MATCH_END (tender-cards.server.ts). */
  excerpt: string;
}

/** One card of the list. `details` is absent for visitors, so nothing leaks into the HTML. */
export interface TenderCard {
  id: number;
  title: string;
  snippet: string;
  details?: TenderCardDetails;
}

export interface TenderPage {
  items: TenderCard[];
  /** Exact up to MAX_LISTED_RESULTS; beyond it an estimate (see `totalPrecision`). */
  total: number;
  totalPrecision: TotalPrecision;
  /** The page actually shown: the requested one clamped to 1..pageCount. */
  page: number;
  pageCount: number;
}

interface TenderDocumentItem {
  id: number;
  fileName: string;
  size: number;
  /** Whether the browser can show it itself (a PDF): the detail offers "Open" beside Download. */
  opensInline: boolean;
  /** A PDF's pages, once its text has been read. */
  pageCount: number | null;
  /** Whether its text could be read (and so searched): see document-text. */
  textStatus: TextStatus;
}

export interface TenderDetailData {
  id: number;
  title: string;
  snippet: string;
  organisation: string | null;
  /** Sanitized again on the way out: stored HTML is never trusted blindly. */
  descriptionHtml: string;
  closingDate: string | null;
  openingDate: string | null;
  publishedAt: string | null;
  /** Anything but "published" is a preview for its publisher or a superadmin. */
  publication: PublicationState;
  createdAt: string;
  documentPrice: number | null;
  bidBond: number | null;
  source: string | null;
  region: string | null;
  language: string | null;
  status: TenderStatus;
  categories: { id: number; name: string }[];
  subcategories: { id: number; name: string }[];
  documents: TenderDocumentItem[];
}

/** Choices of the filter panel. */
export interface Option {
  id: number;
  name: string;
}

export interface CategoryOption extends Option {
  subcategories: Option[];
}

export interface FilterOptions {
  /** The issuing organisations tenders name, alphabetically. */
  organisations: string[];
  sources: Option[];
  regions: Option[];
  languages: Option[];
  categories: CategoryOption[];
}

/** The filter panel's choices: its organisation is typed, so the names stay on the server. */
export type FilterPanelOptions = Omit<FilterOptions, "organisations">;

/** An organisation typed in the filter panel that no tender of the list names. */
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
