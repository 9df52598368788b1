import pg from "pg";
import { PgBoss, type Job, type JobResult } from "pg-boss";
import { currentDatabaseUrl } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { alertSends, unwatchPool, watchPool } from "~/server/metrics.server";
import {
  DIGEST_PARTS,
  QUEUES,
  type DigestPartJob,
  type SendJob,
  type TenderChangedJob,
} from "./alert-jobs";
import { ALERT_CHANNELS, type AlertChannelKind } from "./alert-profile.entity";
import { alertsConfig } from "./alerts-config.server";
import {
  enqueueSends,
  ensureQueues,
  registerAlertsQueue,
  type SendRetryPolicy,
  WORKER_SUPERVISE_SECONDS,
} from "./alerts-queue.server";
import { deliverMessage } from "./deliveries.server";
import { buildDigests, buildImmediateAlerts } from "./digest.server";
import { buildChangeNotices, buildDeadlineReminders } from "./notices.server";
import { announceOutcomes, OUTCOME_BATCH } from "./outcome-notices.server";
import { startTelegramPolling } from "./telegram-polling.server";
import { startChannelPosting } from "~/modules/telegram/channel-sender.server";
import { purgeExpiredRows } from "~/modules/housekeeping/purge.server";
import {
  extractPendingDocuments,
  queueDocumentTextBackfill,
  type DocumentTextJob,
} from "~/modules/document-text/document-text.server";
import { ANNOUNCE_BATCH, announceDueTenders } from "~/modules/tenders/tender-publication.server";
import {
  alertPublishedTenders,
  PUBLISHED_BATCH,
  type PublishedJob,
} from "./published-tenders.server";
import type { ChannelTransport } from "./transports/transport";

const REMINDER_CRON = "*/15 * * * *";
const HOUSEKEEPING_CRON = "17 * * * *";
const PUBLICATION_CRON = "* * * * *";
const OUTCOMES_CRON = "* * * * *";
const SEND_CONCURRENCY = 4;
/** Send jobs per fetch: without it each loop took one job per polling interval (2 s). */
const SEND_BATCH = 25;

export interface WorkerOptions {
  /** Defaults to DATABASE_URL: the queues live in the application's own PostgreSQL. */
  databaseUrl?: string;
  /** Tests inject failing or recording transports. */
  transports?: (kind: AlertChannelKind) => ChannelTransport;
  /** Tests poll faster than the default 2 s. */
  pollingIntervalSeconds?: number;
  /** The send queue's retry policy (default SEND_RETRY); tests retry after seconds, not minutes. */
  sendRetry?: Partial<SendRetryPolicy>;
  /** Tests space channel posts by milliseconds rather than TELEGRAM_CHANNEL_POSTS_PER_MINUTE. */
  channelPostSpacingMs?: number;
}

function newBoss(connectionString: string): PgBoss {
  const boss = new PgBoss({
    connectionString,
    application_name: "tenderlink-alerts",
    max: 5,
    // Jobs of a worker that died are failed (and retried) on these passes (HEARTBEAT_SECONDS).
    superviseIntervalSeconds: WORKER_SUPERVISE_SECONDS,
    monitorIntervalSeconds: WORKER_SUPERVISE_SECONDS,
  });
  // An unhandled 'error' event would crash the process; pg-boss recovers by itself.
  boss.on("error", (error) => logger.error({ err: error }, "pg-boss error"));
  return boss;
}

function databaseUrl(options: WorkerOptions): string {
  const url = options.databaseUrl ?? currentDatabaseUrl();
  if (!url) throw new Error("DATABASE_URL is not set: the alerts worker needs the database.");
  return url;
}

/**
 * A queue client only (the web process with ALERTS_WORKER=off): lets the tender hooks and
 * "Send digest now" enqueue jobs that a separate `npm run worker` performs.
 */
export async function openAlertsQueue(options: WorkerOptions = {}): Promise<() => Promise<void>> {
  const boss = new PgBoss({
    connectionString: databaseUrl(options),
    application_name: "tenderlink-web",
    max: 2,
    supervise: false,
    schedule: false,
  });
  boss.on("error", (error) => logger.error({ err: error }, "pg-boss error"));
  await boss.start();
  await ensureQueues(boss);
  registerAlertsQueue(boss);
  return async () => {
    registerAlertsQueue(null);
    await boss.stop({ graceful: false, close: true });
  };
}

/**
 * Starts the alerts worker: queues, the digest schedule (ALERTS_DIGEST_TIME in Addis Ababa), the
 * reminder, housekeeping and scheduled-publication schedules, and the handlers. Several workers may run against one database: pg-boss
 * hands each job to one of them, and the delivery rows stop a second send anyway. Returns stop().
 */
