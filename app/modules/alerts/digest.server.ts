import type { Db as IDatabase } from "pg-boss";
import {
  MATCHING_SETTINGS_SQL,
  matchingSql,
  whySql,
  type DigestShard,
  type MatchScope,
} from "./alert-matching.server";
import type { SendJob } from "./alert-jobs";

/** A digest lists at most this many tenders, then "see all N". */
const DIGEST_MAX_ITEMS = 20;

interface MessageRow {
  message_key: string;
  user_id: number;
  channel: SendJob["channel"];
  total: string | number;
  profile_ids: number[];
  items: SendJob["items"];
}

function toJobs(kind: SendJob["kind"], rows: MessageRow[]): SendJob[] {
  return rows.map((row) => ({
    messageKey: row.message_key,
    kind,
    userId: row.user_id,
    channel: row.channel,
    items: row.items,
    total: Number(row.total),
    profileIds: row.profile_ids,
  }));
}

/**
 * Builds every due daily digest in ONE statement: match (see alert-matching), keep the newest 20
 * tenders per (user, channel), insert their delivery rows (reason `digest`: a tender is in at
 * most one digest per channel, ever) with ON CONFLICT DO NOTHING, and move each user's
 * lastDigestAt to `now`. Only rows this statement inserted become messages, so a retried or
 * concurrent build sends nothing twice. Returns one send job per (user, channel). With `shard`,
 * only the users whose id modulo `count` is `index` (the parts can run in parallel).
 */
export async function buildDigests(
  db: IDatabase,
  now = new Date(),
  shard?: DigestShard,
): Promise<SendJob[]> {
  return buildMessages(db, { frequency: "daily", now, shard }, "digest", `digest:${now.getTime()}`);
}

/**
 * The same for just-published tenders (a worker's batch of them, in one statement) against the
 * "immediately" profiles: one message per (user, channel, tender), keyed
 * `immediate:<tender>:<user>:<channel>`, so a batch's matches are the same messages, with the
 * same delivery rows, as each tender's alone would have been.
 */
export async function buildImmediateAlerts(db: IDatabase, tenderIds: number[]): Promise<SendJob[]> {
  if (!tenderIds.length) return [];
  return buildMessages(db, { frequency: "immediate", tenderIds }, "immediate", "immediate");
}

async function buildMessages(
  db: IDatabase,
  scope: MatchScope,
  reason: "digest" | "immediate",
  keyPrefix: string,
): Promise<SendJob[]> {
  const { sql, values } = matchingSql(scope);
  const at = values.length + 1;
  // A digest is one message per (user, channel) listing its tenders; an immediate alert is one
  // message per tender.
  const message = reason === "digest" ? "user_id, channel" : "user_id, channel, tender_id";
  const messageKey =
    reason === "digest"
      ? `$${at + 1}::text || ':' || user_id || ':' || channel`
      : `$${at + 1}::text || ':' || tender_id || ':' || user_id || ':' || channel`;
  const advance =
    scope.frequency === "daily"
      ? `, advanced as (
           update users set last_digest_at = $2::timestamptz
           where id in (select distinct user_id from eligible) returning id)`
      : "";
  await db.executeSql(MATCHING_SETTINGS_SQL);
  const { rows } = await db.executeSql(
    `with ${sql},
    delivered as materialized (
      select d.user_id, d.channel, d.tender_id from alert_deliveries d
      where d.reason = $${at}::text and d.tender_id in (select id from candidates)
    ),
    fresh as (
      select r.* from routed r
      where not exists (
        select 1 from delivered d
        where d.user_id = r.user_id and d.channel = r.channel and d.tender_id = r.tender_id)
    ),
    ranked as (
      select f.user_id, f.channel, f.tender_id,
        count(*) over w as total,
        min(f.min_profile) over w as first_profile,
        max(f.max_profile) over w as last_profile,
        row_number() over (w order by f.published_at desc, f.tender_id desc) as rank
      from fresh f
      window w as (partition by ${message})
    ),
    top as materialized (select * from ranked where rank <= ${DIGEST_MAX_ITEMS}),
    inserted as (
      insert into alert_deliveries
        (user_id, channel, tender_id, reason, message_key, status, attempts, created_at, updated_at)
      select user_id, channel, tender_id, $${at}::text, ${messageKey}, 'pending', 0, now(), now()
      from top
      on conflict (user_id, channel, tender_id, reason) do nothing
      returning user_id, channel, tender_id, message_key
    ),
    ${whySql("top")}${advance}
    select i.message_key, i.user_id, i.channel, max(t.total) as total,
      -- One id when a single profile matched (the "see all" link can show its search), else two.
      case when min(t.first_profile) = max(t.last_profile) then array[min(t.first_profile)]
           else array[min(t.first_profile), max(t.last_profile)] end as profile_ids,
      json_agg(json_build_object('tenderId', i.tender_id, 'why', w.why) order by t.rank) as items
    from inserted i
    join top t on t.user_id = i.user_id and t.channel = i.channel and t.tender_id = i.tender_id
    join reasons w on w.user_id = i.user_id and w.channel = i.channel and w.tender_id = i.tender_id
    group by i.message_key, i.user_id, i.channel`,
    [...values, reason, keyPrefix],
  );
  return toJobs(reason === "digest" ? "digest" : "immediate", rows as MessageRow[]);
}
