import type { Db as IDatabase } from "pg-boss";
import type { AlertChannelKind, AlertFrequency } from "./alert-profile.entity";

/** How far back a daily digest looks at most, however long ago the user's last digest was. */
export const MAX_DIGEST_LOOKBACK_DAYS = 7;
/** The window of a user's first digest. */
export const FIRST_DIGEST_HOURS = 24;

/** Why a tender matched: one entry per matching profile, with the include keywords that hit. */
export interface MatchReason {
  profile: string;
  keywords: string[];
}

export interface MatchRow {
  userId: number;
  channel: AlertChannelKind;
  tenderId: number;
  why: MatchReason[];
}

export type MatchScope =
  /** Daily digests: tenders published since each user's last digest (see `since` below). */
  | { frequency: "daily"; now: Date }
  /** Immediate alerts: one just-published tender against every immediate profile. */
  | { frequency: "immediate"; tenderId: number };

/**
 * The matching of every active profile against the candidate tenders as ONE set-based query,
 * returned as CTEs ending in `routed(user_id, channel, tender_id, published_at, why, profile_ids)`:
 * one row per (user, channel, tender), for channels that are verified, not unsubscribed and chosen
 * by at least one matching profile. Rules are the list page's (decision 004): include keywords
 * are `search_vector @@ websearch_to_tsquery('english') || websearch_to_tsquery('simple')`, ANY
 * item matching; exclude items use the same query with NOT; an empty catalogue choice is "any";
 * in the category tree a ticked category OR subcategory matches. Each distinct keyword is turned
 * into a tsquery and checked against the candidates once, whatever the number of profiles using it.
 */
export function matchingSql(scope: MatchScope): { sql: string; values: unknown[] } {
  const daily = scope.frequency === "daily";
  const values: unknown[] = daily
    ? [scope.frequency, scope.now.toISOString()]
    : [scope.frequency, scope.tenderId];
  const candidatesWhere = daily
    ? `t.published_at <= $2::timestamptz
       and t.published_at > $2::timestamptz - interval '${MAX_DIGEST_LOOKBACK_DAYS} days'`
    : `t.id = $2`;
  const since = daily
    ? `greatest(coalesce(u.last_digest_at, $2::timestamptz - interval '${FIRST_DIGEST_HOURS} hours'),
                $2::timestamptz - interval '${MAX_DIGEST_LOOKBACK_DAYS} days')`
    : `'-infinity'::timestamptz`;
  const pivot = (table: string, column: string) =>
    `nullif(array(select x.${column} from ${table} x where x.alert_profile_id = p.id), '{}')`;
  const sql = `
  candidates as materialized (
    select t.id, t.source_id, t.region_id, t.language_id, coalesce(t.published_at, t.created_at) as published_at,
      array(select tc.category_id from tender_categories tc where tc.tender_id = t.id) as cats,
      array(select ts.subcategory_id from tender_subcategories ts where ts.tender_id = t.id) as subs
    from tenders t
    where ${candidatesWhere}
  ),
  eligible as materialized (
    select * from (
      select p.id, p.user_id, p.name, p.include_keywords, p.exclude_keywords, ${since} as since,
        array(select c.kind from alert_channels c
              where c.user_id = p.user_id and c.kind = any(p.channels)
                and c.verified_at is not null and c.unsubscribed_at is null
              order by c.kind) as channels,
        ${pivot("alert_profile_categories", "category_id")} as cats,
        ${pivot("alert_profile_subcategories", "subcategory_id")} as subs,
        ${pivot("alert_profile_regions", "region_id")} as regions,
        ${pivot("alert_profile_sources", "source_id")} as sources,
        ${pivot("alert_profile_languages", "language_id")} as languages
      from alert_profiles p join users u on u.id = p.user_id
      where p.frequency = $1 and not p.paused
    ) profiles
    where cardinality(channels) > 0
  ),
  include_terms as materialized (
    select distinct e.id as profile_id, trim(term) as term
    from eligible e, regexp_split_to_table(e.include_keywords, '[,;\\n]') term
    where trim(term) <> ''
  ),
  exclude_terms as materialized (
    select distinct e.id as profile_id, trim(term) as term
    from eligible e, regexp_split_to_table(e.exclude_keywords, '[,;\\n]') term
    where trim(term) <> ''
  ),
  term_hits as materialized (
    select q.term, c.id as tender_id
    from (
      select term, websearch_to_tsquery('english', term) || websearch_to_tsquery('simple', term) as query
      from (select term from include_terms union select term from exclude_terms) terms
    ) q
    join tenders t on t.search_vector @@ q.query
    join candidates c on c.id = t.id
  ),
  pairs as (
    select i.profile_id, h.tender_id, array_agg(i.term order by i.term) as terms
    from include_terms i join term_hits h on h.term = i.term
    group by i.profile_id, h.tender_id
    union all
    select e.id, c.id, '{}'::text[]
    from eligible e cross join candidates c
    where not exists (select 1 from include_terms i where i.profile_id = e.id)
  ),
  matches as (
    select e.user_id, e.id as profile_id, e.name, e.channels, x.terms, c.id as tender_id, c.published_at
    from pairs x
    join eligible e on e.id = x.profile_id
    join candidates c on c.id = x.tender_id
    where c.published_at > e.since
      and (e.sources is null or c.source_id = any(e.sources))
      and (e.regions is null or c.region_id = any(e.regions))
      and (e.languages is null or c.language_id = any(e.languages))
      and ((e.cats is null and e.subs is null)
           or coalesce(c.cats && e.cats, false) or coalesce(c.subs && e.subs, false))
      and not exists (
        select 1 from exclude_terms x2 join term_hits h on h.term = x2.term
        where x2.profile_id = e.id and h.tender_id = c.id)
  ),
  routed as (
    select m.user_id, ch.kind as channel, m.tender_id, max(m.published_at) as published_at,
      json_agg(json_build_object('profile', m.name, 'keywords', m.terms) order by m.profile_id) as why,
      array_agg(m.profile_id order by m.profile_id) as profile_ids
    from matches m cross join lateral unnest(m.channels) as ch(kind)
    group by m.user_id, ch.kind, m.tender_id
  )`;
  return { sql, values };
}

/** The matches themselves (for tests and diagnostics); delivery building reuses the CTEs. */
export async function findMatches(db: IDatabase, scope: MatchScope): Promise<MatchRow[]> {
  const { sql, values } = matchingSql(scope);
  const { rows } = await db.executeSql(
    `with ${sql} select user_id, channel, tender_id, why from routed
     order by user_id, channel, published_at desc, tender_id desc`,
    values,
  );
  return (
    rows as { user_id: number; channel: AlertChannelKind; tender_id: number; why: MatchReason[] }[]
  ).map((row) => ({
    userId: row.user_id,
    channel: row.channel,
    tenderId: row.tender_id,
    why: row.why,
  }));
}

export type { AlertFrequency };
