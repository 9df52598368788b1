/** Bidding status is derived from the closing date, never stored by hand. */
export type TenderStatus = "open" | "closed";

export const TENDER_STATUSES = ["open", "closed"] as const satisfies readonly TenderStatus[];

/**
 * Open while the closing date is still in the future, or when there is none; closed from the
 * closing instant on. `now` is injected so the boundary can be tested exactly.
 */
export function tenderStatus(
  closingDate: Date | string | null | undefined,
  now: Date,
): TenderStatus {
  if (closingDate == null) return "open";
  return new Date(closingDate).getTime() > now.getTime() ? "open" : "closed";
}

/**
 * The same rule as SQL for the list filter, over the tenders table aliased `t`; bind `now`
 * to the single `?`. Keep it in step with tenderStatus() above.
 */
export const OPEN_TENDER_SQL = `(t.closing_date is null or t.closing_date > ?)`;
export const CLOSED_TENDER_SQL = `(t.closing_date is not null and t.closing_date <= ?)`;
