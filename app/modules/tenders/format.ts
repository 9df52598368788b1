// Display helpers shared by server render and hydration: same inputs, same text on both sides.
import { msg, t } from "@lingui/core/macro";
import { i18nFor } from "~/i18n/i18n-instances";
import type { Locale } from "~/i18n/locales";
import { formatEthiopianDate, formatLocalClock } from "~/modules/calendar/ethiopian-date";

// eslint-disable-next-line lingui/no-unlocalized-strings -- an IANA time zone name
const TIME_ZONE = "Africa/Addis_Ababa";

// Gregorian dates keep the English month abbreviations in Amharic too: "11 Dec 2026" is how
// dates are printed in Ethiopian tender notices, and ICU's Amharic month names differ between
// ICU versions (Node's and the browser's), which would break hydration.
const gregorianDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});
const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/**
 * "21 Dec 2026, 10:00 EAT" in East Africa Time, or "Not set": the one way the app shows an
 * instant, in pages, messages and the admin history alike. In Amharic the Ethiopian date comes
 * first, as formatTenderDateTime writes it.
 */
export function formatDateTime(iso: string | null, locale: Locale = "en"): string {
  if (locale !== "en") return formatTenderDateTime(iso, locale);
  if (!iso) return i18nFor(locale)._(msg`Not set`);
  const instant = new Date(iso);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a date pattern; EAT is the zone's name
  return `${gregorianDate.format(instant)}, ${clock.format(instant)} EAT`;
}

/**
 * The day of an instant, in East Africa Time: "21 Dec 2026"; in Amharic the Ethiopian date
 * first, "ታኅሣሥ 12, 2019 ዓ.ም. (21 Dec 2026)". For lists where the time adds nothing.
 */
export function formatDate(iso: string, locale: Locale = "en"): string {
  const instant = new Date(iso);
  const gregorian = gregorianDate.format(instant);
  if (locale === "en") return gregorian;
  return `${formatEthiopianDate(instant, locale)} (${gregorian})`;
}

/**
 * A tender's date in both calendars, the reader's first: "11 Dec 2026 (Tahsas 2, 2019 E.C.),
 * 10:00 EAT" / "ታኅሣሥ 2, 2019 ዓ.ም. (11 Dec 2026), 10:00 EAT". With `localClock`, Amharic adds
 * the hour on the Ethiopian day clock ("ከጠዋቱ 4 ሰዓት"), the way a reader says it.
 */
export function formatTenderDateTime(
  iso: string | null,
  locale: Locale = "en",
  { localClock = false }: { localClock?: boolean } = {},
): string {
  const i18n = i18nFor(locale);
  if (!iso) return i18n._(msg`Not set`);
  const instant = new Date(iso);
  const gregorian = gregorianDate.format(instant);
  const ethiopian = formatEthiopianDate(instant, locale);
  const time = clock.format(instant);
  if (locale === "en") {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a date pattern; EAT is the zone's name
    return `${gregorian} (${ethiopian}), ${time} EAT`;
  }
  const local = localClock ? ` (${formatLocalClock(instant, locale)})` : "";
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a date pattern; EAT is the zone's name
  return `${ethiopian} (${gregorian}), ${time} EAT${local}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * The clock a page counts "x ago" from, to the minute like the words themselves, so a page
 * read twice within a minute is the same HTML (docs/decisions/007-document-render-memo.md).
 */
export function minuteClock(now: Date): string {
  return new Date(now.getTime() - (now.getTime() % 60_000)).toISOString();
}

/**
 * A language's format, made the first time it is asked for: the browser only ever asks for its
 * page's language, and a new language needs no code here.
 */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let format = made.get(locale);
    if (!format) made.set(locale, (format = make(locale)));
    return format;
  };
}

const relativeTime = perLocale(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: "always" }),
);

/**
 * "3 days ago" / "ከ3 ቀናት በፊት" from `iso` to `nowIso`. The loader passes its own "now" so the
 * server render and the hydrated client produce the same words.
 */
export function timeAgo(iso: string, nowIso: string, locale: Locale = "en"): string {
  const seconds = Math.max(0, (Date.parse(nowIso) - Date.parse(iso)) / 1000);
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return relativeTime(locale).format(-count, unit);
  }
  return i18nFor(locale)._(msg`just now`);
}

const numbers = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

export function formatBirr(amount: number | null, locale: Locale = "en"): string {
  const i18n = i18nFor(locale);
  if (amount == null) return i18n._(msg`Free`);
  const price = numbers(locale).format(amount);
  return t(i18n)`${price} birr`;
}

export function formatPercent(value: number | null, locale: Locale = "en"): string {
  const i18n = i18nFor(locale);
  if (value == null) return i18n._(msg`Not required`);
  return `${numbers(locale).format(value)}%`;
}

/* eslint-disable lingui/no-unlocalized-strings -- unit symbols, written the same in every language */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * An award's amount, exact (numeric text, never a float): "1,250,000.00 birr" for ETB, else the
 * currency's code first, "USD 1,250.00".
 */
export function formatAmount(amount: string, currency: string, locale: Locale = "en"): string {
  const [whole = "0", fraction = "00"] = amount.split(".");
  const grouped = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
  if (currency !== "ETB") return `${currency} ${grouped}`;
  const price = grouped;
  return t(i18nFor(locale))`${price} birr`;
}

/** A calendar day ("2026-11-20") as formatDate shows it, the Ethiopian date first in Amharic. */
export function formatDay(day: string, locale: Locale = "en"): string {
  // Noon in Addis Ababa: the same day in both calendars' reckoning of it.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO 8601 instant
  return formatDate(`${day}T12:00:00+03:00`, locale);
}
