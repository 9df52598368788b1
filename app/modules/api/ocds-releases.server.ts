import type { EntityManager } from "@mikro-orm/postgresql";
import { Tender } from "~/modules/tenders/tender.entity";
import { config } from "~/server/config.server";
import { htmlToPlainText } from "~/server/html-plain-text.server";
import type { OcdsRelease, OcdsReleasePackage } from "./ocds-schemas";

// OCDS 1.1 releases, one per tender as it stands now (docs/api.md): a harvester paging from its
// last `date` gets every new and changed tender again. Visitors get the visitor rules.

export const OCDS_PAGE_SIZE = 100;

/** A fee's `id` came in v1.1.3; v1.1.5 is the newest, with every field a fee here uses. */
const PARTICIPATION_FEE_EXTENSION =
  "https://raw.githubusercontent.com/open-contracting-extensions/ocds_participationFee_extension/v1.1.5/extension.json";

/** Our own classification scheme: the platform's category (and subcategory) ids and names. */
const CATEGORY_SCHEME = "x-tenderlink-category";
const SUBCATEGORY_SCHEME = "x-tenderlink-subcategory";

export type OcdsViewer = "visitor" | "user";

const FULL = ["categories", "subcategories", "documents"] as const;

// Tenders published for a later time stay out until then; their release date is that time.
const PUBLISHED = "t.published_at is not null and t.published_at <= now()";
// When a tender was last edited is not public (docs/security.md): visitors get publication only.
const releaseDateOf = (viewer: OcdsViewer) =>
  viewer === "visitor" ? "t.published_at" : "greatest(t.published_at, t.updated_at)";

export function ocidOf(tenderId: number): string {
  return `${config().ocdsOcidPrefix}-${tenderId}`;
}

/** A stable party id for an organisation named in free text. */
function partyId(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
  return `org-${slug || "unnamed"}`;
}

function toRelease(tender: Tender, releaseDate: Date, viewer: OcdsViewer): OcdsRelease {
  const date = releaseDate.toISOString();
  const base = {
    ocid: ocidOf(tender.id),
    id: `${tender.id}-${date}`,
    date,
    tag: ["tender" as const],
    initiationType: "tender" as const,
  };
  if (viewer === "visitor") {
    return {
      ...base,
      tender: {
        id: String(tender.id),
        title: tender.title,
        ...(tender.snippet ? { description: tender.snippet } : {}),
      },
    };
  }
  const { appUrl } = config();
  const organisation = tender.organisation?.trim();
  const buyer = organisation ? { id: partyId(organisation), name: organisation } : undefined;
  const description = htmlToPlainText(tender.description) || tender.snippet;
  const subcategories = tender.subcategories.getItems();
  const items = tender.categories
    .getItems()
    .toSorted((a, b) => a.id - b.id)
    .map((category) => {
      const own = subcategories
        .filter((subcategory) => subcategory.category.id === category.id)
        .toSorted((a, b) => a.id - b.id)
        .map((subcategory) => ({
          scheme: SUBCATEGORY_SCHEME,
          id: String(subcategory.id),
          description: subcategory.name,
        }));
      return {
        id: String(category.id),
        description: category.name,
        classification: {
          scheme: CATEGORY_SCHEME,
          id: String(category.id),
          description: category.name,
        },
        ...(own.length ? { additionalClassifications: own } : {}),
      };
    });
  const documents = tender.documents
    .getItems()
    .toSorted((a, b) => a.id - b.id)
    .map((document) => ({
      id: String(document.id),
      title: document.fileName,
      url: `${appUrl}/documents/${document.id}`,
      format: document.contentType,
      datePublished: document.createdAt.toISOString(),
    }));
  return {
    ...base,
    ...(buyer ? { parties: [{ ...buyer, roles: ["buyer" as const] }], buyer } : {}),
    tender: {
      id: String(tender.id),
      title: tender.title,
      ...(description ? { description } : {}),
      ...(tender.publishedAt
        ? {
            tenderPeriod: {
              startDate: tender.publishedAt.toISOString(),
              ...(tender.closingDate ? { endDate: tender.closingDate.toISOString() } : {}),
            },
          }
        : {}),
      ...(items.length ? { items } : {}),
      ...(documents.length ? { documents } : {}),
      ...(tender.documentPrice != null
        ? {
            participationFees: [
              {
                id: "bid-documents",
                type: ["document" as const],
                value: { amount: tender.documentPrice, currency: "ETB" },
              },
            ],
          }
        : {}),
    },
  };
}

interface ReleaseRow {
  id: number;
  release_date: Date | string;
  /** With PostgreSQL's microseconds, for the next page's cursor. */
  cursor: string;
}

async function releasesOf(
  em: EntityManager,
  rows: ReleaseRow[],
  viewer: OcdsViewer,
): Promise<OcdsRelease[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const tenders = await em.find(Tender, { id: { $in: ids } }, { populate: FULL });
  const byId = new Map(tenders.map((tender) => [tender.id, tender]));
  return rows.flatMap((row) => {
    const tender = byId.get(row.id);
    return tender ? [toRelease(tender, new Date(row.release_date), viewer)] : [];
  });
}

const rowColumns = (releaseDate: string) => `t.id, ${releaseDate} as release_date,
  to_char(${releaseDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor`;

/** Walks tenders_release_date_index from the cursor, so any page costs the same. */
export async function listOcdsReleases(
  em: EntityManager,
  options: { since?: string; after?: number; limit: number; viewer: OcdsViewer },
): Promise<{ releases: OcdsRelease[]; next: { since: string; after: number } | null }> {
  const releaseDate = releaseDateOf(options.viewer);
  const rows = await em.execute<ReleaseRow[]>(
    `select ${rowColumns(releaseDate)} from tenders t
      where ${PUBLISHED}
        and (${releaseDate}, t.id) > (?::timestamptz, ?)
      order by ${releaseDate}, t.id
      limit ?`,
    [options.since ?? "-infinity", options.after ?? 0, options.limit + 1],
  );
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const next = rows.length > options.limit && last ? { since: last.cursor, after: last.id } : null;
  return { releases: await releasesOf(em, page, options.viewer), next };
}

export async function getOcdsRelease(
  em: EntityManager,
  tenderId: number,
  viewer: OcdsViewer,
): Promise<OcdsRelease | null> {
  const rows = await em.execute<ReleaseRow[]>(
    `select ${rowColumns(releaseDateOf(viewer))} from tenders t where t.id = ? and ${PUBLISHED}`,
    [tenderId],
  );
  const [release] = await releasesOf(em, rows, viewer);
  return release ?? null;
}

/** `publishedDate`: the newest release date in it (OCDS, for a package made on demand), or now. */
export function releasePackage(
  releases: OcdsRelease[],
  options: { uri: string; next?: string; now?: Date },
): OcdsReleasePackage {
  const { appUrl } = config();
  const newest = releases.reduce<string | null>(
    (latest, release) => (latest === null || release.date > latest ? release.date : latest),
    null,
  );
  return {
    uri: options.uri,
    version: "1.1",
    extensions: [PARTICIPATION_FEE_EXTENSION],
    publishedDate: newest ?? (options.now ?? new Date()).toISOString(),
    publisher: { name: "TenderLink", uri: appUrl },
    releases,
    ...(options.next ? { links: { next: options.next } } : {}),
  };
}
