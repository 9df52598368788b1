import type { Db as IDatabase } from "pg-boss";
import type { SendJob, TenderChangedJob } from "./alert-jobs";

interface NoticeRow {
  message_key: string;
  user_id: number;
  channel: SendJob["channel"];
  tender_id: number;
}

function toJobs(kind: "deadline" | "change", rows: NoticeRow[], changes?: string[]): SendJob[] {
  return rows.map((row) => ({
    messageKey: row.message_key,
    kind,
    userId: row.user_id,
    channel: row.channel,
    items: [{ tenderId: row.tender_id, why: [] }],
    ...(changes ? { changes } : {}),
  }));
}

/** Every verified, subscribed channel of the (not deactivated) users who saved a tender. */
const SAVERS_ON_CHANNELS = `
  join users u on u.id = s.user_id and u.deactivated_at is null
  join alert_channels ch on ch.user_id = s.user_id
   and ch.verified_at is not null and ch.unsubscribed_at is null`;

/**
 * Deadline reminders: saved tenders closing within `hours` from `now`, on every active channel
 * of the user who saved them. The delivery row (reason `deadline`) is inserted first, ON
 * CONFLICT DO NOTHING: whichever periodic run sees a tender first sends, later runs skip it.
 */
export async function buildDeadlineReminders(
  db: IDatabase,
  now: Date,
  hours: number,
): Promise<SendJob[]> {
  const { rows } = await db.executeSql(
    `insert into alert_deliveries
       (user_id, channel, tender_id, reason, message_key, status, attempts, created_at, updated_at)
     select s.user_id, ch.kind, t.id, 'deadline',
       'deadline:' || t.id || ':' || s.user_id || ':' || ch.kind, 'pending', 0, now(), now()
     from saved_tenders s
     join tenders t on t.id = s.tender_id
     ${SAVERS_ON_CHANNELS}
     where t.closing_date > $1::timestamptz
       and t.closing_date <= $1::timestamptz + make_interval(hours => $2::int)
     on conflict (user_id, channel, tender_id, reason) do nothing
     returning message_key, user_id, channel, tender_id`,
    [now.toISOString(), hours],
  );
  return toJobs("deadline", rows as NoticeRow[]);
}

/**
 * Change notices for everyone who saved a tender whose dates changed or which got documents
 * (reason `change:<version>`, so a retried or duplicated job adds no second notice).
 */
export async function buildChangeNotices(db: IDatabase, job: TenderChangedJob): Promise<SendJob[]> {
  const reason = `change:${job.version}`;
  const { rows } = await db.executeSql(
    `insert into alert_deliveries
       (user_id, channel, tender_id, reason, message_key, status, attempts, created_at, updated_at)
     select s.user_id, ch.kind, s.tender_id, $2::text,
       $2::text || ':' || s.tender_id || ':' || s.user_id || ':' || ch.kind, 'pending', 0, now(), now()
     from saved_tenders s
     ${SAVERS_ON_CHANNELS}
     where s.tender_id = $1
       -- A change to a draft or a scheduled tender notifies nobody (docs/decisions/017).
       and exists (select 1 from tenders t where t.id = s.tender_id and t.published_at <= now())
     on conflict (user_id, channel, tender_id, reason) do nothing
     returning message_key, user_id, channel, tender_id`,
    [job.tenderId, reason],
  );
  return toJobs("change", rows as NoticeRow[], job.changes);
}
