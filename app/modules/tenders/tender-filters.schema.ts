import { msg } from "@lingui/core/macro";
import type { Locale } from "~/i18n/locales";
import { parseEthiopianDay } from "~/modules/calendar/ethiopian-date";
import { sourceText } from "~/i18n/source-text";
import { hasControlCharacter } from "~/modules/control-characters";
import { z } from "~/modules/zod";
import { DATE_FILTERS, TENDER_SCOPES, TENDER_SORTS } from "./tender-filters-query";
import type { DateFilterParam, TenderFilters } from "./tender-filters-query";
import { TENDER_STATUSES } from "./tender-status";
import { OUTCOME_FILTERS } from "~/modules/awards/outcome-types";
import { MAX_ID } from "~/modules/max-id";

// Server code imports the type from here; browser code from the zod-free tender-filters-query.ts.
export type { TenderFilters };

export const TENDER_PAGE_SIZE = 5;
/** The last page number a list is asked for: beyond it the pages are empty anyway. */
export const MAX_PAGE = 1_000_000;
const MAX_TREE_IDS = 200;

/** A database id, or nothing: junk such as "xyz", "-1" or "1e99" is ignored, never an error. */
const optionalId = z.coerce.number().int().min(1).max(MAX_ID).optional().catch(undefined);

const idList = z
  .array(z.unknown())
  .catch([])
  .transform((values) => {
    const ids = new Set<number>();
    for (const value of values) {
      const parsed = optionalId.parse(value);
      if (parsed !== undefined) ids.add(parsed);
    }
    return [...ids].slice(0, MAX_TREE_IDS);
  });

/**
 * The tender list's URL query (search, filter panel, page) parsed tolerantly: a shared link with
 * stale or hand-edited parameters still shows a list instead of an error.
 */
export const tenderFiltersSchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((value) => value.trim().slice(0, 200)),
  source: optionalId,
  region: optionalId,
  language: optionalId,
  status: z.enum(TENDER_STATUSES).optional().catch(undefined),
  outcome: z.enum(OUTCOME_FILTERS).optional().catch(undefined),
  organisation: z
    .string()
    .transform((value) => value.trim().slice(0, 200) || undefined)
    .optional()
    .catch(undefined),
  sort: z.enum(TENDER_SORTS).optional().catch(undefined),
  scope: z.enum(TENDER_SCOPES).optional().catch(undefined),
  // Checked by readTenderFilters, which says what is wrong with a date.
  publishedFrom: z.string().optional(),
  publishedTo: z.string().optional(),
  closesFrom: z.string().optional(),
  closesTo: z.string().optional(),
  category: idList,
  subcategory: idList,
  // Clamped to the last page by the query once the total is known.
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

// The plain TenderFilters type and this schema's output must stay the same.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameAsSchema: Same<z.output<typeof tenderFiltersSchema>, TenderFilters> = true;

export function parseTenderFilters(searchParams: URLSearchParams): TenderFilters {
  return readTenderFilters(searchParams).filters;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written as a date input sends it ("2026-05-01"). */
function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 && year <= 2999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A day of a date filter as "YYYY-MM-DD", or null. Pages also read the Ethiopian day/month/year
 * their Amharic fields take ("22/04/2019"), in either language, so a link reads the same after
 * a language switch; the API takes the ISO form only.
 */
function readDay(value: string, page: boolean): string | null {
  if (isCalendarDay(value)) return value;
  const gregorian = page ? parseEthiopianDay(value) : null;
  return gregorian && isCalendarDay(gregorian) ? gregorian : null;
}

const DATE_MESSAGES = {
  gregorian: sourceText(msg`Enter a real date, for example 2026-05-31`),
  ethiopian: sourceText(
    msg`Enter a real Ethiopian date as day/month/year, for example 22/04/2019 (every month has 30 days, Pagume 5, or 6 in a leap year)`,
  ),
};

/** The list's free-text parameters: what a person types, so what may hold anything. */
const TEXT_FILTERS = ["q", "organisation"] as const;

/** What is wrong with each date or text parameter, in the `{ field: [messages] }` shape of forms. */
export type TenderFilterErrors = Partial<
  Record<DateFilterParam | (typeof TEXT_FILTERS)[number], string[]>
>;

const DATE_FILTER_MESSAGE = sourceText(
  msg`Check the dates in the filters: each must be a real day, and a range cannot end before it starts.`,
);

const TEXT_FILTER_MESSAGE = sourceText(
  msg`The search or the organisation holds a control character (such as NUL), which cannot be searched for. Remove it and search again.`,
);

/** The message of a list refused for `errors`: the dates' when a date is wrong, else the text's. */
export function filterErrorsMessage(errors: TenderFilterErrors): string {
  return DATE_FILTERS.some(([param]) => errors[param]) ? DATE_FILTER_MESSAGE : TEXT_FILTER_MESSAGE;
}

/**
 * The list's filters, and what is wrong with the date ranges and the text: everything else is
 * read tolerantly (junk ignored), but a date the user chose is either used or refused with a
 * message, never silently dropped, and so is a search or an organisation with a control
 * character (which PostgreSQL cannot take). Refused values are left out of `filters`.
 */
export function readTenderFilters(
  searchParams: URLSearchParams,
  /** A list page's language (pages read typed Ethiopian days); absent for the API. */
  { locale }: { locale?: Locale } = {},
): {
  filters: TenderFilters;
  errors: TenderFilterErrors;
} {
  const errors: TenderFilterErrors = {};
  const dates: Record<string, string | undefined> = {};
  const dateMessage = DATE_MESSAGES[locale === "am" ? "ethiopian" : "gregorian"];
  for (const [param, field] of DATE_FILTERS) {
    const value = searchParams.get(param)?.trim() ?? "";
    if (!value) continue;
    const day = readDay(value, locale !== undefined);
    if (day) dates[field] = day;
    else errors[param] = [dateMessage];
  }
  for (const [from, to, toParam] of [
    ["publishedFrom", "publishedTo", "published_to"],
    ["closesFrom", "closesTo", "closes_to"],
  ] as const) {
    const start = dates[from];
    const end = dates[to];
    if (start && end && end < start) {
      errors[toParam] = [sourceText(msg`The end date must be on or after the start date`)];
      // Both halves go, so the list is not filtered by half a range.
      delete dates[from];
      delete dates[to];
    }
  }
  const text: Partial<Record<(typeof TEXT_FILTERS)[number], string>> = {};
  for (const param of TEXT_FILTERS) {
    const value = searchParams.get(param);
    if (value === null) continue;
    if (hasControlCharacter(value)) errors[param] = [TEXT_FILTER_MESSAGE];
    else text[param] = value;
  }
  const filters = tenderFiltersSchema.parse({
    q: text.q ?? "",
    source: searchParams.get("source") || undefined,
    region: searchParams.get("region") || undefined,
    language: searchParams.get("language") || undefined,
    status: searchParams.get("status") || undefined,
    outcome: searchParams.get("outcome") || undefined,
    organisation: text.organisation || undefined,
    sort: searchParams.get("sort") || undefined,
    scope: searchParams.get("scope") || undefined,
    ...dates,
    category: searchParams.getAll("category"),
    subcategory: searchParams.getAll("subcategory"),
    page: searchParams.get("page") ?? 1,
  });
  return { filters, errors };
}
