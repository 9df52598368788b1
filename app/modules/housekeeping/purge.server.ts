import type { Db as IDatabase } from "pg-boss";
import { KEPT_HOURS } from "~/modules/idempotency/idempotency.server";

/**
 * How long delivery rows are kept: the history on /alerts and the admin's failure counts look
 * back this far. Sending never needs them past a week (a digest looks back 7 days at most).
 */
const DELIVERY_HISTORY_DAYS = 180;

/**
 * What is purged, table by table: rows whose use has ended. `$1` is the run's instant, so one
 * run is one consistent cut, and running it again removes nothing more.
 */
const EXPIRED: Record<string, string> = {
  sessions: "expires_at < $1",
  password_reset_tokens: "expires_at < $1",
  email_change_tokens: "expires_at < $1",
  rate_limits: "reset_at < $1",
  idempotency_keys: `created_at < $1::timestamptz - make_interval(hours => ${KEPT_HOURS})`,
  alert_deliveries: `created_at < $1::timestamptz - make_interval(days => ${DELIVERY_HISTORY_DAYS})`,
};

/**
 * Deletes expired sessions and API tokens, reset and e-mail change links, rate-limit windows,
 * idempotency keys and old delivery rows; returns how many of each. Idempotent, and safe on
 * several workers at once (each row is deleted once; a second run finds nothing).
 */
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
