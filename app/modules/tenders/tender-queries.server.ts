import type { EntityManager } from "@mikro-orm/postgresql";
import { sanitizeRichText } from "~/server/html-sanitizer.server";
import { Tender } from "./tender.entity";
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

export interface TenderIdPage {
  /** The page's tender ids, in display order. */
  ids: number[];
  total: number;
  /** The page actually shown: the requested one clamped to 1..pageCount. */
  page: number;
  pageCount: number;
}

/**
 * The ids of one page of tenders matching `filters`, ranked by relevance when searching,
 * otherwise newest first: two queries (count, ids) whatever the page size. The list page and
 * the JSON API both start here, so the filter rules exist once.
 */
export async function findTenderPage(
  em: EntityManager,
  filters: TenderFilters,
  options: Omit<ListOptions, "viewer">,
): Promise<TenderIdPage> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? TENDER_PAGE_SIZE;
  const parts = listSql(filters, now, options.savedBy);
  const where = whereClause(parts);

  const [counted] = await em.execute<{ total: string }[]>(
    `select count(*) as total from ${parts.from} ${where}`,
    parts.params,
  );
  const count = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(filters.page, pageCount);
  if (count === 0) return { ids: [], total: 0, page: 1, pageCount: 1 };

  const order = [
    filters.q ? "ts_rank(t.search_vector, search.query) desc" : null,
    options.savedBy !== undefined && !filters.q ? "s.created_at desc, s.id desc" : null,
    "t.published_at desc nulls last",
    "t.id desc",
  ].filter(Boolean);
  const rows = await em.execute<{ id: number }[]>(
    `select t.id from ${parts.from} ${where} order by ${order.join(", ")} limit ? offset ?`,
    [...parts.params, pageSize, (page - 1) * pageSize],
  );
  return { ids: rows.map((row) => row.id), total: count, page, pageCount };
}

/**
 * One page of tender cards matching `filters`. Always three queries, whatever the page size:
 * count, the page's ids, the rows.
 */
export async function listTenders(
  em: EntityManager,
  filters: TenderFilters,
  options: ListOptions,
): Promise<TenderPage> {
  const now = options.now ?? new Date();
  const { ids, ...paging } = await findTenderPage(em, filters, { ...options, now });
  if (ids.length === 0) return { items: [], ...paging };
  const tenders = await em.find(Tender, { id: { $in: ids } }, { populate: ["source", "region"] });
  const byId = new Map(tenders.map((tender) => [tender.id, tender]));
  const items = ids
    .map((id) => byId.get(id))
    .filter((tender): tender is Tender => tender !== undefined)
    .map((tender) => toTenderCard(tender, options.viewer, now));
  return { items, ...paging };
}

function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** The card as plain data; visitors get id, title and snippet only. */
export function toTenderCard(tender: Tender, viewer: Viewer, now: Date): TenderCard {
  const card: TenderCard = { id: tender.id, title: tender.title, snippet: tender.snippet };
  if (viewer === "visitor") return card;
  card.details = {
    closingDate: iso(tender.closingDate),
    openingDate: iso(tender.openingDate),
    status: tenderStatus(tender.closingDate, now),
    source: tender.source?.name ?? null,
    region: tender.region?.name ?? null,
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
