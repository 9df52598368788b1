// Display helpers of the profile pages, shared by server render and hydration.
import { msg } from "@lingui/core/macro";
import { i18nFor } from "~/i18n/i18n-instances";
import type { Locale } from "~/i18n/locales";
import { formatAmount } from "~/modules/tenders/format";
import type { CappedCount, MoneyTotal, YearCalendar } from "./profile-types";

const numbers = new Map<Locale, Intl.NumberFormat>();
function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numbers.get(locale);
  if (!format)
    numbers.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })));
  return format;
}

/** One line per currency, birr first. */
export function formatTotals(totals: MoneyTotal[], locale: Locale): string[] {
  return [...totals]
    .sort((a, b) =>
      a.currency === "ETB" ? -1 : b.currency === "ETB" ? 1 : a.currency.localeCompare(b.currency),
    )
    .map((total) => formatAmount(total.total, total.currency, locale));
}

/** "1,234", or "10,000+" when the count stopped at its cap. */
export function formatCount({ count, capped }: CappedCount, locale: Locale): string {
  const number = numberFormat(locale).format(count);
  return capped ? `${number}+` : number;
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

export function yearCalendar(locale: Locale): YearCalendar {
  return locale === "am" ? "ethiopian" : "gregorian";
}

export function formatYear(year: number, calendar: YearCalendar, locale: Locale): string {
  if (calendar === "gregorian") return String(year);
  return i18nFor(locale)._(msg`${year} E.C.`);
}
