import { raw, sql, type RawQueryFragment } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { ListBusyError, ListTimedOutError } from "~/modules/domain-errors";
import { runBoundedRead } from "~/server/bounded-read.server";
import { lastListedPage, MAX_LISTED_RESULTS, roundEstimate } from "./list-bounds";
import type { TotalPrecision } from "./list-bounds";
import { countListLookup, recallResult, rememberResult } from "./tender-page-cache.server";
import { effectiveSort, filtersFor, openOnly, type TenderSort } from "./tender-filters-query";
import { TENDER_PAGE_SIZE, type TenderFilters } from "./tender-filters.schema";
import { findCandidates } from "./tender-list-candidates.server";
import { estimateRows, intArray, join, matchBranches, matchesSql } from "./tender-list-sql.server";
import type { Viewer } from "./tender-types";
import type { Locale } from "~/i18n/locales";

// No statement touches more than MAX_LISTED_RESULTS + 1 matches: see
// docs/decisions/008-bounded-list-queries.md and docs/decisions/005-list-result-cache.md.

export interface ListOptions {
  viewer: Viewer;
  /** Injected so tests can pin the open/closed boundary. */
  now?: Date;
  pageSize?: number;
  /** Only tenders this user saved, newest saved first (My Tenders). */
  savedBy?: number;
  signal?: AbortSignal;
  /** The Telegram bot's rule, not a filter a visitor chose. */
  openOnly?: boolean;
  /** The page's language: an English page's cards carry no Amharic names (without one, both). */
  locale?: Locale;
}

interface Paging {
  total: number;
  totalPrecision: TotalPrecision;
  /** The requested page clamped to 1..pageCount. */
  page: number;
  pageCount: number;
}

export interface TenderIdPage extends Paging {
  ids: number[];
}

interface ReadColumns {
  list_version: string;
  valid_from: Date | string | null;
  valid_until: Date | string | null;
}

const ARCHIVE_TOO_BROAD = sourceText(
  msg`Searching closed tenders too took too long. Narrow the search: add a word, put a phrase in quotes, or choose a category, region or dates. Open tenders alone are quicker to search.`,
);

/** A remembered list stays valid until the next closing or scheduled publication. */
const STATUS_VALIDITY_SQL = `(select max(closing_date) from tenders where closing_date <= ?) as valid_from,
  least((select min(closing_date) from tenders where closing_date > ?),
        (select min(published_at) from tenders where published_at > ?)) as valid_until`;
const PUBLICATION_VALIDITY_SQL = `null as valid_from,
  (select min(published_at) from tenders where published_at > ?) as valid_until`;

