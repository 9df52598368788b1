import type { Db as IDatabase } from "pg-boss";
import type { AlertChannelKind } from "./alert-profile.entity";

/** How far back a daily digest looks at most, however long ago the user's last digest was. */
const MAX_DIGEST_LOOKBACK_DAYS = 7;
/** The window of a user's first digest. */
const FIRST_DIGEST_HOURS = 24;

/** Why a tender matched: one entry per matching profile, with the include keywords that hit. */
export interface MatchReason {
  profile: string;
  keywords: string[];
  /** Documents in which a keyword was found, when the tender's own text does not have it. */
  documents?: string[];
}

export interface MatchRow {
  userId: number;
  channel: AlertChannelKind;
  tenderId: number;
  why: MatchReason[];
}

/**
 * A profile `e` (row of `eligible`) and a candidate tender `c`: everything but the include
 * keywords (checked through `term_hits`). Used for the matching and again for the why-text.
 */
const PROFILE_FILTERS = `c.announced_at > e.since
      and (e.sources is null or c.source_id = any(e.sources))
      and (e.regions is null or c.region_id = any(e.regions))
      and (e.languages is null or c.language_id = any(e.languages))
      and (e.organisation is null or lower(c.organisation) = lower(e.organisation))
      and ((e.cats is null and e.subs is null)
           or coalesce(c.cats && e.cats, false) or coalesce(c.subs && e.subs, false))
      and (e.exclude_query is null or not c.search_vector @@ e.exclude_query)`;

/** One part of the users (user id modulo `count`): digest parts run in parallel on M workers. */
export interface DigestShard {
  index: number;
  count: number;
}

export type MatchScope =
  /** Daily digests: tenders announced since each user's last digest (see `since` below). */
  | { frequency: "daily"; now: Date; shard?: DigestShard }
  /** Immediate alerts: just-published tenders (one, or a worker's batch), immediate profiles. */
  | { frequency: "immediate"; tenderIds: number[] };

/**
 * The matching of every active profile against the candidate tenders as ONE set-based query,
 * returned as CTEs ending in `routed(user_id, channel, tender_id, published_at, min_profile,
 * max_profile)`:
 * one row per (user, channel, tender), for channels that are verified, not unsubscribed and chosen
 * by at least one matching profile of an account that is not deactivated. Rules are the list page's (decision 004): include keywords
 * are `search_vector @@ websearch_to_tsquery('english') || websearch_to_tsquery('simple')`, ANY
 * item matching; exclude items are one such query (items OR-ed) used with NOT; an empty catalogue choice is "any";
 * in the category tree a ticked category OR subcategory matches. Each distinct keyword is turned
 * into a tsquery and checked against the candidates once, whatever the number of profiles using it.
 */
