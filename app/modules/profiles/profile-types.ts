// Shared with the views: no server code here.

/** The statistics of a profile read at most this many of its newest tenders or awards. */
export const PROFILE_WINDOW = 1000;
/** Tenders are counted exactly up to here; beyond, "10,000+". */
export const PUBLISHED_COUNT_CAP = 10_000;
/** Open tenders are counted exactly up to here; beyond, "1,000+". */
export const OPEN_COUNT_CAP = 1000;

export interface Named {
  name: string;
  slug: string;
}

/** A count read up to a cap: `capped` says there are more than `count`. */
export interface CappedCount {
  count: number;
  capped: boolean;
}

export interface MoneyTotal {
  currency: string;
  /** Decimal text, as PostgreSQL sums numeric(16,2). */
  total: string;
  awards: number;
}

export interface BuyerAward {
  id: number;
  tenderId: number;
  tenderTitle: string;
  lot: number;
  supplier: Named;
  amount: string;
  currency: string;
  /** YYYY-MM-DD. */
  awardedOn: string;
}

export interface BuyerOpenTender {
  id: number;
  title: string;
  snippet: string;
  /** Absent for visitors, as on tender cards. */
  closingDate?: string | null;
}

export interface OrganisationProfile extends Named {
  published: CappedCount;
  open: CappedCount;
  /** How many of its newest tenders the categories and days open read (PROFILE_WINDOW at most). */
  window: number;
  /** How many of its latest closed tenders the awards and their totals read. */
  closedWindow: number;
  /** Publication to closing, in days, over the window's tenders that have both. */
  averageDaysOpen: number | null;
  topCategories: { id: number; name: string; nameAm: string | null; tenders: number }[];
  openTenders: BuyerOpenTender[];
  recentAwards: BuyerAward[];
  /** Awards of the closed window's tenders, per currency. */
  awardTotals: MoneyTotal[];
}

export interface OrganisationListItem extends Named {
  open: CappedCount;
}

export interface SupplierAward {
  id: number;
  tenderId: number;
  tenderTitle: string;
  buyer: Named | null;
  lot: number;
  amount: string;
  currency: string;
  awardedOn: string;
}

export interface YearTotal extends MoneyTotal {
  /** Gregorian year, or the Ethiopian year (E.C.) on an Amharic page. */
  year: number;
}

export interface SupplierRecord extends Named {
  /** Every award it won, per year and currency. */
  years: YearTotal[];
  awardCount: number;
  /** How many of its newest awards the buyer and category tables read. */
  window: number;
  byBuyer: (Named & { totals: MoneyTotal[]; awards: number })[];
  byCategory: {
    id: number;
    name: string;
    nameAm: string | null;
    totals: MoneyTotal[];
    awards: number;
  }[];
  awards: SupplierAward[];
  page: number;
  pageCount: number;
}

export interface SupplierListItem extends Named {
  awards: CappedCount;
}

export type YearCalendar = "gregorian" | "ethiopian";