/** One page of `columns` over `tenders t` and the total, exact up to MAX_LISTED_RESULTS. */
export async function queryTenderPage<Row extends { id: number }>(
  em: EntityManager,
  requestedFilters: TenderFilters,
  options: ListOptions,
  columns: string,
): Promise<Paging & { rows: Row[] }> {
  const { viewer } = options;
  // Visitor rules live here, under every list: pages, API and feeds.
  const allowed = filtersFor(viewer, requestedFilters);
  const filters: TenderFilters = options.openOnly ? { ...allowed, status: "open" } : allowed;
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? TENDER_PAGE_SIZE;
  const lastPage = lastListedPage(pageSize);
  const requested = Math.min(filters.page, lastPage);
  const sort: TenderSort = effectiveSort(filters);
  const validity =
    filters.status || openOnly(filters) || sort === "closing"
      ? raw(STATUS_VALIDITY_SQL, [now.toISOString(), now.toISOString(), now.toISOString()])
      : raw(PUBLICATION_VALIDITY_SQL, [now.toISOString()]);

  // Saved lists change with every save.
  const cacheable = options.savedBy === undefined;
  // No clock (validity covers it) and no page: every page is a slice of the same candidates.
  const fixed = join(matchBranches(filters, new Date(0), options.savedBy, viewer), " union ");
  const queryKey = JSON.stringify([
    em.config.get("dbName"),
    em.getPlatform().formatQuery(fixed.sql, fixed.params),
    sort,
  ]);
  const at = now.getTime();
  const pageOf = (listed: number) =>
    Math.max(1, Math.min(requested, Math.ceil(Math.min(listed, MAX_LISTED_RESULTS) / pageSize)));
  const slice = (candidates: Int32Array | number[], page: number) =>
    Array.from(candidates.slice((page - 1) * pageSize, page * pageSize));

  /** With `atVersion`, no row is read once the list has changed since. */
  const readRows = async (db: EntityManager, ids: number[], atVersion?: number) => {
    const listed = intArray(ids);
    const wanted: RawQueryFragment =
      atVersion === undefined
        ? listed
        : sql`case when (select version from tender_list_version) = ${atVersion} then ${listed} end`;
    const rows = await db.execute<(Row & ReadColumns)[]>(sql`
        select ${raw(columns)}, (select version from tender_list_version) as list_version, ${validity}
          from (select ${wanted} as ids) q
          left join lateral unnest(q.ids) with ordinality as page(id, position) on true
          left join tenders t on t.id = page.id
         order by page.position`);
    // Always one row at least, for the version; no id when nothing is on the page.
    const first = rows[0]!;
    return {
      rows: rows.filter((row) => row.id !== null),
      version: Number(first.list_version),
      validFrom: first.valid_from === null ? -Infinity : new Date(first.valid_from).getTime(),
      validUntil: first.valid_until === null ? Infinity : new Date(first.valid_until).getTime(),
    };
  };

  // Read by id: cheap enough to need no bounded-read guard.
  const remembered = cacheable ? recallResult(queryKey, at) : undefined;
  if (remembered) {
    const page = pageOf(remembered.ids.length);
    const ids = slice(remembered.ids, page);
    const read = await readRows(em, ids, remembered.version);
    if (read.rows.length === ids.length && read.version === remembered.version) {
      countListLookup(true);
      return { rows: read.rows, ...paging(remembered, page) };
    }
  }
  if (cacheable) countListLookup(false);

  // Inside one snapshot (repeatable read): candidates, rows and list version agree.
  const read = runBoundedRead(em, options.signal, async (tx) => {
    const candidates = await findCandidates(tx, filters, now, options.savedBy, viewer, sort);
    const counted = candidates.length;
    const page = pageOf(counted);
    const listed = candidates.slice(0, MAX_LISTED_RESULTS).map((row) => row.id);
    const { rows, version, validFrom, validUntil } = await readRows(tx, slice(listed, page));
    // No estimate for a search: for all but the commonest words the planner only guesses.
    const total =
      counted <= MAX_LISTED_RESULTS
        ? { total: counted, precision: "exact" as const }
        : filters.q
          ? { total: MAX_LISTED_RESULTS, precision: "more-than" as const }
          : await estimateTotal(tx, matchesSql(filters, now, options.savedBy, viewer, []));
    if (cacheable) {
      const ids = Int32Array.from(listed);
      rememberResult(queryKey, { ...total, version, validFrom, validUntil, ids });
    }
    return { rows, ...paging(total, page) };
  });
  return openOnly(filters)
    ? read
    : read.catch((error: unknown) => {
        throw error instanceof ListTimedOutError ? new ListBusyError(ARCHIVE_TOO_BROAD) : error;
      });

  function paging(total: { total: number; precision: TotalPrecision }, page: number): Paging {
    const pages = Math.max(1, Math.ceil(total.total / pageSize));
    return {
      total: total.total,
      totalPrecision: total.precision,
      page,
      pageCount: Math.min(pages, lastPage),
    };
  }
}

async function estimateTotal(
  em: EntityManager,
  matches: RawQueryFragment,
): Promise<{ total: number; precision: TotalPrecision }> {
  const estimate = await estimateRows(em, matches);
  return estimate > MAX_LISTED_RESULTS
    ? { total: roundEstimate(estimate), precision: "estimate" }
    : { total: MAX_LISTED_RESULTS, precision: "more-than" };
}

export async function findTenderPage(
  em: EntityManager,
  filters: TenderFilters,
  options: ListOptions,
): Promise<TenderIdPage> {
  const { rows, ...paging } = await queryTenderPage<{ id: number }>(em, filters, options, "t.id");
  return { ids: rows.map((row) => row.id), ...paging };
}
