import type { EntityManager } from "@mikro-orm/postgresql";
import type { Tender } from "~/modules/tenders/tender.entity";
import { config } from "~/server/config.server";
import type { OcdsRelease } from "./ocds-schemas";

// A tender's outcome as the release after its tender release: `award` with its awards and
// suppliers, `tenderCancellation`, or `tenderUpdate` for a failed tender (docs/api.md).

/** Our own identifier schemes: these ids name rows of TenderLink, not a public register. */
const ORGANISATION_SCHEME = "X-TENDERLINK-ORGANISATION";
const SUPPLIER_SCHEME = "X-TENDERLINK-SUPPLIER";

type Party = NonNullable<OcdsRelease["parties"]>[number];

interface OcdsAward {
  lot: number;
  amount: string;
  currency: string;
  awardedOn: string;
  note: string | null;
  supplierName: string;
  supplierSlug: string;
  document: { id: number; fileName: string; contentType: string; createdAt: string } | null;
}

export interface OcdsOutcome {
  status: "awarded" | "cancelled" | "failed";
  awards: OcdsAward[];
}

function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize("NFKC")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-|-$/g, "") || "unnamed"
  );
}

/** The buyer: the tender's organisation, a free-text name, identified by its slug. */
export function buyerOf(
  tender: Tender,
): { reference: { id: string; name: string }; party: Party } | null {
  const name = tender.organisation?.trim();
  if (!name) return null;
  const slug = slugOf(name);
  const reference = { id: `org-${slug}`, name };
  return {
    reference,
    party: {
      ...reference,
      identifier: { scheme: ORGANISATION_SCHEME, id: slug, legalName: name },
      roles: ["buyer"],
    },
  };
}

/** Outcomes that have a release: awarded with at least one award, cancelled, failed. */
export const RELEASED_OUTCOME = `(o.status <> 'awarded'
  or exists (select 1 from awards a where a.tender_id = o.tender_id))`;

export async function loadOcdsOutcomes(
  em: EntityManager,
  tenderIds: number[],
): Promise<Map<number, OcdsOutcome>> {
  if (!tenderIds.length) return new Map();
  const rows = await em.execute<(OcdsOutcome & { tender_id: number })[]>(
    `select o.tender_id, o.status,
       coalesce(json_agg(json_build_object('lot', a.lot, 'amount', a.amount::text,
           'currency', a.currency, 'awardedOn', a.awarded_on::text, 'note', a.note,
           'supplierName', s.name, 'supplierSlug', s.slug,
           'document', case when d.id is not null then json_build_object('id', d.id,
             'fileName', d.file_name, 'contentType', d.content_type, 'createdAt', d.created_at) end)
         order by a.lot) filter (where a.id is not null), '[]') as awards
     from tender_outcomes o
     left join awards a on a.tender_id = o.tender_id
     left join suppliers s on s.id = a.supplier_id
     left join tender_documents d on d.id = a.notice_document_id
     where o.tender_id in (?)
     group by o.tender_id`,
    [tenderIds],
  );
  return new Map(rows.map(({ tender_id, ...outcome }) => [tender_id, outcome]));
}

function awardsOf(outcome: OcdsOutcome, appUrl: string) {
  return outcome.awards.map((award) => ({
    id: `lot-${award.lot}`,
    ...(award.note ? { description: award.note } : {}),
    status: "active" as const,
    // An award day is a day in Addis Ababa.
    date: `${award.awardedOn}T00:00:00+03:00`,
    value: { amount: Number(award.amount), currency: award.currency },
    suppliers: [{ id: `supplier-${award.supplierSlug}`, name: award.supplierName }],
    ...(award.document
      ? {
          documents: [
            {
              id: String(award.document.id),
              documentType: "awardNotice" as const,
              title: award.document.fileName,
              url: `${appUrl}/documents/${award.document.id}`,
              format: award.document.contentType,
              datePublished: new Date(award.document.createdAt).toISOString(),
            },
          ],
        }
      : {}),
  }));
}

function suppliersOf(outcome: OcdsOutcome, appUrl: string): Party[] {
  const bySlug = new Map(outcome.awards.map((award) => [award.supplierSlug, award.supplierName]));
  return [...bySlug].map(([slug, name]) => ({
    id: `supplier-${slug}`,
    name,
    identifier: {
      scheme: SUPPLIER_SCHEME,
      id: slug,
      legalName: name,
      uri: `${appUrl}/suppliers/${slug}`,
    },
    roles: ["supplier"],
  }));
}

const OUTCOME_TAGS = {
  awarded: "award",
  cancelled: "tenderCancellation",
  failed: "tenderUpdate",
} as const;

const TENDER_STATUS = {
  awarded: "complete",
  cancelled: "cancelled",
  failed: "unsuccessful",
} as const;

/** The outcome's release; its `date` is when the outcome was recorded or last changed. */
export function outcomeRelease(
  tender: Tender,
  outcome: OcdsOutcome,
  releaseDate: Date,
  ocid: string,
): OcdsRelease {
  const { appUrl } = config();
  const date = releaseDate.toISOString();
  const tag = OUTCOME_TAGS[outcome.status];
  const buyer = buyerOf(tender);
  const awarded = outcome.status === "awarded";
  const parties = [
    ...(buyer ? [buyer.party] : []),
    ...(awarded ? suppliersOf(outcome, appUrl) : []),
  ];
  return {
    ocid,
    id: `${tender.id}-${tag}-${date}`,
    date,
    tag: [tag],
    initiationType: "tender",
    ...(parties.length ? { parties } : {}),
    ...(buyer ? { buyer: buyer.reference } : {}),
    tender: { id: String(tender.id), status: TENDER_STATUS[outcome.status] },
    ...(awarded ? { awards: awardsOf(outcome, appUrl) } : {}),
  };
}
