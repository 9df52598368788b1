import type pg from "pg";
import { recipientI18n } from "~/modules/auth/recipient-i18n.server";
import { MAX_SEND_ATTEMPTS, type SendJob } from "./alert-jobs";
import { alertSends } from "~/server/metrics.server";
import { ALERT_CHANNELS, type AlertChannelKind } from "./alert-profile.entity";
import { renderMessage, type MessageTender } from "./alert-messages.server";
import { loadOutcomes, outcomeHolds } from "./outcome-messages.server";
import { profileSearchUrl } from "./profile-search-url";
import { transportFor } from "./transports/index.server";
import type { ChannelTransport } from "./transports/transport";

export type DeliveryOutcome = "sent" | "nothing-to-send" | "channel-inactive" | "outcome-changed";

/** Thrown after a failed send has been recorded, so the queue retries the job with backoff. */
export class DeliveryFailedError extends Error {}

type TransportLookup = (kind: AlertChannelKind) => ChannelTransport;

/**
 * Sends one message at most once. Inside one transaction: lock the message's delivery rows that
 * are not sent yet (FOR UPDATE SKIP LOCKED: a duplicate job running at the same moment finds
 * nothing and stops), send, then mark them sent — or record the failure (attempts, lastError,
 * status failed) and throw so pg-boss retries. The transaction is held during the send on
 * purpose: that lock is what makes a second worker unable to send the same message.
 */
export async function deliverMessage(
  pool: pg.Pool,
  job: SendJob,
  transports: TransportLookup = transportFor,
): Promise<DeliveryOutcome> {
  const client = await pool.connect();
  let failure: unknown;
  try {
    await client.query("begin");
    const { rows } = await client.query<{ id: number; tender_id: number }>(
      `select id, tender_id from alert_deliveries
       where message_key = $1 and status <> 'sent' and attempts < $2
       order by id for update skip locked`,
      [job.messageKey, MAX_SEND_ATTEMPTS],
    );
    if (rows.length === 0) {
      await client.query("commit");
      return "nothing-to-send";
    }
    const ids = rows.map((row) => row.id);
    // The recipient's language is read at send time: a change of language applies from the
    // next message, even one built before it.
    const channel = await client.query<{ address: string; locale: string | null }>(
      `select ch.address, u.locale from alert_channels ch join users u on u.id = ch.user_id
       where ch.user_id = $1 and ch.kind = $2 and ch.verified_at is not null
         and ch.unsubscribed_at is null and ch.address is not null
         and u.deactivated_at is null`,
      [job.userId, job.channel],
    );
    const address = channel.rows[0]?.address;
    const locale = channel.rows[0]?.locale;
    if (!address) {
      // Unsubscribed, unlinked or deactivated since the build: nothing goes out, nothing is retried.
      await client.query(
        `update alert_deliveries set status = 'failed', attempts = $2,
           last_error = 'The channel is no longer verified or was unsubscribed, or the account was deactivated',
           updated_at = now()
         where id = any($1)`,
        [ids, MAX_SEND_ATTEMPTS],
      );
      await client.query("commit");
      return "channel-inactive";
    }
    const tenders = await loadTenders(
      client,
      job,
      rows.map((row) => row.tender_id),
    );
    if (!tenders.every((tender) => outcomeHolds(job.kind, tender.outcome))) {
      // The outcome was corrected or removed since: the notice would tell something untrue.
      await client.query(
        `update alert_deliveries set status = 'failed', attempts = $2,
           last_error = 'The outcome changed before the notice was sent', updated_at = now()
         where id = any($1)`,
        [ids, MAX_SEND_ATTEMPTS],
      );
      await client.query("commit");
      return "outcome-changed";
    }
    const message = renderMessage({
      job,
      tenders,
      searchPath: await searchPathFor(client, job),
      i18n: recipientI18n(locale),
    });
    try {
      await transports(job.channel).send(address, message);
    } catch (error) {
      failure = error;
    }
    alertSends(ALERT_CHANNELS).inc({ channel: job.channel, outcome: failure ? "failed" : "sent" });
    if (failure) {
      await client.query(
        `update alert_deliveries set status = 'failed', attempts = attempts + 1,
           last_error = left($2, 2000), updated_at = now()
         where id = any($1)`,
        [ids, failure instanceof Error ? failure.message : String(failure)],
      );
    } else {
      await client.query(
        `update alert_deliveries set status = 'sent', attempts = attempts + 1, sent_at = now(),
           last_error = null, updated_at = now()
         where id = any($1)`,
        [ids],
      );
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  if (failure) {
    const reason = failure instanceof Error ? failure.message : String(failure);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the queue and the logs, never shown
    throw new DeliveryFailedError(`${job.channel} delivery ${job.messageKey} failed: ${reason}`);
  }
  return "sent";
}

async function loadTenders(
  client: pg.PoolClient,
  job: SendJob,
  ids: number[],
): Promise<MessageTender[]> {
  const { rows } = await client.query<{ id: number; title: string; closing_date: Date | null }>(
    "select id, title, closing_date from tenders where id = any($1)",
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const outcomes =
    job.kind === "award" || job.kind === "cancellation" ? await loadOutcomes(client, ids) : null;
  const order = job.items.map((item) => item.tenderId);
  return order
    .filter((id) => byId.has(id))
    .map((id) => {
      const row = byId.get(id)!;
      const tender = { id, title: row.title, closingDate: row.closing_date };
      return outcomes ? { ...tender, outcome: outcomes.get(id) } : tender;
    });
}

/** The /home search of the digest's single profile (several profiles → null → /alerts). */
async function searchPathFor(client: pg.PoolClient, job: SendJob): Promise<string | null> {
  if (job.kind !== "digest" || job.profileIds?.length !== 1) return null;
  const ids = (table: string, column: string) =>
    `array(select x.${column} from ${table} x where x.alert_profile_id = p.id order by 1)`;
  const { rows } = await client.query(
    `select p.include_keywords, p.exclude_keywords, p.organisation,
       ${ids("alert_profile_categories", "category_id")} as categories,
       ${ids("alert_profile_subcategories", "subcategory_id")} as subcategories,
       ${ids("alert_profile_regions", "region_id")} as regions,
       ${ids("alert_profile_sources", "source_id")} as sources,
       ${ids("alert_profile_languages", "language_id")} as languages
     from alert_profiles p where p.id = $1`,
    [job.profileIds[0]],
  );
  const row = rows[0];
  if (!row) return null;
  return profileSearchUrl({
    includeKeywords: row.include_keywords,
    excludeKeywords: row.exclude_keywords,
    categories: row.categories,
    subcategories: row.subcategories,
    regions: row.regions,
    sources: row.sources,
    languages: row.languages,
    organisation: row.organisation ?? "",
  });
}
