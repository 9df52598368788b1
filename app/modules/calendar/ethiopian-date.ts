/**
 * Dates in the Ethiopian calendar and times on the Ethiopian day clock, in Addis Ababa time.
 * Pure, so the server render and the hydrated page give the same text.
 *
 * The day itself comes from the platform (`Intl`, calendar "ethiopic"): Node and Chromium both
 * ship full ICU, and its year, month and day are right (Amete Mihret years, Pagume 6 in the year
 * before a Gregorian leap year); tests/unit/ethiopian-date.test.ts checks every day of 2000–2040
 * against an arithmetic (Julian Day Number) conversion. The words are our own, in the message
 * catalogues, not ICU's: ICU names the era "AM" in every language (read as "ante meridiem" next
 * to a time, and not Amharic), puts the Amharic day first ("2 ታኅሣሥ 2019"), and spells English
 * months its own way ("Tekemt", "Hedar", "Ter", "Miazia", "Pagumen"); CLDR also changes between
 * ICU versions, and Node's and the browser's need not be the same one, which would break
 * hydration.
 */
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

/**
 * The spellings in common use in Ethiopian English (and the Ethiopian press), not CLDR's. The
 * Amharic catalogue has ICU's names, except ጳጉሜ for its ጳጉሜን: the shorter form is the usual
 * one, and matches "Pagume".
 */
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

/** The Ethiopian date (month 13 is Pagume) of the day `instant` falls on in Addis Ababa. */
export function ethiopianDateParts(instant: Date): { year: number; month: number; day: number } {
  const { year, month, day } = addisAbabaParts(instant);
  return { year, month, day };
}

/** "Tahsas 2, 2019 E.C." / "ታኅሣሥ 2, 2019 ዓ.ም." */
export function formatEthiopianDate(instant: Date, locale: Locale): string {
  const { year, month, day } = addisAbabaParts(instant);
  const i18n = i18nFor(locale);
  const monthName = i18n._(MONTHS[month - 1]!);
  // E.C.: Ethiopian Calendar; in Amharic ዓ.ም., ዓመተ ምሕረት ("year of mercy") abbreviated.
  return i18n._(msg`${monthName} ${day}, ${year} E.C.`);
}

/**
 * The parts of the day as people say them, each until the hour it ends. Noon to one o'clock is
 * ከቀኑ ("of the day": ከቀኑ 6 ሰዓት is the set phrase for noon, and "after noon" would be wrong
 * there); the rest of the afternoon is ከሰዓት በኋላ ("after noon"), the common way to say it.
 */
const DAY_PARTS: readonly [until: number, words: MessageDescriptor][] = [
  [6, msg({ message: "at night", context: "part of the day" })],
  [12, msg({ message: "in the morning", context: "part of the day" })],
  [13, msg({ message: "at midday", context: "part of the day" })],
  [18, msg({ message: "in the afternoon", context: "part of the day" })],
  [24, msg({ message: "in the evening", context: "part of the day" })],
];

/**
 * The hour on the day clock. English keeps the "4:00" shape, with "(local time)" so it is not
 * read as the international hour; Amharic leaves out ":00" as speech does ("ከጠዋቱ 4 ሰዓት"),
 * which its translation chooses with `onTheHour`.
 */
const LOCAL_CLOCK = msg({
  message: "{onTheHour, select, other {{time} {dayPart} (local time)}}",
  comment:
    "time: 4:30 or 4:00; hour: 4; onTheHour: yes when the minutes are 0, else no (a translation may say the hour alone then); dayPart: in the morning",
});

/**
 * The Ethiopian day clock in Addis Ababa: hours count from 6:00, when the day starts, so 06:00 is
 * 12 o'clock and 10:00 is 4 o'clock.
 */
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
