// An instant's day comes from Intl's "ethiopic" calendar; the words are our own: ICU's differ
// between versions, which would break hydration. Typed days are converted by arithmetic (below).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18nFor } from "~/i18n/i18n-instances";
import type { Locale } from "~/i18n/locales";

// eslint-disable-next-line lingui/no-unlocalized-strings -- an IANA time zone name
const TIME_ZONE = "Africa/Addis_Ababa";

/** Numbers only, so the result does not depend on a locale's names or digits. */
const ethiopic = new Intl.DateTimeFormat("en-u-nu-latn", {
  calendar: "ethiopic",
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** The spellings in common use in Ethiopian English, not CLDR's. */
const MONTHS = [
  msg({ message: "Meskerem", context: "Ethiopian month" }),
  msg({ message: "Tikimt", context: "Ethiopian month" }),
  msg({ message: "Hidar", context: "Ethiopian month" }),
  msg({ message: "Tahsas", context: "Ethiopian month" }),
  msg({ message: "Tir", context: "Ethiopian month" }),
  msg({ message: "Yekatit", context: "Ethiopian month" }),
  msg({ message: "Megabit", context: "Ethiopian month" }),
  msg({ message: "Miyazya", context: "Ethiopian month" }),
  msg({ message: "Ginbot", context: "Ethiopian month" }),
  msg({ message: "Sene", context: "Ethiopian month" }),
  msg({ message: "Hamle", context: "Ethiopian month" }),
  msg({ message: "Nehase", context: "Ethiopian month" }),
  msg({ message: "Pagume", context: "Ethiopian month" }),
];

// An engine without the calendar silently formats Gregorian: fail rather than mislabel dates.
const hasEthiopicCalendar = ethiopic.resolvedOptions().calendar === "ethiopic";

function addisAbabaParts(instant: Date) {
  if (!hasEthiopicCalendar) {
    throw new Error("This JavaScript engine has no Ethiopian calendar (Intl, ICU)");
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of ethiopic.formatToParts(instant)) {
    if (type !== "literal" && type !== "era") parts[type] = Number(value);
  }
  const { year, month, day, hour, minute } = parts;
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined
  ) {
    throw new Error(`Unexpected Ethiopian date parts for ${instant.toISOString()}`);
  }
  return { year, month, day, hour, minute };
}

export function ethiopianDateParts(instant: Date): { year: number; month: number; day: number } {
  const { year, month, day } = addisAbabaParts(instant);
  return { year, month, day };
}

export function formatEthiopianDate(instant: Date, locale: Locale): string {
  const { year, month, day } = addisAbabaParts(instant);
  const i18n = i18nFor(locale);
  const monthName = i18n._(MONTHS[month - 1]!);
  // E.C.: Ethiopian Calendar; in Amharic ዓ.ም. (ዓመተ ምሕረት).
  return i18n._(msg`${monthName} ${day}, ${year} E.C.`);
}

// ከቀኑ 6 ሰዓት is the set phrase for noon; the rest of the afternoon is ከሰዓት በኋላ.
const DAY_PARTS: readonly [until: number, words: MessageDescriptor][] = [
  [6, msg({ message: "at night", context: "part of the day" })],
  [12, msg({ message: "in the morning", context: "part of the day" })],
  [13, msg({ message: "at midday", context: "part of the day" })],
  [18, msg({ message: "in the afternoon", context: "part of the day" })],
  [24, msg({ message: "in the evening", context: "part of the day" })],
];

// "(local time)" so it is not read as the international hour.
const LOCAL_CLOCK = msg({
  message: "{onTheHour, select, other {{time} {dayPart} (local time)}}",
  comment:
    "time: 4:30 or 4:00; hour: 4; onTheHour: yes when the minutes are 0, else no (a translation may say the hour alone then); dayPart: in the morning",
});

/** Hours count from 6:00, when the day starts: 06:00 is 12 o'clock, 10:00 is 4 o'clock. */
export function formatLocalClock(instant: Date, locale: Locale): string {
  const { hour, minute } = addisAbabaParts(instant);
  const localHour = (hour + 6) % 12 || 12;
  const i18n = i18nFor(locale);
  const values = {
    time: `${localHour}:${String(minute).padStart(2, "0")}`,
    hour: localHour,
    onTheHour: minute === 0 ? "yes" : "no",
    dayPart: i18n._(DAY_PARTS.find(([until]) => hour < until)![1]),
  };
  return i18n._({ ...LOCAL_CLOCK, values });
}

/** A day of a calendar by its numbers, months counted from 1. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Meskerem 1, 1 E.C., and 1 January 1970, as Julian Day Numbers. */
const ETHIOPIAN_EPOCH_JDN = 1724221;
const UNIX_EPOCH_JDN = 2440588;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The year before a Gregorian leap year: Pagume has a sixth day. */
export const isEthiopianLeapYear = (year: number): boolean => year % 4 === 3;

/** Twelve months of 30 days, then Pagume of 5, or 6 in a leap year. */
export function daysInEthiopianMonth(year: number, month: number): number {
  if (month < 13) return 30;
  return isEthiopianLeapYear(year) ? 6 : 5;
}

/**
 * The Gregorian day ("2026-12-31") of an Ethiopian date, or null when there is no such day
 * (Meskerem 31, Pagume 6 of a common year). Arithmetic: ICU formats into the Ethiopian
 * calendar (ethiopianDateParts, the other way) but does not read from it.
 */
export function ethiopianToGregorian({ year, month, day }: CalendarDay): string | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 1 || year > 9000 || month < 1 || month > 13) return null;
  if (day < 1 || day > daysInEthiopianMonth(year, month)) return null;
  const jdn =
    ETHIOPIAN_EPOCH_JDN + 365 * (year - 1) + Math.floor(year / 4) + 30 * (month - 1) + day - 1;
  return new Date((jdn - UNIX_EPOCH_JDN) * DAY_MS).toISOString().slice(0, 10);
}

/** Noon in Addis Ababa (09:00 UTC) on a Gregorian day written "2026-12-31". */
export function middayOf(gregorianDay: string): Date {
  const [year = 0, month = 1, day = 1] = gregorianDay.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day, 9));
}

const TYPED_DAY = /^(\d{1,2})\s*([/.-])\s*(\d{1,2})\s*\2\s*(\d{4})$/;

/**
 * An Ethiopian date typed as day/month/year ("22/04/2019", "22.4.2019") as its Gregorian day,
 * or null when it is not one.
 */
export function parseEthiopianDay(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [match[1], match[3], match[4]].map(Number) as [number, number, number];
  return ethiopianToGregorian({ year, month, day });
}

/** A Gregorian day ("2026-12-31") as it is typed in the Ethiopian calendar: "22/04/2019". */
export function ethiopianDayText(gregorianDay: string): string {
  const { year, month, day } = ethiopianDateParts(middayOf(gregorianDay));
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(day)}/${two(month)}/${year}`;
}
