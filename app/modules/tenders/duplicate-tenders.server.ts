import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sourceText } from "~/i18n/source-text";
import { DomainError } from "~/modules/domain-errors";
import { eatDayStart, toEatInputValue } from "./tender-dates";

/**
 * How alike two titles must be (pg_trgm similarity, 0–1) to count as the same notice typed
 * again: a re-typed title with other letter case, punctuation or a typo or two scores 0.7–1;
 * two different notices of one organisation ("Supply of laptops" / "Supply of fuel") score
 * well below. docs/decisions/015-duplicate-warnings.md has the figures.
 */
export const DUPLICATE_TITLE_SIMILARITY = 0.6;

/** At most this many candidates are shown: enough to recognise the notice, cheap to find. */
const MAX_CANDIDATES = 5;

export interface DuplicateCandidate {
  id: number;
  title: string;
  organisation: string | null;
  /** The source (newspaper, portal) the earlier notice was entered from. */
  source: string | null;
  closingDate: string | null;
}

export interface DuplicateProbe {
  title: string;
  organisation?: string | null;
  closingDate?: Date | null;
  /** Editing: the tender itself is never its own duplicate. */
  excludeId?: number;
}

/**
 * A tender that looks like one already stored: nothing was saved, and the caller may save it
 * anyway (the form's 'Save anyway', the API's `confirmDuplicate=true`).
 */
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

/**
 * Of each kind, at most this many candidates are compared (the newest): a notice typed again
 * from another paper is one of the organisation's recent ones, and an organisation with tens of
 * thousands of tenders costs no more than this (docs/decisions/015).
 */
const MAX_COMPARED = 250;

/** Where the Addis Ababa day of `instant` starts, and where the next one starts. */
const addisDayBounds = (instant: Date): [Date, Date] => {
  const day = toEatInputValue(instant).slice(0, 10);
  return [eatDayStart(day), eatDayStart(day, 1)];
};

/**
 * The lookup behind findPossibleDuplicates, as SQL and parameters (the benchmark explains this
 * very statement), or null when nothing can match: without an organisation and a closing date.
 * The candidates and their titles come from the organisation and closing-date indexes alone
 * (the newest MAX_COMPARED of each), and only those titles are compared with `%`: a trigram
 * index over every title reads tens of thousands of rows for a notice worded like many others.
 * `%` needs the similarity threshold set first (withDuplicateThreshold).
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

/**
 * Runs `lookups` in one transaction with pg_trgm's `%` threshold set to
 * DUPLICATE_TITLE_SIMILARITY for it only: many probes (a file of notices being imported) cost
 * one query each, not a transaction each.
 */
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

/**
 * Tenders with a very similar title AND the same organisation (any letter case) or the same
 * closing day in Addis Ababa, most similar first (duplicateLookup).
 */
export async function findPossibleDuplicates(
  em: EntityManager,
  probe: DuplicateProbe,
): Promise<DuplicateCandidate[]> {
  if (!duplicateLookup(probe)) return [];
  return withDuplicateThreshold(em, (tx) => duplicatesIn(tx, probe));
}

/** findPossibleDuplicates inside withDuplicateThreshold's transaction. */
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

/** Refuses a tender that looks like a stored one unless the caller confirmed it is not. */
export async function refuseUnconfirmedDuplicate(
  em: EntityManager,
  probe: DuplicateProbe & { confirmed?: boolean },
): Promise<void> {
  if (probe.confirmed) return;
  const candidates = await findPossibleDuplicates(em, probe);
  if (candidates.length) throw new PossibleDuplicateError(candidates);
}
