import type { EntityManager } from "@mikro-orm/postgresql";
import { sanitizeRichText } from "~/server/html-sanitizer.server";
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

interface ValidityColumns {
  list_version: string;
  valid_from: Date | string | null;
  valid_until: Date | string | null;
}

/** No tender changes status between the last closing instant up to now and the next one. */
const STATUS_VALIDITY_SQL = `(select max(closing_date) from tenders where closing_date <= ?) as valid_from,
  (select min(closing_date) from tenders where closing_date > ?) as valid_until`;

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
  // of every row an OFFSET skips (25,000 rows for page 5,000). Each read also returns the
  // list version and, when filtering by status, the closing instants around `now`: between
  // them (and while the version holds) the same query gives the same answer.
  const read = (ids: string, params: unknown[]) =>
    em.execute<(Row & ValidityColumns)[]>(
      `select ${columns}, (select version from tender_list_version) as list_version,
              ${filters.status ? STATUS_VALIDITY_SQL : "null as valid_from, null as valid_until"}
         from unnest(${ids}) with ordinality as page(id, position)
         join tenders t on t.id = page.id
        order by page.position`,
      [...(filters.status ? [now.toISOString(), now.toISOString()] : []), ...params],
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
  const validity = (row: ValidityColumns) => ({
    version: Number(row.list_version),
    validFrom: row.valid_from === null ? -Infinity : new Date(row.valid_from).getTime(),
    validUntil: row.valid_until === null ? Infinity : new Date(row.valid_until).getTime(),
  });

  // Saved lists change with every save: never reused.
  const cacheable = options.savedBy === undefined;
  // The key leaves the clock out (the same SQL at a fixed instant); validity accounts for it.
  const keyParams = listSql(filters, new Date(0), options.savedBy).params;
  const queryKey = JSON.stringify([em.config.get("dbName"), parts.from, where, keyParams]);
  const pageKey = `${queryKey}|${pageSize}|${filters.page}`;
  const at = now.getTime();
  const remembered = cacheable ? recallPage(pageKey, at) : undefined;
  if (remembered) {
    const rows = await read("array[?]::int[]", [remembered.ids]);
    if (
      rows.length === remembered.ids.length &&
      validity(rows[0]!).version === remembered.version
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
  const { version, validFrom, validUntil } = validity(rows[0]!);
  const total =
    rows.length < pageSize
      ? // A page that is not full is the last one: the total needs no count.
        (filters.page - 1) * pageSize + rows.length
      : ((cacheable ? recallTotal(queryKey, version, at) : undefined) ?? (await count()));
  if (cacheable) {
    rememberPage(queryKey, pageKey, {
      version,
      validFrom,
      validUntil,
      ids: rows.map((row) => row.id),
      total,
    });
  }
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

interface DetailRow {
  id: number;
  title: string;
  snippet: string;
  description: string;
  closing_date: Date | string | null;
  opening_date: Date | string | null;
  published_at: Date | string | null;
  created_at: Date | string;
  document_price: string | null;
  bid_bond: string | null;
  saved: boolean;
  source: string | null;
  region: string | null;
  language: string | null;
  categories: { id: number; name: string }[];
  subcategories: { id: number; name: string }[];
  documents: { id: number; fileName: string; size: number }[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * Everything a signed-in user sees about one tender, and whether they saved it, or null when
 * there is no such tender. One query, relations as JSON: the detail page is read far more
 * often than written.
 */
export async function getTenderView(
  em: EntityManager,
  id: number,
  userId: number,
  now = new Date(),
): Promise<{ tender: TenderDetailData; saved: boolean } | null> {
  const [row] = await em.execute<DetailRow[]>(
    `select t.id, t.title, t.snippet, t.description, t.closing_date, t.opening_date,
            t.published_at, t.created_at, t.document_price, t.bid_bond,
            exists (select 1 from saved_tenders s where s.user_id = ? and s.tender_id = t.id)
              as saved,
            (select name from sources where id = t.source_id) as source,
            (select name from regions where id = t.region_id) as region,
            (select name from languages where id = t.language_id) as language,
            (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name)), '[]')
               from tender_categories tc join categories c on c.id = tc.category_id
              where tc.tender_id = t.id) as categories,
            (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name)), '[]')
               from tender_subcategories tc join subcategories c on c.id = tc.subcategory_id
              where tc.tender_id = t.id) as subcategories,
            (select coalesce(json_agg(json_build_object(
                      'id', d.id, 'fileName', d.file_name, 'size', d.size) order by d.id), '[]')
               from tender_documents d where d.tender_id = t.id) as documents
       from tenders t where t.id = ?`,
    [userId, id],
  );
  if (!row) return null;
  const amount = (value: string | null) => (value === null ? null : Number(value));
  const tender: TenderDetailData = {
    id: row.id,
    title: row.title,
    snippet: row.snippet,
    descriptionHtml: sanitizeRichText(row.description),
    closingDate: iso(row.closing_date),
    openingDate: iso(row.opening_date),
    publishedAt: iso(row.published_at),
    createdAt: new Date(row.created_at).toISOString(),
    documentPrice: amount(row.document_price),
    bidBond: amount(row.bid_bond),
    source: row.source,
    region: row.region,
    language: row.language,
    status: tenderStatus(row.closing_date, now),
    categories: row.categories.sort(byName),
    subcategories: row.subcategories.sort(byName),
    documents: row.documents.map((document) => ({ ...document, size: Number(document.size) })),
  };
  return { tender, saved: row.saved };
}

/** Parses a route's :id; anything but a plain positive int32 is "no such tender". */
export function parseTenderId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
