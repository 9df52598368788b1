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

// The All Tenders, My Tenders and API lists (docs/decisions/008-bounded-list-queries.md):
// whatever a visitor types or ticks, one list costs about the same, because no statement
// touches more than MAX_LISTED_RESULTS + 1 matches (ranked, counted or skipped by OFFSET).
// This module pages them and remembers each result (docs/decisions/005).

export interface ListOptions {
  viewer: Viewer;
  /** The instant that decides open/closed; injected so tests can pin the boundary. */
  now?: Date;
  pageSize?: number;
  /** Only tenders this user saved, newest saved first (My Tenders). */
  savedBy?: number;
  /** Aborted when the client goes away: the running statement is cancelled. */
  signal?: AbortSignal;
  /** Open tenders only, for any viewer: the Telegram bot's rule, not a filter a visitor chose. */
  openOnly?: boolean;
}

interface Paging {
  total: number;
  totalPrecision: TotalPrecision;
  /** The page actually shown: the requested one clamped to 1..pageCount. */
  page: number;
  pageCount: number;
}

export interface TenderIdPage extends Paging {
  /** The page's tender ids, in display order. */
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

/**
 * No tender changes status between the last closing instant up to now and the next one, and
 * none becomes public before the next scheduled publication (a remembered list ends there).
 */
const STATUS_VALIDITY_SQL = `(select max(closing_date) from tenders where closing_date <= ?) as valid_from,
  least((select min(closing_date) from tenders where closing_date > ?),
        (select min(published_at) from tenders where published_at > ?)) as valid_until`;
const PUBLICATION_VALIDITY_SQL = `null as valid_from,
  (select min(published_at) from tenders where published_at > ?) as valid_until`;

/**
 * One page of rows (`columns` over `tenders t`) matching `filters` and the total. The first
 * MAX_LISTED_RESULTS + 1 matches (newest first) are the candidates; a search ranks them by
 * relevance, so a broad word costs what a rare one does. Totals are exact up to
 * MAX_LISTED_RESULTS. Any page of a remembered result (docs/decisions/005) is read by id
 * while no tender changed.
 */
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
  // Which tenders are open decides the scope, the status filter and the closing order alike.
  const validity =
    filters.status || openOnly(filters) || sort === "closing"
      ? raw(STATUS_VALIDITY_SQL, [now.toISOString(), now.toISOString(), now.toISOString()])
      : raw(PUBLICATION_VALIDITY_SQL, [now.toISOString()]);

  // Saved lists change with every save: never reused.
  const cacheable = options.savedBy === undefined;
  // The key leaves the clock out (the same SQL at a fixed instant); validity accounts for it.
  // Neither page nor page size is in it: every page of a result is a slice of its candidates.
  const fixed = join(matchBranches(filters, new Date(0), options.savedBy, viewer), " union ");
  const queryKey = JSON.stringify([
    em.config.get("dbName"),
    em.getPlatform().formatQuery(fixed.sql, fixed.params),
    sort,
  ]);
  const at = now.getTime();
  /** The requested page, or the last one when it is past the end. */
  const pageOf = (listed: number) =>
    Math.max(1, Math.min(requested, Math.ceil(Math.min(listed, MAX_LISTED_RESULTS) / pageSize)));
  const slice = (candidates: Int32Array | number[], page: number) =>
    Array.from(candidates.slice((page - 1) * pageSize, page * pageSize));

  /**
   * The rows of `ids` in that order, with the list version and the validity columns; for a
   * remembered result (`atVersion`), no row is read once the list has changed since.
   */
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

  // Any page of a remembered result is read by id (cheap, no guard needed) and used if no
  // tender changed: paging through a search costs what its first page did once.
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
    // Beyond the cap, filters get PostgreSQL's estimate from its column statistics (asked once
    // per tender list version: the remembered result carries it). A search does not: for all
    // but the commonest words the planner only has a default guess, so the page says "More
    // than 1,000".
    const matched = candidates[0]?.total;
    const total =
      matched !== undefined
        ? { total: Number(matched), precision: "exact" as const }
        : counted <= MAX_LISTED_RESULTS
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
  // The archive can hold every tender ever published: past its time limit, say how to narrow.
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

/**
 * The total to show for more than MAX_LISTED_RESULTS matches: PostgreSQL's estimate for the
 * whole query, from its statistics (planning only, nothing is counted).
 */
async function estimateTotal(
  em: EntityManager,
  matches: RawQueryFragment,
): Promise<{ total: number; precision: TotalPrecision }> {
  const estimate = await estimateRows(em, matches);
  return estimate > MAX_LISTED_RESULTS
    ? { total: roundEstimate(estimate), precision: "estimate" }
    : { total: MAX_LISTED_RESULTS, precision: "more-than" };
}

/** The ids of one page of tenders matching `filters` (the JSON API starts here). */
export async function findTenderPage(
  em: EntityManager,
  filters: TenderFilters,
  options: ListOptions,
): Promise<TenderIdPage> {
  const { rows, ...paging } = await queryTenderPage<{ id: number }>(em, filters, options, "t.id");
  return { ids: rows.map((row) => row.id), ...paging };
}