export function matchingSql(scope: MatchScope): { sql: string; values: unknown[] } {
  const daily = scope.frequency === "daily";
  const values: unknown[] = daily
    ? [scope.frequency, scope.now.toISOString()]
    : [scope.frequency, scope.tenderIds];
  const shard =
    daily && scope.shard
      ? `and p.user_id % ${Math.trunc(scope.shard.count)} = ${Math.trunc(scope.shard.index)}`
      : "";
  // Only public tenders (docs/decisions/017). A digest's window is on when a tender was
  // announced, not on its notice's date: a tender published under an earlier date, or made public
  // by the scheduler after a digest began, is in the next digest instead of in none.
  const candidatesWhere = daily
    ? `t.announced_at <= $2::timestamptz
       and t.announced_at > $2::timestamptz - interval '${MAX_DIGEST_LOOKBACK_DAYS} days'
       and t.published_at <= $2::timestamptz`
    : `t.id = any($2::int[]) and t.published_at <= now()`;
  const since = daily
    ? `greatest(coalesce(u.last_digest_at, $2::timestamptz - interval '${FIRST_DIGEST_HOURS} hours'),
                $2::timestamptz - interval '${MAX_DIGEST_LOOKBACK_DAYS} days')`
    : `'-infinity'::timestamptz`;
  // Keywords against the candidates. A day's tenders: each keyword looked up in the text
  // indexes (one probe per distinct keyword, whatever the number of candidates). Just-published
  // tenders (a few hundred at most): each keyword tested on each candidate's own vectors, since
  // an index probe per keyword would cost as much for one tender as for a day's (and more while
  // the index's pending list holds a fresh import), and would return every older tender that has
  // the word only to drop it.
  const termHitsJoin = daily
    ? `join tenders t on t.search_vector @@ q.query or t.document_vector @@ q.query
       join candidates c on c.id = t.id`
    : "join candidates c on c.search_vector @@ q.query or c.document_vector @@ q.query";
  const pivot = (table: string, column: string) =>
    `nullif(array(select x.${column} from ${table} x where x.alert_profile_id = p.id), '{}')`;
  const sql = `
  candidates as materialized (
    select t.id, t.source_id, t.region_id, t.language_id, t.organisation, t.search_vector,
      ${daily ? "" : "t.document_vector,"}
      t.published_at, coalesce(t.announced_at, t.published_at) as announced_at,
      array(select tc.category_id from tender_categories tc where tc.tender_id = t.id) as cats,
      array(select ts.subcategory_id from tender_subcategories ts where ts.tender_id = t.id) as subs
    from tenders t
    where ${candidatesWhere}
  ),
  eligible as materialized (
    select * from (
      select p.id, p.user_id, p.name, ${since} as since,
        p.include_keywords ~ '[^[:space:],;]' as has_include,
        -- All exclude items as one query: websearch reads "a b or c" as (a & b) | c.
        case when p.exclude_keywords ~ '[^[:space:],;]' then
          websearch_to_tsquery('english', regexp_replace(p.exclude_keywords, '\\s*[,;\\n]+\\s*', ' or ', 'g'))
          || websearch_to_tsquery('simple', regexp_replace(p.exclude_keywords, '\\s*[,;\\n]+\\s*', ' or ', 'g'))
        end as exclude_query,
        array(select c.kind from alert_channels c
              where c.user_id = p.user_id and c.kind = any(p.channels)
                and c.verified_at is not null and c.unsubscribed_at is null
              order by c.kind) as channels,
        ${pivot("alert_profile_categories", "category_id")} as cats,
        ${pivot("alert_profile_subcategories", "subcategory_id")} as subs,
        ${pivot("alert_profile_regions", "region_id")} as regions,
        ${pivot("alert_profile_sources", "source_id")} as sources,
        ${pivot("alert_profile_languages", "language_id")} as languages,
        p.organisation, p.include_keywords
      from alert_profiles p join users u on u.id = p.user_id
      where p.frequency = $1 and not p.paused and u.deactivated_at is null ${shard}
    ) profiles
    where cardinality(channels) > 0
  ),
  include_terms as materialized (
    select distinct e.id as profile_id, trim(term) as term
    from eligible e, regexp_split_to_table(e.include_keywords, '[,;\\n]') term
    where trim(term) <> ''
  ),
  -- Each distinct keyword parsed once (materialized: not again for each tender it is tried on).
  term_queries as materialized (
    select term,
      websearch_to_tsquery('english', term) || websearch_to_tsquery('simple', term) as query
    from (select distinct term from include_terms) terms
  ),
  -- A keyword matches the tender's own text or its documents' (docs/decisions/016); a match in
  -- a document only names the first such document, for the message's why-text.
  term_hits as materialized (
    select q.term, c.id as tender_id,
      case when not c.search_vector @@ q.query then
        (select d.file_name from tender_documents d
          where d.tender_id = c.id and d.text_vector @@ q.query order by d.id limit 1)
      end as document
    from term_queries q
    ${termHitsJoin}
  ),
  -- Each candidate under each of its categories ('c') and subcategories ('s'), with its region.
  candidate_tree as materialized (
    select 'c' as kind, tc.category_id as node_id, c.region_id, c.id as tender_id
    from candidates c join tender_categories tc on tc.tender_id = c.id
    union all
    select 's', ts.subcategory_id, c.region_id, c.id
    from candidates c join tender_subcategories ts on ts.tender_id = c.id
  ),
  -- Candidate pairs come from the most selective equi-join a profile offers (keyword hits, else
  -- its categories/subcategories with its regions, else its regions), so no profile is crossed
  -- with every tender unless it really asks for everything; all filters are applied after.
  pairs as (
    select i.profile_id, h.tender_id
    from include_terms i join term_hits h on h.term = i.term
    union all
    select e.id, x.tender_id
    from eligible e
    cross join lateral unnest(e.cats) as pc(category_id)
    join candidate_tree x on x.kind = 'c' and x.node_id = pc.category_id
    where not e.has_include and e.regions is null
    union all
    select e.id, x.tender_id
    from eligible e
    cross join lateral unnest(e.cats) as pc(category_id)
    cross join lateral unnest(e.regions) as pr(region_id)
    join candidate_tree x
      on x.kind = 'c' and x.node_id = pc.category_id and x.region_id = pr.region_id
    where not e.has_include
    union all
    select e.id, x.tender_id
    from eligible e
    cross join lateral unnest(e.subs) as ps(subcategory_id)
    join candidate_tree x on x.kind = 's' and x.node_id = ps.subcategory_id
    where not e.has_include and e.regions is null
    union all
    select e.id, x.tender_id
    from eligible e
    cross join lateral unnest(e.subs) as ps(subcategory_id)
    cross join lateral unnest(e.regions) as pr(region_id)
    join candidate_tree x
      on x.kind = 's' and x.node_id = ps.subcategory_id and x.region_id = pr.region_id
    where not e.has_include
    union all
    select e.id, c.id
    from eligible e
    cross join lateral unnest(e.regions) as pr(region_id)
    join candidates c on c.region_id = pr.region_id
    where not e.has_include and e.cats is null and e.subs is null
    union all
    select e.id, c.id
    from eligible e cross join candidates c
    where not e.has_include and e.cats is null and e.subs is null and e.regions is null
  ),
  matches as (
    select e.user_id, e.id as profile_id, e.channels, c.id as tender_id, c.published_at
    from pairs x
    join eligible e on e.id = x.profile_id
    join candidates c on c.id = x.tender_id
    where ${PROFILE_FILTERS}
  ),
  routed as (
    select m.user_id, ch.kind as channel, m.tender_id, max(m.published_at) as published_at,
      min(m.profile_id) as min_profile, max(m.profile_id) as max_profile
    from matches m cross join lateral unnest(m.channels) as ch(kind)
    group by m.user_id, ch.kind, m.tender_id
  )`;
  return { sql, values };
}

