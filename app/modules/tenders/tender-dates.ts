// Dates are typed and shown in Addis Ababa time (UTC+3, no daylight saving), whatever the
// server's or browser's zone.
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** A `datetime-local` or `date` value as Addis Ababa time; an ISO string with a zone as is. */
export function parseEatDateTime(value: string): Date | null {
  const text = value.trim();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- ISO 8601's date-time separator
  if (HAS_ZONE.test(text) && text.includes("T")) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  if (hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 2026-02-31 over into March: refuse dates that do not exist.
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const date = new Date(utc - EAT_OFFSET_MS);
  return date;
}

export function toEatInputValue(date: Date | string | null | undefined): string {
  if (!date) return "";
  const shifted = new Date(new Date(date).getTime() + EAT_OFFSET_MS);
  return shifted.toISOString().slice(0, 16);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** With `plusDays`, a later day: a range "to 1 May" ends where 2 May starts. */
export function eatDayStart(day: string, plusDays = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + plusDays) - EAT_OFFSET_MS);
}

/** Days since 1970-01-01, in Addis Ababa. */
export function eatDayNumber(instant: Date | string): number {
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return Math.floor((time + EAT_OFFSET_MS) / DAY_MS);
}
