// Display helpers shared by server render and hydration: same inputs, same text on both sides.

const TIME_ZONE = "Africa/Addis_Ababa";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/**
 * "21 Dec 2026, 10:00 EAT" in East Africa Time, or "Not set": the one way the app shows an
 * instant, in pages, messages and the admin history alike.
 */
export function formatDateTime(iso: string | null): string {
  return iso ? `${dateTime.format(new Date(iso))} EAT` : "Not set";
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
 * "3 days ago" from `iso` to `nowIso`. The loader passes its own "now" so the server render and
 * the hydrated client produce the same words.
 */
export function timeAgo(iso: string, nowIso: string): string {
  const seconds = Math.max(0, (Date.parse(nowIso) - Date.parse(iso)) / 1000);
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
  }
  return "just now";
}

const birr = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatBirr(amount: number | null): string {
  return amount == null ? "Free" : `${birr.format(amount)} birr`;
}

export function formatPercent(value: number | null): string {
  return value == null ? "Not required" : `${birr.format(value)}%`;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
