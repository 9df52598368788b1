import type { Db as IDatabase, PgBoss } from "pg-boss";
import { logger } from "~/server/logger.server";
import type { SendJob } from "./alert-jobs";
import { AlertsQueueError, enqueueSends } from "./alerts-queue.server";

/** Outcomes announced per run; a full run queues the next one at once (a bulk import). */
export const OUTCOME_BATCH = 500;

/**
 * A profile's award notices cover awards made within this many days: an import of old award
 * notices tells the tenders' followers, not every profile in their categories.
 */
const AWARD_NOTICE_DAYS = 30;

const ACTIVE_CHANNEL = `ch.verified_at is not null and ch.unsubscribed_at is null`;

/**
 * Marks recorded outcomes of published tenders as announced, each exactly once whatever the
 * number of runs at the same moment (the conditional update, rows locked or skipped), and in
 * the same transaction queues their notices. An awarded tender waits until it has an award;
 * a failed one is marked but told to nobody.
 */
export async function announceOutcomes(db: IDatabase, boss: PgBoss | null): Promise<number[]> {
  const { rows } = await db.executeSql(
    `update tender_outcomes o set announced_at = clock_timestamp()
      where o.tender_id in (
        select x.tender_id from tender_outcomes x join tenders t on t.id = x.tender_id
         where x.announced_at is null and t.published_at <= clock_timestamp()
           and (x.status <> 'awarded'
                or exists (select 1 from awards a where a.tender_id = x.tender_id))
         order by x.updated_at limit $1
         for no key update of x skip locked)
        and o.announced_at is null
      returning o.tender_id, o.status`,
    [OUTCOME_BATCH],
  );
  const announced = rows as { tender_id: number; status: string }[];
  const told = announced.filter((row) => row.status !== "failed").map((row) => row.tender_id);
  if (!told.length) return announced.map((row) => row.tender_id);
  const jobs = await buildOutcomeNotices(db, told);
  if (boss) {
    try {
      await enqueueSends(boss, jobs, db);
    } catch (error) {
      logger.error({ err: error, tenders: told }, "could not enqueue the outcome notices");
      throw new AlertsQueueError();
    }
  }
  return announced.map((row) => row.tender_id);
}

interface NoticeRow {
  message_key: string;
  user_id: number;
  channel: SendJob["channel"];
  tender_id: number;
  status: "awarded" | "cancelled";
  profile_name: string | null;
}

/**
 * One notice per (user, channel, tender): to everyone who saved the tender, on every active
 * channel, and for an award to the profiles asking for award notices in one of its categories
 * or subcategories, on the profile's channels. The delivery row (reason `outcome:<status>`) is
 * inserted first, ON CONFLICT DO NOTHING: a saver with a matching profile, a retried run or an
 * outcome recorded again with the same status is told once.
 */
async function buildOutcomeNotices(db: IDatabase, tenderIds: number[]): Promise<SendJob[]> {
  const { rows } = await db.executeSql(
    `with outcome as (
      select o.tender_id, o.status from tender_outcomes o
       where o.tender_id = any($1::int[]) and o.status in ('awarded', 'cancelled')
    ),
    followers as (
      select s.user_id, ch.kind as channel, o.tender_id, o.status, null::text as profile_name
        from outcome o
        join saved_tenders s on s.tender_id = o.tender_id
        join alert_channels ch on ch.user_id = s.user_id and ${ACTIVE_CHANNEL}
      union all
      select p.user_id, ch.kind, o.tender_id, o.status, p.name
        from outcome o
        join alert_profiles p on p.award_notices and not p.paused
        join alert_channels ch on ch.user_id = p.user_id and ch.kind = any(p.channels)
         and ${ACTIVE_CHANNEL}
       where o.status = 'awarded'
         and exists (select 1 from awards a where a.tender_id = o.tender_id
                      and a.awarded_on >= (now() at time zone 'Africa/Addis_Ababa')::date - $2::int)
         and (exists (select 1 from alert_profile_categories pc
                        join tender_categories tc on tc.category_id = pc.category_id
                       where pc.alert_profile_id = p.id and tc.tender_id = o.tender_id)
              or exists (select 1 from alert_profile_subcategories ps
                           join tender_subcategories ts on ts.subcategory_id = ps.subcategory_id
                          where ps.alert_profile_id = p.id and ts.tender_id = o.tender_id))
    ),
    chosen as materialized (
      -- A saver is told as a saver; otherwise through their first profile by name.
      select distinct on (f.user_id, f.channel, f.tender_id) f.*
        from followers f join users u on u.id = f.user_id and u.deactivated_at is null
       order by f.user_id, f.channel, f.tender_id, f.profile_name nulls first
    ),
    inserted as (
      insert into alert_deliveries
        (user_id, channel, tender_id, reason, message_key, status, attempts, created_at, updated_at)
      select user_id, channel, tender_id, 'outcome:' || status,
        'outcome:' || status || ':' || tender_id || ':' || user_id || ':' || channel,
        'pending', 0, now(), now()
        from chosen
      on conflict (user_id, channel, tender_id, reason) do nothing
      returning user_id, channel, tender_id, message_key
    )
    select i.message_key, i.user_id, i.channel, i.tender_id, c.status, c.profile_name
      from inserted i join chosen c using (user_id, channel, tender_id)`,
    [tenderIds, AWARD_NOTICE_DAYS],
  );
  return (rows as NoticeRow[]).map((row) => ({
    messageKey: row.message_key,
    kind: row.status === "awarded" ? "award" : "cancellation",
    userId: row.user_id,
    channel: row.channel,
    items: [
      {
        tenderId: row.tender_id,
        why: row.profile_name ? [{ profile: row.profile_name, keywords: [] }] : [],
      },
    ],
  }));
}
