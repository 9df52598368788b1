/** Derived from the closing date, never stored. */
export type TenderStatus = "open" | "closed";

export const TENDER_STATUSES = ["open", "closed"] as const satisfies readonly TenderStatus[];

export function tenderStatus(
  closingDate: Date | string | null | undefined,
  now: Date,
): TenderStatus {
  if (closingDate == null) return "open";
  return new Date(closingDate).getTime() > now.getTime() ? "open" : "closed";
}

/** Keep in step with tenderStatus(). */
export const OPEN_TENDER_SQL = `(t.closing_date is null or t.closing_date > ?)`;
export const CLOSED_TENDER_SQL = `(t.closing_date is not null and t.closing_date <= ?)`;
