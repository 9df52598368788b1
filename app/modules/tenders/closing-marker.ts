import { eatDayNumber } from "./tender-dates";
import type { TenderStatus } from "./tender-status";

/**
 * Calendar days from `now` to the closing date, both as Addis Ababa days (0: it closes today),
 * or null without a closing date. `now` is the loader's, never the clock at render: the
 * document memo (docs/decisions/007) reuses HTML for equal loader data.
 */
export function closingDaysLeft(
  closingDate: Date | string | null,
  now: Date | string,
): number | null {
  if (closingDate === null) return null;
  return eatDayNumber(closingDate) - eatDayNumber(now);
}

/** "Closes in 3 days", "Closing today" or "Closed"; nothing for an open tender without a date. */
export function closingMarker(status: TenderStatus, daysLeft: number | null): string | null {
  if (status === "closed") return "Closed";
  if (daysLeft === null) return null;
  if (daysLeft <= 0) return "Closing today";
  return daysLeft === 1 ? "Closes in 1 day" : `Closes in ${daysLeft} days`;
}
