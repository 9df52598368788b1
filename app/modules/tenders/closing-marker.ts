import { msg, plural, t } from "@lingui/core/macro";
import { i18nFor } from "~/i18n/i18n-instances";
import type { Locale } from "~/i18n/locales";
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
export function closingMarker(
  status: TenderStatus,
  daysLeft: number | null,
  locale: Locale = "en",
): string | null {
  const i18n = i18nFor(locale);
  if (status === "closed") return i18n._(msg`Closed`);
  if (daysLeft === null) return null;
  if (daysLeft <= 0) return i18n._(msg`Closing today`);
  return t(i18n)`${plural(daysLeft, { one: "Closes in # day", other: "Closes in # days" })}`;
}