export async function startAlertsWorker(options: WorkerOptions = {}): Promise<() => Promise<void>> {
  const url = databaseUrl(options);
  const settings = alertsConfig();
  const boss = newBoss(url);
  const pool = new pg.Pool({ connectionString: url, max: SEND_CONCURRENCY + 1 });
  pool.on("error", (error) => logger.error({ err: error }, "alerts pool error"));
  watchPool("alerts", pool);
  alertSends(ALERT_CHANNELS);
  await boss.start();
  await ensureQueues(boss, options.sendRetry);
  await boss.schedule(QUEUES.digest, settings.digestCron, null, { tz: settings.timeZone });
  await boss.schedule(QUEUES.reminders, REMINDER_CRON, null, { tz: settings.timeZone });
  // pg-boss runs a schedule once per slot whatever the number of workers.
  await boss.schedule(QUEUES.housekeeping, HOUSEKEEPING_CRON, null, { tz: settings.timeZone });
  await boss.schedule(QUEUES.publication, PUBLICATION_CRON, null, { tz: settings.timeZone });
  await boss.schedule(QUEUES.outcomes, OUTCOMES_CRON, null, { tz: settings.timeZone });
  // Documents left unread (a fresh install's demo data, a lost job) are read without a command.
  await queueDocumentTextBackfill(boss);
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };

  // The digest run splits into parts by user id, queued in the run's transaction; the parts run
  // in parallel on every worker. Building and queueing each part commit together with its job:
  // a crash in between loses nothing (the part runs again) and queues nothing twice.
  await boss.work(QUEUES.digest, { ...polling, transactional: true }, async (_jobs, tx) => {
    const now = Date.now();
    const parts: { data: DigestPartJob }[] = [];
    for (let index = 0; index < DIGEST_PARTS; index++) {
      parts.push({ data: { now, index, count: DIGEST_PARTS } });
    }
    await boss.insert(QUEUES.digestPart, parts, { db: tx });
  });
  await boss.work(
    QUEUES.digestPart,
    { ...polling, transactional: true, localConcurrency: 2 },
    async (jobs, tx) => {
      for (const job of jobs) {
        const part = job.data as DigestPartJob;
        const messages = await buildDigests(tx, new Date(part.now), part);
        await enqueueSends(boss, messages, tx);
        logger.info({ part: part.index, messages: messages.length }, "daily digests built");
      }
    },
  );
  await boss.work(QUEUES.reminders, { ...polling, transactional: true }, async (_jobs, tx) => {
    const messages = await buildDeadlineReminders(tx, new Date(), settings.reminderHours);
    await enqueueSends(boss, messages, tx);
  });
  await boss.work(QUEUES.housekeeping, { ...polling, transactional: true }, async (_jobs, tx) => {
    logger.info({ removed: await purgeExpiredRows(tx) }, "expired rows purged");
  });
  // Scheduled tenders whose time has come: announced once whatever the number of workers, their
  // "published" jobs queued in this transaction (docs/decisions/017).
  await boss.work(QUEUES.publication, { ...polling, transactional: true }, async (_jobs, tx) => {
    const announced = await announceDueTenders(tx, boss);
    if (announced.length)
      logger.info({ announced: announced.length }, "scheduled tenders published");
    // A full run leaves more due (a large import scheduled for one moment): the next run now,
    // not at the next minute.
    if (announced.length === ANNOUNCE_BATCH) await boss.send(QUEUES.publication, {}, { db: tx });
  });
  // Outcomes recorded since the last run (by any admin screen, API call or import): each told
  // once to the tender's followers, whatever the number of workers (outcome-notices.server.ts).
  await boss.work(QUEUES.outcomes, { ...polling, transactional: true }, async (_jobs, tx) => {
    const announced = await announceOutcomes(tx, boss);
    if (announced.length === OUTCOME_BATCH) await boss.send(QUEUES.outcomes, {}, { db: tx });
  });
  // Published tenders in batches, matched together (published-tenders.server.ts). While a fetch
  // comes back full there is a backlog (an import), so the next batch is fetched at once. Their
  // unread documents get document-text jobs of their own, so a slow or hostile file never holds
  // up anyone's immediate alerts (docs/decisions/016).
  await boss.work(
    QUEUES.published,
    { ...polling, transactional: true, batchSize: PUBLISHED_BATCH, burstWhenBatchFull: true },
    (jobs, tx) => alertPublishedTenders(boss, jobs as Job<PublishedJob>[], tx),
  );
  // One file read at a time per worker (one job at a time, its files one by one), so a
  // worker's readers never hold more than one reader's memory limit. Once a new tender's
  // documents are read, whoever they alone match gets the immediate alert: the delivery rows
  // keep anyone alerted already from a second one.
  await boss.work(
    QUEUES.documentText,
    { ...polling, transactional: true, localConcurrency: 1 },
    async (jobs, tx) => {
      for (const job of jobs) {
        const { tenderId, announce } = job.data as DocumentTextJob;
        await extractPendingDocuments(tx, tenderId);
        if (announce) await enqueueSends(boss, await buildImmediateAlerts(tx, [tenderId]), tx);
      }
    },
  );
  await boss.work(QUEUES.changed, { ...polling, transactional: true }, async (jobs, tx) => {
    for (const job of jobs) {
      const changed = job.data as TenderChangedJob;
      await enqueueSends(boss, await buildChangeNotices(tx, changed), tx);
    }
  });
  // One job per (user, channel) message, taken SEND_BATCH at a time by each of the
  // SEND_CONCURRENCY loops and settled one by one: a broken channel fails and retries only its
  // own jobs. While fetches come back full (after an import) the next one follows at once.
  await boss.work<SendJob>(
    QUEUES.send,
    {
      ...polling,
      localConcurrency: SEND_CONCURRENCY,
      batchSize: SEND_BATCH,
      burstWhenBatchFull: true,
      perJobResults: true,
    },
    async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        try {
          await deliverMessage(pool, job.data, options.transports);
          results.push({ id: job.id, status: "completed" });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          results.push({ id: job.id, status: "failed", output: { message } });
        }
      }
      return results;
    },
  );
  registerAlertsQueue(boss);
  // Without a public webhook, the worker fetches the bot's messages (/start links, /stop).
  const stopTelegramPolling = startTelegramPolling();
  const stopChannelPosting = startChannelPosting({ spacingMs: options.channelPostSpacingMs });
  logger.info({ digestTime: settings.digestTime }, "alerts worker started");

  return async () => {
    await stopTelegramPolling();
    await stopChannelPosting();
    registerAlertsQueue(null);
    await boss.stop({ graceful: true, timeout: 10_000, close: true });
    unwatchPool("alerts");
    await pool.end();
  };
}
