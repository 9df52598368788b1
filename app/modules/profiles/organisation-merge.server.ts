import { msg } from "@lingui/core/macro";
import type { EntityManager, QueryResult } from "@mikro-orm/postgresql";
import { sourceText } from "~/i18n/source-text";
import { recordAudit } from "~/modules/audit/audit.server";
import { DomainError, NotFoundError } from "~/modules/domain-errors";
import { parseId } from "~/modules/ids";
import type { CurrentUser } from "~/server/request-context";
import { likePatterns } from "./directory.schema";

const CANDIDATES_SHOWN = 10;
const ADMIN_ORGANISATIONS_PER_PAGE = 50;
/** Tenders are counted per organisation on the admin screens up to here ("1,000+"). */
const ADMIN_COUNT_CAP = 1000;

/** The organisation to keep is not one it can be merged into; shown beside the choice. */
export class MergeChoiceError extends DomainError {
  readonly status = 400;
  override readonly fieldErrors: Record<string, string[]>;
  constructor(message: string) {
    super(message);
    this.fieldErrors = { into: [message] };
  }
}

/** Someone merged it (or what it was to be merged into) while the page was open. */
export class AlreadyMergedError extends DomainError {
  readonly status = 409;
}

const NOT_FOUND = sourceText(msg`Organisation not found`);

/** The organisation of an address: anything but an id is the same 404 as an unknown one. */
export function organisationIdParam(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw new NotFoundError(NOT_FOUND);
  return id;
}
const CHOOSE_ANOTHER = sourceText(msg`Choose another organisation to keep.`);
const MERGED_MEANWHILE = sourceText(
  msg`This organisation has been merged into another one meanwhile.`,
);

export interface AdminOrganisation {
  id: number;
  name: string;
  slug: string;
  mergedInto: string | null;
  tenders: number;
  capped: boolean;
}

interface AdminRow {
  id: number;
  name: string;
  slug: string;
  merged_into: string | null;
  tenders: number;
}

const COUNTED = `(select count(*) from (select 1 from tenders t where t.organisation = o.name
    limit ${ADMIN_COUNT_CAP + 1}) c)::int as tenders`;

const toAdmin = (row: AdminRow): AdminOrganisation => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  mergedInto: row.merged_into,
  tenders: Math.min(row.tenders, ADMIN_COUNT_CAP),
  capped: row.tenders > ADMIN_COUNT_CAP,
});

/** Every name, merged ones too, drafts' too: what an admin may need to tidy. */
export async function adminOrganisations(
  em: EntityManager,
  { q, page }: { q: string; page: number },
): Promise<{ items: AdminOrganisation[]; hasNext: boolean }> {
  const patterns = likePatterns(q);
  const words = patterns.length
    ? `where o.name ilike all (array[${patterns.map(() => "?").join(", ")}]::text[])`
    : "";
  const rows = await em.execute<AdminRow[]>(
    `select o.id, o.name, o.slug, o.merged_into, ${COUNTED} from organisation_names o ${words}
      order by o.name limit ? offset ?`,
    [...patterns, ADMIN_ORGANISATIONS_PER_PAGE + 1, (page - 1) * ADMIN_ORGANISATIONS_PER_PAGE],
  );
  return {
    items: rows.slice(0, ADMIN_ORGANISATIONS_PER_PAGE).map(toAdmin),
    hasNext: rows.length > ADMIN_ORGANISATIONS_PER_PAGE,
  };
}

/**
 * The merge page: the organisation, and the names it may be a misspelling of, nearest first
 * (the trigram index's distance order), merged ones left out.
 */
export async function mergePreview(em: EntityManager, id: number) {
  const [row] = await em.execute<AdminRow[]>(
    `select o.id, o.name, o.slug, o.merged_into, ${COUNTED} from organisation_names o where o.id = ?`,
    [id],
  );
  if (!row) throw new NotFoundError(NOT_FOUND);
  const candidates = row.merged_into
    ? []
    : await em.execute<AdminRow[]>(
        `select o.id, o.name, o.slug, o.merged_into, ${COUNTED} from (
           select * from organisation_names where merged_into is null and id <> ?
            order by lower(name) <-> ? limit ${CANDIDATES_SHOWN}) o`,
        [id, row.name],
      );
  return { organisation: toAdmin(row), candidates: candidates.map(toAdmin) };
}

export interface MergeResult {
  from: string;
  into: { name: string; slug: string };
  tenders: number;
  alertProfiles: number;
}

/**
 * Merges organisation `fromId` into `intoId`: its tenders and alert profiles take the kept
 * name, names merged into it before now point at the kept one, and its row stays (merged_into)
 * so its address redirects and a tender written with its spelling later takes the kept name.
 * Both rows are locked first, so two admins merging at once cannot cross their merges.
 */
export async function mergeOrganisations(
  em: EntityManager,
  actor: CurrentUser,
  fromId: number,
  intoId: number,
): Promise<MergeResult> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<
      { id: number; name: string; slug: string; merged_into: string | null }[]
    >(
      `select id, name, slug, merged_into from organisation_names where id in (?, ?)
        order by id for update`,
      [fromId, intoId],
    );
    const from = rows.find((row) => row.id === fromId);
    const into = rows.find((row) => row.id === intoId);
    if (!from) throw new NotFoundError(NOT_FOUND);
    if (from.merged_into !== null) throw new AlreadyMergedError(MERGED_MEANWHILE);
    if (!into || into.id === from.id || into.merged_into !== null) {
      throw new MergeChoiceError(CHOOSE_ANOTHER);
    }
    await tx.execute(
      `update organisation_names set merged_into = ? where name = ? or merged_into = ?`,
      [into.name, from.name, from.name],
    );
    const tenders = await tx.execute<QueryResult>(
      `update tenders set organisation = ? where organisation = ?`,
      [into.name, from.name],
      "run",
    );
    const profiles = await tx.execute<QueryResult>(
      `update alert_profiles set organisation = ? where lower(organisation) = lower(?)`,
      [into.name, from.name],
      "run",
    );
    const moved = { tenders: tenders.affectedRows, alertProfiles: profiles.affectedRows };
    // The audit log is written in English.
    recordAudit(
      tx,
      actor,
      "update",
      "organisation",
      from.id,
      `Merged organisation "${from.name}" into "${into.name}" (#${into.id}): ${moved.tenders} tenders and ${moved.alertProfiles} alert profiles moved`,
    );
    recordAudit(
      tx,
      actor,
      "update",
      "organisation",
      into.id,
      `Merged organisation "${from.name}" (#${from.id}) into this one: ${moved.tenders} tenders and ${moved.alertProfiles} alert profiles moved`,
    );
    await tx.flush();
    return { from: from.name, into: { name: into.name, slug: into.slug }, ...moved };
  });
}
