import type { TextStatus } from "./tender-document.entity";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sanitizeRichText } from "~/server/html-sanitizer.server";
import { scrollableTables } from "./description-html.server";
import { opensInline } from "./document-rules";
import { tenderStatus } from "./tender-status";
import { publicationState } from "./publication-state";
import type { CurrentUser } from "~/server/request-context";
import type { Option, TenderDetailData } from "./tender-types";
import type { CatalogName } from "~/modules/catalog/local-name";
import type { OutcomeStatus } from "~/modules/awards/outcome-types";

export type * from "./tender-types";

function iso(date: Date | string | null | undefined): string | null {
  return date ? new Date(date).toISOString() : null;
}

interface DetailRow {
  id: number;
  title: string;
  snippet: string;
  organisation: string | null;
  organisation_slug: string | null;
  description: string;
  closing_date: Date | string | null;
  opening_date: Date | string | null;
  published_at: Date | string | null;
  published_by_id: number | null;
  created_at: Date | string;
  document_price: string | null;
  bid_bond: string | null;
  saved: boolean;
  outcome: Exclude<OutcomeStatus, "pending"> | null;
  source: CatalogName | null;
  region: CatalogName | null;
  language: CatalogName | null;
  categories: Option[];
  subcategories: Option[];
  documents: {
    id: number;
    fileName: string;
    size: number;
    contentType: string;
    pageCount: number | null;
    textStatus: TextStatus;
  }[];
}

/** Keep in step with canEditTender. */
function canPreviewTender(user: CurrentUser, publishedById: number | null): boolean {
  return user.role === "superadmin" || publishedById === user.id;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** One query, relations as JSON: the detail page is read far more often than written. */
export async function getTenderView(
  em: EntityManager,
  id: number,
  user: CurrentUser,
  now = new Date(),
): Promise<{ tender: TenderDetailData; saved: boolean; outcome: OutcomeStatus } | null> {
  const userId = user.id;
  const [row] = await em.execute<DetailRow[]>(
    `select t.id, t.title, t.snippet, t.organisation, t.description, t.closing_date, t.opening_date,
            t.published_at, t.published_by_id, t.created_at, t.document_price, t.bid_bond,
            exists (select 1 from saved_tenders s where s.user_id = ? and s.tender_id = t.id)
              as saved,
            (select slug from organisation_names where name = t.organisation) as organisation_slug,
            (select status from tender_outcomes where tender_id = t.id) as outcome,
            (select json_build_object('name', name, 'nameAm', name_am) from sources
              where id = t.source_id) as source,
            (select json_build_object('name', name, 'nameAm', name_am) from regions
              where id = t.region_id) as region,
            (select json_build_object('name', name, 'nameAm', name_am) from languages
              where id = t.language_id) as language,
            (select coalesce(json_agg(json_build_object(
                      'id', c.id, 'name', c.name, 'nameAm', c.name_am)), '[]')
               from tender_categories tc join categories c on c.id = tc.category_id
              where tc.tender_id = t.id) as categories,
            (select coalesce(json_agg(json_build_object(
                      'id', c.id, 'name', c.name, 'nameAm', c.name_am)), '[]')
               from tender_subcategories tc join subcategories c on c.id = tc.subcategory_id
              where tc.tender_id = t.id) as subcategories,
            (select coalesce(json_agg(json_build_object(
                      'id', d.id, 'fileName', d.file_name, 'size', d.size,
                      'contentType', d.content_type, 'pageCount', d.page_count,
                      'textStatus', d.text_status) order by d.id), '[]')
               from tender_documents d where d.tender_id = t.id) as documents
       from tenders t where t.id = ?`,
    [userId, id],
  );
  if (!row) return null;
  const publication = publicationState(row.published_at, now);
  if (publication !== "published" && !canPreviewTender(user, row.published_by_id)) return null;
  const amount = (value: string | null) => (value === null ? null : Number(value));
  const tender: TenderDetailData = {
    id: row.id,
    title: row.title,
    snippet: row.snippet,
    organisation: row.organisation,
    organisationSlug: row.organisation_slug,
    descriptionHtml: scrollableTables(sanitizeRichText(row.description)),
    closingDate: iso(row.closing_date),
    openingDate: iso(row.opening_date),
    publishedAt: iso(row.published_at),
    publication,
    createdAt: new Date(row.created_at).toISOString(),
    documentPrice: amount(row.document_price),
    bidBond: amount(row.bid_bond),
    source: row.source,
    region: row.region,
    language: row.language,
    status: tenderStatus(row.closing_date, now),
    categories: row.categories.sort(byName),
    subcategories: row.subcategories.sort(byName),
    documents: row.documents.map(({ contentType, ...document }) => ({
      ...document,
      size: Number(document.size),
      opensInline: opensInline(contentType),
    })),
  };
  return { tender, saved: row.saved, outcome: row.outcome ?? "pending" };
}
