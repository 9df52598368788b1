/**
 * Dates in the Ethiopian calendar and times on the Ethiopian day clock, in Addis Ababa time.
 * Pure, so the server render and the hydrated page give the same text.
 *
 * The day itself comes from the platform (`Intl`, calendar "ethiopic"): Node and Chromium both
 * ship full ICU, and its year, month and day are right (Amete Mihret years, Pagume 6 in the year
 * before a Gregorian leap year); tests/unit/ethiopian-date.test.ts checks every day of 2000–2040
 * against an arithmetic (Julian Day Number) conversion. The words are our own tables, not ICU's:
 * ICU names the era "AM" in every language (read as "ante meridiem" next to a time, and not
 * Amharic), puts the Amharic day first ("2 ታኅሣሥ 2019"), and spells English months its own way
 * ("Tekemt", "Hedar", "Ter", "Miazia", "Pagumen"); CLDR also changes between ICU versions, and
 * Node's and the browser's need not be the same one, which would break hydration.
 */

type Locale = "en" | "am";

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

const MONTHS: Record<Locale, readonly string[]> = {
  // The spellings in common use in Ethiopian English (and the Ethiopian press), not CLDR's.
  en: [
    "Meskerem",
    "Tikimt",
    "Hidar",
    "Tahsas",
    "Tir",
    "Yekatit",
    "Megabit",
    "Miyazya",
    "Ginbot",
    "Sene",
    "Hamle",
    "Nehase",
    "Pagume",
  ],
  // ICU's names, except ጳጉሜ for its ጳጉሜን: the shorter form is the usual one, and matches "Pagume".
  am: [
    "መስከረም",
    "ጥቅምት",
    "ኅዳር",
    "ታኅሣሥ",
    "ጥር",
    "የካቲት",
    "መጋቢት",
    "ሚያዝያ",
    "ግንቦት",
    "ሰኔ",
    "ሐምሌ",
    "ነሐሴ",
    "ጳጉሜ",
  ],
};

/** "Ethiopian Calendar" in English; ዓመተ ምሕረት ("year of mercy") abbreviated, in Amharic. */
const ERA: Record<Locale, string> = { en: "E.C.", am: "ዓ.ም." };

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
  return `${MONTHS[locale][month - 1]} ${day}, ${year} ${ERA[locale]}`;
}

/**
 * The parts of the day as people say them, each until the hour it ends. Noon to one o'clock is
 * ከቀኑ ("of the day": ከቀኑ 6 ሰዓት is the set phrase for noon, and "after noon" would be wrong
 * there); the rest of the afternoon is ከሰዓት በኋላ ("after noon"), the common way to say it.
 */
const DAY_PARTS: readonly [until: number, words: Record<Locale, string>][] = [
  [6, { am: "ከሌሊቱ", en: "at night" }],
  [12, { am: "ከጠዋቱ", en: "in the morning" }],
  [13, { am: "ከቀኑ", en: "at midday" }],
  [18, { am: "ከሰዓት በኋላ", en: "in the afternoon" }],
  [24, { am: "ከምሽቱ", en: "in the evening" }],
];

/**
 * The Ethiopian day clock in Addis Ababa: hours count from 6:00, when the day starts, so 06:00 is
 * 12 o'clock and 10:00 is 4 o'clock. Amharic leaves out ":00" as speech does ("ከጠዋቱ 4 ሰዓት");
 * English keeps the "4:00" shape, with "(local time)" so it is not read as the international hour.
 */
export function formatLocalClock(instant: Date, locale: Locale): string {
  const { hour, minute } = addisAbabaParts(instant);
  const localHour = (hour + 6) % 12 || 12;
  const minutes = String(minute).padStart(2, "0");
  const words = DAY_PARTS.find(([until]) => hour < until)![1][locale];
  if (locale === "en") return `${localHour}:${minutes} ${words} (local time)`;
  return `${words} ${minute === 0 ? localHour : `${localHour}:${minutes}`} ሰዓት`;
}
