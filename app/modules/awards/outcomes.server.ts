import type { EntityManager } from "@mikro-orm/postgresql";
import { publicationState } from "~/modules/tenders/publication-state";
import {
  PENDING_OUTCOME,
  type AwardView,
  type OutcomeStatus,
  type TenderOutcomeView,
} from "./outcome-types";

interface OutcomeRow {
  status: "awarded" | "cancelled" | "failed";
  reason: string | null;
  updated_at: Date | string;
  readvertised_id: number | null;
  readvertised_title: string | null;
  readvertised_published_at: Date | string | null;
  awards: {
    id: number;
    lot: number;
    amount: string | number;
    currency: string;
    awardedOn: string;
    note: string | null;
    supplierId: number;
    supplierName: string;
    supplierSlug: string;
    documentId: number | null;
    documentName: string | null;
  }[];
}

/** One statement: the outcome row, the re-advertising tender and the awards by lot. */
export async function tenderOutcome(
  em: EntityManager,
  tenderId: number,
  now = new Date(),
): Promise<TenderOutcomeView> {
  const [row] = await em.execute<OutcomeRow[]>(
    `select o.status, o.reason, o.updated_at,
            r.id as readvertised_id, r.title as readvertised_title,
            r.published_at as readvertised_published_at,
            (select coalesce(json_agg(json_build_object(
                      'id', a.id, 'lot', a.lot, 'amount', a.amount::text, 'currency', a.currency,
                      'awardedOn', a.awarded_on::text, 'note', a.note,
                      'supplierId', s.id, 'supplierName', s.name, 'supplierSlug', s.slug,
                      'documentId', d.id, 'documentName', d.file_name) order by a.lot, a.id), '[]')
               from awards a join suppliers s on s.id = a.supplier_id
               left join tender_documents d on d.id = a.notice_document_id
              where a.tender_id = o.tender_id) as awards
       from tender_outcomes o
       left join tenders r on r.id = o.readvertised_tender_id
      where o.tender_id = ?`,
    [tenderId],
  );
  if (!row) return PENDING_OUTCOME;
  return {
    status: row.status,
    reason: row.reason,
    readvertisedAs:
      row.readvertised_id === null
        ? null
        : {
            id: row.readvertised_id,
            title: row.readvertised_title ?? "",
            published: publicationState(row.readvertised_published_at, now) === "published",
          },
    awards: row.awards.map(toAwardView),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Most tenders have no outcome yet: `status`, read with the tender, spares them the statement. */
export async function outcomeIfRecorded(
  em: EntityManager,
  tenderId: number,
  status: OutcomeStatus,
  now = new Date(),
): Promise<TenderOutcomeView> {
  return status === "pending" ? PENDING_OUTCOME : tenderOutcome(em, tenderId, now);
}

function toAwardView(award: OutcomeRow["awards"][number]): AwardView {
  return {
    id: award.id,
    lot: award.lot,
    supplier: { id: award.supplierId, name: award.supplierName, slug: award.supplierSlug },
    amount: String(award.amount),
    currency: award.currency,
    awardedOn: award.awardedOn,
    note: award.note,
    noticeDocument:
      award.documentId === null ? null : { id: award.documentId, fileName: award.documentName! },
  };
}

export interface OutcomePageData {
  tender: { id: number; title: string; published: boolean };
  outcome: TenderOutcomeView;
  /** The tender's documents, any of which may be an award's notice. */
  documents: { id: number; fileName: string }[];
}

/** The admin outcome page's tender, outcome and documents; null for an unknown tender. */
export async function outcomePageData(
  em: EntityManager,
  tenderId: number,
  now = new Date(),
): Promise<OutcomePageData | null> {
  const [tender] = await em.execute<{ id: number; title: string; published_at: Date | null }[]>(
    "select id, title, published_at from tenders where id = ?",
    [tenderId],
  );
  if (!tender) return null;
  const [outcome, documents] = await Promise.all([
    tenderOutcome(em, tenderId, now),
    em.execute<{ id: number; fileName: string }[]>(
      `select id, file_name as "fileName" from tender_documents where tender_id = ? order by id`,
      [tenderId],
    ),
  ]);
  return {
    tender: {
      id: tender.id,
      title: tender.title,
      published: publicationState(tender.published_at, now) === "published",
    },
    outcome,
    documents,
  };
}
