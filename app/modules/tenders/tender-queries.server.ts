import type { EntityManager } from "@mikro-orm/postgresql";
import { sanitizeRichText } from "~/server/html-sanitizer.server";
import { Tender } from "./tender.entity";
import { recallPage, recallTotal, rememberPage } from "./tender-page-cache.server";
import { TENDER_PAGE_SIZE, type TenderFilters } from "./tender-filters.schema";
import { CLOSED_TENDER_SQL, OPEN_TENDER_SQL, tenderStatus } from "./tender-status";
import type { TenderCard, TenderDetailData, TenderPage, Viewer } from "./tender-types";

export type * from "./tender-types";

export interface ListOptions {
  viewer: Viewer;
  /** The instant that decides open/closed; injected so tests can pin the boundary. */
  now?: Date;
  pageSize?: number;
  /** Only tenders this user saved, newest saved first (My Tenders). */
  savedBy?: number;
}

interface SqlParts {
  from: string;
  where: string[];
  params: unknown[];
}

/**
 * FROM/WHERE of the list as SQL over `tenders t`: AND across fields; within the category tree a
 * tender matches when it carries ANY ticked category or subcategory. Every value is bound.
 */
function listSql(filters: TenderFilters, now: Date, savedBy: number | undefined): SqlParts {
  const parts: SqlParts = { from: "tenders t", where: [], params: [] };
  if (savedBy !== undefined) {
    parts.from += " join saved_tenders s on s.tender_id = t.id and s.user_id = ?";
    parts.params.push(savedBy);
  }
  if (filters.q) {
    // English stems plus unstemmed words (so Amharic matches as typed); quotes and minus work.
    parts.from +=
      ", lateral (select websearch_to_tsquery('english', ?) || websearch_to_tsquery('simple', ?) as query) search";
    parts.params.push(filters.q, filters.q);
    parts.where.push("t.search_vector @@ search.query");
  }
  for (const [key, column] of [
    ["source", "source_id"],
    ["region", "region_id"],
    ["language", "language_id"],
  ] as const) {
    const id = filters[key];
    if (id !== undefined) {
      parts.where.push(`t.${column} = ?`);
      parts.params.push(id);
    }
  }
  if (filters.status) {
    parts.where.push(filters.status === "open" ? OPEN_TENDER_SQL : CLOSED_TENDER_SQL);
    parts.params.push(now.toISOString());
  }
  const tree: string[] = [];
  if (filters.category.length) {
    tree.push(
      "exists (select 1 from tender_categories tc where tc.tender_id = t.id and tc.category_id in (?))",
    );
    parts.params.push(filters.category);
  }
  if (filters.subcategory.length) {
    tree.push(
      "exists (select 1 from tender_subcategories ts where ts.tender_id = t.id and ts.subcategory_id in (?))",
    );
    parts.params.push(filters.subcategory);
  }
  if (tree.length) parts.where.push(`(${tree.join(" or ")})`);
  return parts;
}

function whereClause(parts: SqlParts): string {
  return parts.where.length ? `where ${parts.where.join(" and ")}` : "";
}

interface Paging {
  total: number;
  /** The page actually shown: the requested one clamped to 1..pageCount. */
  page: number;
  pageCount: number;
}

export interface TenderIdPage extends Paging {
  /** The page's tender ids, in display order. */
  ids: number[];
}

/**
 * One page of rows (`columns` over `tenders t`) matching `filters`, ranked by relevance when
 * searching, otherwise newest first, and the total. Every read also returns the tender list
 * version, so a page and total read before are reused while no tender changed (then one
 * query reads the page's rows by id). At most three queries, whatever the page size.
 */
