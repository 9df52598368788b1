// Shared with the components: no server code here.

export const OUTCOME_FILTERS = ["awarded", "cancelled", "failed", "pending"] as const;
/** How a tender ended; "pending" is a tender without an outcome row. */
export type OutcomeStatus = (typeof OUTCOME_FILTERS)[number];

export interface AwardView {
  id: number;
  lot: number;
  supplier: { id: number; name: string; slug: string };
  /** numeric(16,2) as text, exact: "125000.50". */
  amount: string;
  currency: string;
  /** A calendar day, "YYYY-MM-DD". */
  awardedOn: string;
  note: string | null;
  noticeDocument: { id: number; fileName: string } | null;
}

export interface TenderOutcomeView {
  status: OutcomeStatus;
  reason: string | null;
  /** The tender that advertised it again; `published` says whether readers may open it. */
  readvertisedAs: { id: number; title: string; published: boolean } | null;
  awards: AwardView[];
  updatedAt: string | null;
}

export const PENDING_OUTCOME: TenderOutcomeView = {
  status: "pending",
  reason: null,
  readvertisedAs: null,
  awards: [],
  updatedAt: null,
};
