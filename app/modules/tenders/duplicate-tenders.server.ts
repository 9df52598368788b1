import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sourceText } from "~/i18n/source-text";
import { DomainError } from "~/modules/domain-errors";
import { eatDayStart, toEatInputValue } from "./tender-dates";

/** A re-typed title scores 0.7–1 (pg_trgm): docs/decisions/015-duplicate-warnings.md. */
export const DUPLICATE_TITLE_SIMILARITY = 0.6;

const MAX_CANDIDATES = 5;

export interface DuplicateCandidate {
  id: number;
  title: string;
  organisation: string | null;
  source: string | null;
  closingDate: string | null;
}

export interface DuplicateProbe {
  title: string;
  organisation?: string | null;
  closingDate?: Date | null;
  excludeId?: number;
}

/** Nothing was saved; the caller may save anyway (`confirmDuplicate=true`). */
export class PossibleDuplicateError extends DomainError {
  readonly status = 409;
  constructor(
    readonly candidates: DuplicateCandidate[],
    message = sourceText(
      msg`This tender looks like one already published. Check the possible duplicates; save anyway only if it is a different notice.`,
    ),
  ) {
    super(message);
  }
}

/** The newest of each kind: a re-typed notice is a recent one; big organisations cost no more. */
const MAX_COMPARED = 250;

const addisDayBounds = (instant: Date): [Date, Date] => {
  const day = toEatInputValue(instant).slice(0, 10);
  return [eatDayStart(day), eatDayStart(day, 1)];
};

/**
 * Candidates come from the organisation and closing-date indexes only: a trigram index over
 * every title reads tens of thousands of rows. `%` needs withDuplicateThreshold.
 */
export function duplicateLookup(probe: DuplicateProbe): { sql: string; params: unknown[] } | null {
  const title = probe.title.trim();
  const organisation = probe.organisation?.trim() || null;
  const closingDate = probe.closingDate ?? null;
  if (!title || (!organisation && !closingDate)) return null;
  const [dayStart, dayEnd] = closingDate ? addisDayBounds(closingDate) : [null, null];
  return {
    sql: `with candidates as (
         (select id, title from tenders where lower(organisation) = lower(?::text)
           order by lower(organisation), id desc limit ?)
         union
         (select id, title from tenders
           where closing_date >= ?::timestamptz and closing_date < ?::timestamptz
           order by id desc limit ?)
       ), alike as (
         select id, similarity(title, ?) as score from candidates
          where id <> ? and title % ?
          order by score desc, id desc
          limit ?
       )
       select t.id, t.title, t.organisation, s.name as source, t.closing_date
         from alike a
         join tenders t on t.id = a.id
         left join sources s on s.id = t.source_id
        order by a.score desc, a.id desc`,
    params: [
      organisation,
      MAX_COMPARED,
      dayStart,
      dayEnd,
      MAX_COMPARED,
      title,
      probe.excludeId ?? 0,
      title,
      MAX_CANDIDATES,
    ],
  };
}

/** One transaction for many probes (an import), not a transaction each. */
export async function withDuplicateThreshold<T>(
  em: EntityManager,
  lookups: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  return em.transactional(async (tx) => {
    await tx.execute(`select set_config('pg_trgm.similarity_threshold', ?, true)`, [
      String(DUPLICATE_TITLE_SIMILARITY),
    ]);
    return lookups(tx);
  });
}

export async function findPossibleDuplicates(
  em: EntityManager,
  probe: DuplicateProbe,
): Promise<DuplicateCandidate[]> {
  if (!duplicateLookup(probe)) return [];
  return withDuplicateThreshold(em, (tx) => duplicatesIn(tx, probe));
}

export async function duplicatesIn(
  tx: EntityManager,
  probe: DuplicateProbe,
): Promise<DuplicateCandidate[]> {
  const lookup = duplicateLookup(probe);
  if (!lookup) return [];
  const rows = await tx.execute<
    {
      id: number;
      title: string;
      organisation: string | null;
      source: string | null;
      closing_date: Date | string | null;
    }[]
  >(lookup.sql, lookup.params);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    organisation: row.organisation,
    source: row.source,
    closingDate: row.closing_date ? new Date(row.closing_date).toISOString() : null,
  }));
}

export async function refuseUnconfirmedDuplicate(
  em: EntityManager,
  probe: DuplicateProbe & { confirmed?: boolean },
): Promise<void> {
  if (probe.confirmed) return;
  const candidates = await findPossibleDuplicates(em, probe);
  if (candidates.length) throw new PossibleDuplicateError(candidates);
}
