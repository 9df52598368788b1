import type { Db as IDatabase } from "pg-boss";
import { matchingSql, type MatchScope } from "./alert-matching.server";
import type { SendJob } from "./alert-jobs";

/** A digest lists at most this many tenders, then "see all N". */
export const DIGEST_MAX_ITEMS = 20;

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
 * concurrent build sends nothing twice. Returns one send job per (user, channel).
 */
export async function buildDigests(db: IDatabase, now = new Date()): Promise<SendJob[]> {
  return buildMessages(db, { frequency: "daily", now }, "digest", `digest:${now.getTime()}`);
}

/** The same for one just-published tender against the "immediately" profiles. */
export async function buildImmediateAlerts(db: IDatabase, tenderId: number): Promise<SendJob[]> {
  return buildMessages(
    db,
    { frequency: "immediate", tenderId },
    "immediate",
    `immediate:${tenderId}`,
  );
}

async function buildMessages(
  db: IDatabase,
  scope: MatchScope,
  reason: "digest" | "immediate",
  keyPrefix: string,
): Promise<SendJob[]> {
  const { sql, values } = matchingSql(scope);
  const at = values.length + 1;
  const advance =
    scope.frequency === "daily"
      ? `, advanced as (
           update users set last_digest_at = $2::timestamptz
           where id in (select distinct user_id from eligible) returning id)`
      : "";
  const { rows } = await db.executeSql(
    `with ${sql},
    fresh as (
      select r.* from routed r
      where not exists (
        select 1 from alert_deliveries d
        where d.user_id = r.user_id and d.channel = r.channel and d.tender_id = r.tender_id
          and d.reason = $${at}::text)
    ),
    ranked as (
      select f.*, count(*) over w as total,
        row_number() over (w order by f.published_at desc, f.tender_id desc) as rank
      from fresh f
      window w as (partition by f.user_id, f.channel)
    ),
    inserted as (
      insert into alert_deliveries
        (user_id, channel, tender_id, reason, message_key, status, attempts, created_at, updated_at)
      select user_id, channel, tender_id, $${at}::text,
        $${at + 1}::text || ':' || user_id || ':' || channel, 'pending', 0, now(), now()
      from ranked where rank <= ${DIGEST_MAX_ITEMS}
      on conflict (user_id, channel, tender_id, reason) do nothing
      returning user_id, channel, tender_id, message_key
    ),
    message_profiles as (
      select f.user_id, f.channel, array_agg(distinct pid order by pid) as profile_ids
      from fresh f, unnest(f.profile_ids) pid
      group by f.user_id, f.channel
    )${advance}
    select i.message_key, i.user_id, i.channel, max(r.total) as total, mp.profile_ids,
      json_agg(json_build_object('tenderId', i.tender_id, 'why', r.why)
               order by r.rank) as items
    from inserted i
    join ranked r on r.user_id = i.user_id and r.channel = i.channel and r.tender_id = i.tender_id
    join message_profiles mp on mp.user_id = i.user_id and mp.channel = i.channel
    group by i.message_key, i.user_id, i.channel, mp.profile_ids`,
    [...values, reason, keyPrefix],
  );
  return toJobs(reason === "digest" ? "digest" : "immediate", rows as MessageRow[]);
}