/**
 * Why each (user, channel, tender) row of the relation `rel` matched: one entry per matching
 * profile (in profile order) with its include keywords that hit. Computed only for the rows a
 * message will list, after ranking, so the cost does not grow with the number of matches.
 */
export function whySql(rel: string): string {
  return `
  why_candidates as materialized (
    select r.user_id, r.channel, r.tender_id, e.id as profile_id, e.name, e.has_include
    from ${rel} r
    join eligible e on e.user_id = r.user_id and r.channel = any(e.channels)
    join candidates c on c.id = r.tender_id
    where ${PROFILE_FILTERS}
  ),
  why_keywords as (
    select w.profile_id, w.tender_id, array_agg(distinct i.term order by i.term) as terms,
      array_agg(distinct h.document order by h.document)
        filter (where h.document is not null) as documents
    from (select distinct profile_id, tender_id from why_candidates where has_include) w
    join include_terms i on i.profile_id = w.profile_id
    join term_hits h on h.term = i.term and h.tender_id = w.tender_id
    group by w.profile_id, w.tender_id
  ),
  reasons as (
    select w.user_id, w.channel, w.tender_id,
      json_agg(json_strip_nulls(json_build_object('profile', w.name,
                 'keywords', coalesce(k.terms, '{}'), 'documents', k.documents))
               order by w.profile_id) as why
    from why_candidates w
    left join why_keywords k on k.profile_id = w.profile_id and k.tender_id = w.tender_id
    where not w.has_include or k.terms is not null
    group by w.user_id, w.channel, w.tender_id
  )`;
}

/**
 * Planner settings for the matching statement, local to the caller's transaction. The CTEs have
 * no statistics, so the planner guesses a few hundred rows where there are millions: joins are
 * taken in the order written (pairs first, then the profile and tender rows they point to),
 * nested loops only where nothing else can work (keyword index probes, unnest), and hashing and
 * sorting get the memory they need.
 */
export const MATCHING_SETTINGS_SQL = `select set_config('join_collapse_limit', '1', true),
  set_config('enable_nestloop', 'off', true), set_config('work_mem', '256MB', true)`;

/** The matches themselves (for tests and diagnostics); delivery building reuses the CTEs. */
export async function findMatches(db: IDatabase, scope: MatchScope): Promise<MatchRow[]> {
  const { sql, values } = matchingSql(scope);
  await db.executeSql(MATCHING_SETTINGS_SQL);
  const { rows } = await db.executeSql(
    `with ${sql}, ${whySql("routed")}
     select r.user_id, r.channel, r.tender_id, w.why
     from routed r join reasons w using (user_id, channel, tender_id)
     order by r.user_id, r.channel, r.published_at desc, r.tender_id desc`,
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
