import type { Db as IDatabase } from "pg-boss";
import { KEPT_HOURS } from "~/modules/idempotency/idempotency.server";

// The /alerts history and failure counts look back this far; sending needs a week at most.
const DELIVERY_HISTORY_DAYS = 180;

/** `$1` is the run's instant, so one run is one consistent cut. */
const EXPIRED: Record<string, string> = {
  sessions: "expires_at < $1",
  password_reset_tokens: "expires_at < $1",
  email_change_tokens: "expires_at < $1",
  rate_limits: "reset_at < $1",
  idempotency_keys: `created_at < $1::timestamptz - make_interval(hours => ${KEPT_HOURS})`,
  // Every read asks for open tenders itself: this only keeps the table to them (decision 030).
  open_tenders: "closing_date <= $1",
  alert_deliveries: `created_at < $1::timestamptz - make_interval(days => ${DELIVERY_HISTORY_DAYS})`,
};

/** Safe on several workers at once: each row is deleted once. */
export async function purgeExpiredRows(
  db: IDatabase,
  now = new Date(),
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const [table, expired] of Object.entries(EXPIRED)) {
    const { rows } = await db.executeSql(
      `with gone as (delete from ${table} where ${expired} returning 1)
       select count(*)::int as n from gone`,
      [now.toISOString()],
    );
    removed[table] = (rows[0] as { n: number }).n;
  }
  return removed;
}