async function queryTenderPage<Row extends { id: number }>(
  em: EntityManager,
  filters: TenderFilters,
  options: Omit<ListOptions, "viewer">,
  columns: string,
): Promise<Paging & { rows: Row[] }> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? TENDER_PAGE_SIZE;
  const parts = listSql(filters, now, options.savedBy);
  const where = whereClause(parts);
  const order = [
    filters.q ? "ts_rank(t.search_vector, search.query) desc" : null,
    options.savedBy !== undefined && !filters.q ? "s.created_at desc, s.id desc" : null,
    "t.published_at desc nulls last",
    "t.id desc",
  ].filter(Boolean);
  // Ids first, and only then their columns: PostgreSQL would otherwise compute the columns
  // of every row an OFFSET skips (25,000 rows for page 5,000).
  const read = (ids: string, params: unknown[]) =>
    em.execute<(Row & { list_version: string })[]>(
      `select ${columns}, (select version from tender_list_version) as list_version
         from unnest(${ids}) with ordinality as page(id, position)
         join tenders t on t.id = page.id
        order by page.position`,
      params,
    );
  const readPage = (page: number) =>
    read(
      `array(select t.id from ${parts.from} ${where} order by ${order.join(", ")} limit ? offset ?)`,
      [...parts.params, pageSize, (page - 1) * pageSize],
    );
  const count = async () => {
    const [counted] = await em.execute<{ total: string }[]>(
      `select count(*) as total from ${parts.from} ${where}`,
      parts.params,
    );
    return Number(counted?.total ?? 0);
  };
  const paging = (total: number, page: number): Paging => ({
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  });

  // Saved lists change with every save, and status filters with the clock: never reused.
  const cacheable = options.savedBy === undefined && !filters.status;
  const queryKey = JSON.stringify([em.config.get("dbName"), parts.from, where, parts.params]);
  const pageKey = `${queryKey}|${pageSize}|${filters.page}`;
  const remembered = cacheable ? recallPage(pageKey) : undefined;
  if (remembered) {
    const rows = await read("array[?]::int[]", [remembered.ids]);
    if (
      rows.length === remembered.ids.length &&
      Number(rows[0]?.list_version) === remembered.version
    ) {
      return { rows, ...paging(remembered.total, filters.page) };
    }
  }

  let rows = await readPage(filters.page);
  if (rows.length === 0) {
    // Past the last page (or nothing matches): count, then show the last page instead.
    const total = await count();
    const last = Math.max(1, Math.ceil(total / pageSize));
    if (total > 0 && filters.page > last) rows = await readPage(last);
    return { rows, ...paging(total, Math.min(filters.page, last)) };
  }
  const version = Number(rows[0]!.list_version);
  const total =
    rows.length < pageSize
      ? // A page that is not full is the last one: the total needs no count.
        (filters.page - 1) * pageSize + rows.length
      : ((cacheable ? recallTotal(queryKey, version) : undefined) ?? (await count()));
  if (cacheable)
    rememberPage(queryKey, pageKey, { version, ids: rows.map((row) => row.id), total });
  return { rows, ...paging(total, filters.page) };
}

/** The ids of one page of tenders matching `filters` (the JSON API starts here). */
export async function findTenderPage(
  em: EntityManager,
  filters: TenderFilters,
  options: Omit<ListOptions, "viewer">,
): Promise<TenderIdPage> {
  const { rows, ...paging } = await queryTenderPage<{ id: number }>(em, filters, options, "t.id");
  return { ids: rows.map((row) => row.id), ...paging };
}

interface CardRow {
  id: number;
  title: string;
  snippet: string;
  closing_date: Date | string | null;
  opening_date: Date | string | null;
  source: string | null;
  region: string | null;
}

/** One page of tender cards matching `filters`: the cards are read by the page's own query. */
export async function listTenders(
  em: EntityManager,
  filters: TenderFilters,
  options: ListOptions,
): Promise<TenderPage> {
  const now = options.now ?? new Date();
  const { rows, ...paging } = await queryTenderPage<CardRow>(
    em,
    filters,
    { ...options, now },
    `t.id, t.title, t.snippet, t.closing_date, t.opening_date,
     (select name from sources where id = t.source_id) as source,
     (select name from regions where id = t.region_id) as region`,
  );
  return { items: rows.map((row) => toTenderCard(row, options.viewer, now)), ...paging };
}

function iso(date: Date | string | null | undefined): string | null {
  return date ? new Date(date).toISOString() : null;
}

/** The card as plain data; visitors get id, title and snippet only. */
function toTenderCard(row: CardRow, viewer: Viewer, now: Date): TenderCard {
  const card: TenderCard = { id: row.id, title: row.title, snippet: row.snippet };
  if (viewer === "visitor") return card;
  card.details = {
    closingDate: iso(row.closing_date),
    openingDate: iso(row.opening_date),
    status: tenderStatus(row.closing_date, now),
    source: row.source,
    region: row.region,
  };
  return card;
}

/** Everything a signed-in user sees about one tender, or null when there is no such tender. */
export async function getTenderDetail(
  em: EntityManager,
  id: number,
  now = new Date(),
): Promise<TenderDetailData | null> {
  const tender = await em.findOne(
    Tender,
    { id },
    { populate: ["source", "region", "language", "categories", "subcategories", "documents"] },
  );
  if (!tender) return null;
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    id: tender.id,
    title: tender.title,
    snippet: tender.snippet,
    descriptionHtml: sanitizeRichText(tender.description),
    closingDate: iso(tender.closingDate),
    openingDate: iso(tender.openingDate),
    publishedAt: iso(tender.publishedAt),
    createdAt: tender.createdAt.toISOString(),
    documentPrice: tender.documentPrice ?? null,
    bidBond: tender.bidBond ?? null,
    source: tender.source?.name ?? null,
    region: tender.region?.name ?? null,
    language: tender.language?.name ?? null,
    status: tenderStatus(tender.closingDate, now),
    categories: tender.categories
      .getItems()
      .map(({ id, name }) => ({ id, name }))
      .sort(byName),
    subcategories: tender.subcategories
      .getItems()
      .map(({ id, name }) => ({ id, name }))
      .sort(byName),
    documents: tender.documents
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map(({ id, fileName, size }) => ({ id, fileName, size })),
  };
}

/** Parses a route's :id; anything but a plain positive int32 is "no such tender". */
export function parseTenderId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
