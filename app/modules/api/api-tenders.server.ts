import type { EntityManager } from "@mikro-orm/postgresql";
import { SavedTender } from "~/modules/saved/saved-tender.entity";
import type { TenderFilters } from "~/modules/tenders/tender-filters-query";
import type { TotalPrecision } from "~/modules/tenders/list-bounds";
import { findTenderPage } from "~/modules/tenders/tender-list-page.server";
import { readOrganisation } from "~/modules/tenders/filter-options.server";
import { tenderStatus } from "~/modules/tenders/tender-status";
import { publicationState } from "~/modules/tenders/publication-state";
import { canEditTender } from "~/modules/tenders/tender-commands.server";
import type { CurrentUser } from "~/server/request-context";
import { Tender } from "~/modules/tenders/tender.entity";
import { sanitizeRichText } from "~/server/html-sanitizer.server";
import type { z } from "zod";
import type { tender as tenderSchema, tenderSummary } from "./api-schemas";

type ApiTender = z.infer<typeof tenderSchema>;
type ApiTenderSummary = z.infer<typeof tenderSummary>;

const FULL = [
  "source",
  "region",
  "language",
  "categories",
  "subcategories",
  "documents",
  "publishedBy",
] as const;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const ref = (item: { id: number; name: string; nameAm?: string | null } | null | undefined) =>
  item ? { id: item.id, name: item.name, nameAm: item.nameAm ?? null } : null;

/** Comma-separated, each name URI-encoded so a comma in a name cannot split the list. */
function documentPaths(documents: { id: number; fileName: string }[]): string {
  return documents
    .map((document) => `documents/${document.id}/${encodeURIComponent(document.fileName)}`)
    .join(",");
}

function toApiTender(tender: Tender, now = new Date()): ApiTender {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    id: tender.id,
    title: tender.title,
    snippet: tender.snippet,
    organisation: tender.organisation ?? null,
    description: sanitizeRichText(tender.description),
    categories: tender.categories
      .getItems()
      .map((c) => ({ id: c.id, name: c.name, nameAm: c.nameAm ?? null }))
      .sort(byName),
    subcategories: tender.subcategories
      .getItems()
      .map((s) => ({ id: s.id, name: s.name, nameAm: s.nameAm ?? null }))
      .sort(byName),
    tenderSource: ref(tender.source),
    tenderRegion: ref(tender.region),
    tenderLanguage: ref(tender.language),
    status: tenderStatus(tender.closingDate, now),
    openingDate: iso(tender.openingDate),
    closingDate: iso(tender.closingDate),
    publishedAt: iso(tender.publishedAt),
    publication: publicationState(tender.publishedAt, now),
    createdAt: tender.createdAt.toISOString(),
    documentPrice: tender.documentPrice ?? null,
    bidBond: tender.bidBond ?? null,
    region: tender.region?.name ?? null,
    publishedBy: tender.publishedBy ? { id: tender.publishedBy.id } : null,
    documentPath: documentPaths(tender.documents.getItems().sort((a, b) => a.id - b.id)),
  };
}

/** In the given order, in a fixed number of queries. */
async function loadApiTenders(em: EntityManager, ids: number[]): Promise<ApiTender[]> {
  if (ids.length === 0) return [];
  const tenders = await em.find(Tender, { id: { $in: ids } }, { populate: FULL });
  const byId = new Map(tenders.map((tender) => [tender.id, tender]));
  const now = new Date();
  return ids.flatMap((id) => {
    const tender = byId.get(id);
    return tender ? [toApiTender(tender, now)] : [];
  });
}

/** Visitors get id, title and snippet only (docs/security.md); a page past the end is empty. */
export async function listApiTenders(
  em: EntityManager,
  filters: TenderFilters,
  options: { signedIn: boolean; pageSize: number; savedBy?: number; signal?: AbortSignal },
): Promise<{
  items: ApiTender[] | ApiTenderSummary[];
  total: number;
  totalPrecision: TotalPrecision;
}> {
  // The list applies the visitor rules itself; organisation matched in any letter case.
  const organisation =
    options.signedIn && filters.organisation
      ? await readOrganisation(em, filters.organisation)
      : filters.organisation;
  const page = await findTenderPage(
    em,
    { ...filters, organisation },
    {
      ...options,
      viewer: options.signedIn ? "user" : "visitor",
    },
  );
  const { total, totalPrecision } = page;
  // A client paging until an empty answer must get one, or it would page forever.
  if (page.page !== filters.page || page.ids.length === 0) {
    return { items: [], total, totalPrecision };
  }
  if (!options.signedIn) {
    const rows = await em.find(
      Tender,
      { id: { $in: page.ids } },
      { fields: ["id", "title", "snippet"] },
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = page.ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ id: row.id, title: row.title, snippet: row.snippet }] : [];
    });
    return { items, total, totalPrecision };
  }
  return { items: await loadApiTenders(em, page.ids), total, totalPrecision };
}

/** Null for a draft or scheduled tender `reader` may not edit (null reader: a visitor). */
export async function getApiTender(
  em: EntityManager,
  id: number,
  reader: CurrentUser | null,
): Promise<ApiTender | null> {
  const [tender] = await loadApiTenders(em, [id]);
  if (!tender || tender.publication === "published") return tender ?? null;
  return reader && canEditTender(reader, tender) ? tender : null;
}

export async function listApiSavedTenders(em: EntityManager, userId: number) {
  const saved = await em.find(
    SavedTender,
    { user: userId },
    { orderBy: { createdAt: "desc", id: "desc" }, fields: ["id", "createdAt", "tender"] },
  );
  const tenders = await loadApiTenders(
    em,
    saved.map((row) => row.tender.id),
  );
  const byId = new Map(tenders.map((tender) => [tender.id, tender]));
  return saved.flatMap((row) => {
    const tender = byId.get(row.tender.id);
    return tender ? [{ id: row.id, createdAt: row.createdAt.toISOString(), tender }] : [];
  });
}

export async function findSavedRecord(em: EntityManager, userId: number, tenderId: number) {
  const row = await em.findOne(SavedTender, { user: userId, tender: tenderId });
  if (!row) return null;
  const tender = await getApiTender(em, tenderId, null);
  return tender ? { id: row.id, createdAt: row.createdAt.toISOString(), tender } : null;
}
