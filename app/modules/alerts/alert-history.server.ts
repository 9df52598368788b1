import type { EntityManager } from "@mikro-orm/postgresql";
import { recordAudit } from "~/modules/audit/audit.server";
import type { CurrentUser } from "~/server/request-context";
import type { AlertChannelKind } from "./alert-profile.entity";
import { enqueueDigestNow } from "./alerts-queue.server";

export interface DeliveryView {
  id: number;
  at: string;
  channel: AlertChannelKind;
  tenderId: number;
  title: string;
  status: "pending" | "sent" | "failed";
}

/** A user's latest 20 deliveries for /alerts. */
export async function deliveryHistory(em: EntityManager, userId: number): Promise<DeliveryView[]> {
  const rows = await em.execute<
    {
      id: number;
      at: Date;
      channel: AlertChannelKind;
      tender_id: number;
      title: string;
      status: DeliveryView["status"];
    }[]
  >(
    `select d.id, coalesce(d.sent_at, d.created_at) as at, d.channel, d.tender_id, t.title, d.status
     from alert_deliveries d join tenders t on t.id = d.tender_id
     where d.user_id = ? order by d.created_at desc, d.id desc limit 20`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    channel: row.channel,
    tenderId: row.tender_id,
    title: row.title,
    status: row.status,
  }));
}

interface DailyCount {
  day: string;
  channel: AlertChannelKind;
  sent: number;
  failed: number;
}

interface FailureView {
  id: number;
  at: string;
  channel: AlertChannelKind;
  userEmail: string;
  title: string;
  attempts: number;
  error: string;
}

/** /admin/alerts: sent and failed per channel per Addis Ababa day (14 days), latest failures. */
export async function alertStats(em: EntityManager) {
  const counts = await em.execute<
    { day: string; channel: AlertChannelKind; sent: string; failed: string }[]
  >(
    `select to_char(date_trunc('day', d.updated_at at time zone 'Africa/Addis_Ababa'), 'YYYY-MM-DD') as day,
       d.channel,
       count(*) filter (where d.status = 'sent') as sent,
       count(*) filter (where d.status = 'failed') as failed
     from alert_deliveries d
     where d.updated_at >= now() - interval '14 days' and d.status <> 'pending'
     group by 1, 2 order by 1 desc, 2`,
  );
  const failures = await em.execute<
    {
      id: number;
      at: Date;
      channel: AlertChannelKind;
      email: string;
      title: string;
      attempts: number;
      last_error: string | null;
    }[]
  >(
    `select d.id, d.updated_at as at, d.channel, u.email, t.title, d.attempts, d.last_error
     from alert_deliveries d join users u on u.id = d.user_id join tenders t on t.id = d.tender_id
     where d.status = 'failed' order by d.updated_at desc, d.id desc limit 20`,
  );
  return {
    counts: counts.map((row) => ({
      day: row.day,
      channel: row.channel,
      sent: Number(row.sent),
      failed: Number(row.failed),
    })) satisfies DailyCount[],
    failures: failures.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      channel: row.channel,
      userEmail: row.email,
      title: row.title,
      attempts: row.attempts,
      error: row.last_error ?? "",
    })) satisfies FailureView[],
  };
}

/** Admin "Send digest now": queues the digest job and audits who asked. */
export async function sendDigestNow(em: EntityManager, actor: CurrentUser): Promise<boolean> {
  const queued = await enqueueDigestNow();
  if (queued) {
    recordAudit(em, actor, "create", "alerts-digest", 0, "Queued the daily digest now");
    await em.flush();
  }
  return queued;
}
