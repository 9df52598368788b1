import type { EntityManager } from "@mikro-orm/postgresql";
import { Tender } from "~/modules/tenders/tender.entity";
import { config } from "~/server/config.server";
import { htmlToPlainText } from "~/server/html-plain-text.server";
import {
  buyerOf,
  loadOcdsOutcomes,
  outcomeRelease,
  RELEASED_OUTCOME,
} from "./ocds-outcomes.server";
import {
  OCDS_STAGES,
  type OcdsRelease,
  type OcdsReleasePackage,
  type OcdsStage,
} from "./ocds-schemas";

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
  const buyer = buyerOf(tender);
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
    ...(buyer ? { parties: [buyer.party], buyer: buyer.reference } : {}),
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
  /** 0: the tender's release; 1: its outcome's. */
  stage: 0 | 1;
  release_date: Date | string;
  /** With PostgreSQL's microseconds, for the next page's cursor. */
  cursor: string;
}

/** The releases of the rows, in the rows' order. */
export async function releasesOf(
  em: EntityManager,
  rows: ReleaseRow[],
  viewer: OcdsViewer,
): Promise<OcdsRelease[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.id))];
  const outcomeIds = [...new Set(rows.filter((row) => row.stage === 1).map((row) => row.id))];
  const [tenders, outcomes] = await Promise.all([
    em.find(Tender, { id: { $in: ids } }, { populate: FULL }),
    loadOcdsOutcomes(em, outcomeIds),
  ]);
  const byId = new Map(tenders.map((tender) => [tender.id, tender]));
  return rows.flatMap((row) => {
    const tender = byId.get(row.id);
    const date = new Date(row.release_date);
    if (!tender) return [];
    if (row.stage === 0) return [toRelease(tender, date, viewer)];
    const outcome = outcomes.get(row.id);
    return outcome ? [outcomeRelease(tender, outcome, date, ocidOf(tender.id))] : [];
  });
}

const cursorOf = (date: string) =>
  `to_char(${date} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor`;
const tenderColumns = (releaseDate: string) =>
  `t.id, 0 as stage, ${releaseDate} as release_date, ${cursorOf(releaseDate)}`;
const OUTCOME_COLUMNS = `o.tender_id as id, 1 as stage, o.updated_at as release_date,
  ${cursorOf("o.updated_at")}`;
// Outcomes are for signed-in callers only, as awards and amounts are details.
const OUTCOMES_FROM = `from tender_outcomes o join tenders t on t.id = o.tender_id
  where ${PUBLISHED} and ${RELEASED_OUTCOME}`;

/**
 * Tender releases and outcome releases in one order, (date, tender id, tender before outcome),
 * each stream walking its own index from the cursor, so any page costs the same.
 */
export async function listOcdsReleases(
  em: EntityManager,
  options: {
    since?: string;
    after?: number;
    stage?: OcdsStage;
    limit: number;
    viewer: OcdsViewer;
  },
): Promise<{
  releases: OcdsRelease[];
  next: { since: string; after: number; stage: OcdsStage } | null;
}> {
  const releaseDate = releaseDateOf(options.viewer);
  const since = options.since ?? "-infinity";
  const after = options.after ?? 0;
  const take = options.limit + 1;
  // Without a stage the cursor stands after both releases of its tender (links before stages).
  const outcomeFrom = options.stage === "tender" ? ">=" : ">";
  const tenders = `select ${tenderColumns(releaseDate)} from tenders t
      where ${PUBLISHED} and (${releaseDate}, t.id) > (?::timestamptz, ?)
      order by ${releaseDate}, t.id limit ?`;
  const outcomes = `select ${OUTCOME_COLUMNS} ${OUTCOMES_FROM}
      and (o.updated_at, o.tender_id) ${outcomeFrom} (?::timestamptz, ?)
      order by o.updated_at, o.tender_id limit ?`;
  const rows =
    options.viewer === "visitor"
      ? await em.execute<ReleaseRow[]>(tenders, [since, after, take])
      : await em.execute<ReleaseRow[]>(
          `select * from ((${tenders}) union all (${outcomes})) r
            order by release_date, id, stage limit ?`,
          [since, after, take, since, after, take, take],
        );
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const next =
    rows.length > options.limit && last
      ? { since: last.cursor, after: last.id, stage: OCDS_STAGES[last.stage] }
      : null;
  return { releases: await releasesOf(em, page, options.viewer), next };
}

/** Rows of every release of these tenders, each tender's oldest first. */
export async function releaseRowsOf(
  em: EntityManager,
  tenderIds: number[],
  viewer: OcdsViewer,
): Promise<ReleaseRow[]> {
  if (!tenderIds.length) return [];
  const tenders = `select ${tenderColumns(releaseDateOf(viewer))} from tenders t
      where t.id in (?) and ${PUBLISHED}`;
  if (viewer === "visitor") return em.execute<ReleaseRow[]>(tenders, [tenderIds]);
  return em.execute<ReleaseRow[]>(
    `select * from ((${tenders}) union all
       (select ${OUTCOME_COLUMNS} ${OUTCOMES_FROM} and o.tender_id in (?))) r
      order by id, release_date, stage`,
    [tenderIds, tenderIds],
  );
}

/** Every release of one published tender (its tender release, then its outcome's), or []. */
export async function getOcdsReleases(
  em: EntityManager,
  tenderId: number,
  viewer: OcdsViewer,
): Promise<OcdsRelease[]> {
  return releasesOf(em, await releaseRowsOf(em, [tenderId], viewer), viewer);
}

/** One tender's tender release (without its outcome's), or null. */
export async function getOcdsRelease(
  em: EntityManager,
  tenderId: number,
  viewer: OcdsViewer,
): Promise<OcdsRelease | null> {
  const releases = await getOcdsReleases(em, tenderId, viewer);
  return releases.find((release) => release.tag.includes("tender")) ?? null;
}

interface PackageOptions {
  uri: string;
  next?: string;
  now?: Date;
}

/** `publishedDate`: the newest release date in it (OCDS, for a package made on demand), or now. */
export function packageMetadata(releases: OcdsRelease[], options: PackageOptions) {
  const { appUrl } = config();
  const newest = releases.reduce<string | null>(
    (latest, release) => (latest === null || release.date > latest ? release.date : latest),
    null,
  );
  return {
    uri: options.uri,
    version: "1.1" as const,
    extensions: [PARTICIPATION_FEE_EXTENSION],
    publishedDate: newest ?? (options.now ?? new Date()).toISOString(),
    publisher: { name: "TenderLink", uri: appUrl },
    ...(options.next ? { links: { next: options.next } } : {}),
  };
}

export function releasePackage(
  releases: OcdsRelease[],
  options: PackageOptions,
): OcdsReleasePackage {
  return { ...packageMetadata(releases, options), releases };
}
