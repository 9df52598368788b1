import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import type { EntityManager } from "@mikro-orm/postgresql";
import { CompiledQuery } from "kysely";
import type { Db as IDatabase, PgBoss } from "pg-boss";
import { logger } from "~/server/logger.server";
import { watchQueues } from "~/server/metrics.server";
import { MAX_SEND_ATTEMPTS, QUEUES, type SendJob, type TenderChangedJob } from "./alert-jobs";
import { DomainError } from "~/modules/domain-errors";

/**
 * The process's pg-boss instance, set by startAlertsWorker() or openAlertsQueue(), which the
 * start script and `npm run worker` take from the server build itself (app/entry.server.tsx):
 * one copy of this module serves the worker and the routes. Without one (seed scripts, other
 * tests) hooks log and skip: nothing is enqueued.
 */
let queue: PgBoss | null = null;

export function registerAlertsQueue(boss: PgBoss | null): void {
  queue = boss;
  // /metrics reports the queues' depth through the process's client.
  watchQueues(boss ? () => boss.getQueues() : null);
}

export function alertsQueue(): PgBoss | null {
  return queue;
}

/** How pg-boss retries a failed send job (seconds; with backoff the delay doubles each try). */
export interface SendRetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** Only with backoff (pg-boss refuses it otherwise). */
  retryDelayMax?: number;
}

/**
 * A worker that dies holding a job stops its heartbeat: the worker's next supervisor pass
 * (WORKER_SUPERVISE_SECONDS) fails the job and its retry policy runs it again, within a minute
 * of the crash rather than after pg-boss's 15 minutes of expiry.
 */
export const HEARTBEAT_SECONDS = 20;
export const WORKER_SUPERVISE_SECONDS = 10;

/** MAX_SEND_ATTEMPTS tries in all, the first retry after 15–30 s, at most an hour apart. */
export const SEND_RETRY: SendRetryPolicy = {
  retryLimit: MAX_SEND_ATTEMPTS - 1,
  retryDelay: 15,
  retryBackoff: true,
  retryDelayMax: 3600,
};

/**
 * Creates the queues, or brings their retry policies up to date (idempotent); every process
 * that enqueues or works calls it once. With `sendRetry` (a worker's option, e.g. seconds
 * instead of minutes in tests) the send queue gets that policy: pg-boss copies it into each job
 * as it is queued.
 */
export async function ensureQueues(
  boss: PgBoss,
  sendRetry?: Partial<SendRetryPolicy>,
): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  const send: SendRetryPolicy = { ...SEND_RETRY, ...sendRetry };
  if (!send.retryBackoff) delete send.retryDelayMax;
  const wanted: [string, object][] = [
    [QUEUES.digest, { retryLimit: 3, retryDelay: 60, retryBackoff: true }],
    [QUEUES.digestPart, { retryLimit: 3, retryDelay: 60, retryBackoff: true }],
    [QUEUES.reminders, { retryLimit: 2, retryDelay: 60 }],
    [QUEUES.published, { retryLimit: 5, retryDelay: 10, retryBackoff: true }],
    [QUEUES.changed, { retryLimit: 5, retryDelay: 10, retryBackoff: true }],
    [QUEUES.send, { ...send, retryDelayMax: send.retryDelayMax ?? null }],
    [QUEUES.housekeeping, { retryLimit: 2, retryDelay: 300 }],
    [QUEUES.documentText, { retryLimit: 3, retryDelay: 15, retryBackoff: true }],
    // A missed minute is made up by the next run: no retries to pile up behind it.
    [QUEUES.publication, { retryLimit: 0 }],
    [QUEUES.outcomes, { retryLimit: 0 }],
  ];
  for (const [name, policy] of wanted) {
    const options = { ...policy, heartbeatSeconds: HEARTBEAT_SECONDS };
    // Existing queues get the policy too: pg-boss keeps a queue's options from its creation, so
    // a changed policy (or a test's sendRetry) would otherwise never reach them.
    if (existing.has(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
  }
}

/** One job per message; `db` puts them in the caller's transaction (built and queued together). */
export async function enqueueSends(boss: PgBoss, jobs: SendJob[], db?: IDatabase): Promise<void> {
  const CHUNK = 1000;
  for (let start = 0; start < jobs.length; start += CHUNK) {
    await boss.insert(
      QUEUES.send,
      jobs.slice(start, start + CHUNK).map((data) => ({ data })),
      db ? { db } : undefined,
    );
  }
}

/** Admin "Send digest now": false when no queue runs in this process. */
export async function enqueueDigestNow(): Promise<boolean> {
  const boss = alertsQueue();
  if (!boss) return false;
  await boss.send(QUEUES.digest, { requestedAt: new Date().toISOString() });
  return true;
}

/** A tender save is refused because its alerts job could not be queued with it. */
export class AlertsQueueError extends DomainError {
  readonly status = 503;
  constructor() {
    super(
      sourceText(
        msg`The alerts for this change could not be queued, so nothing was saved. Please try again.`,
      ),
    );
  }
}

/**
 * pg-boss's database interface over a MikroORM transaction: a job sent through it commits or
 * rolls back with the transaction's other rows. pg-boss writes its own SQL ($1 placeholders);
 * MikroORM's Kysely, bound to the transaction, sends it as written (docs/decisions/027).
 */
export function transactionDb(em: EntityManager): IDatabase {
  if (!em.isInTransaction()) {
    throw new Error("transactionDb() needs an EntityManager inside a transaction");
  }
  const transaction = em.getKysely();
  return {
    executeSql: async (text, values = []) => {
      const result = await transaction.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

/** In the edit's transaction: tell the users who saved it that its dates or documents changed. */
export async function enqueueTenderChanged(
  em: EntityManager,
  tenderId: number,
  changes: string[],
): Promise<void> {
  const job: TenderChangedJob = { tenderId, version: Date.now(), changes };
  await enqueueInTransaction(em, QUEUES.changed, job);
}

/** In the edit's transaction: read the text of the documents it added (in the worker). */
export async function enqueueDocumentText(em: EntityManager, tenderId: number): Promise<void> {
  await enqueueInTransaction(em, QUEUES.documentText, { tenderId });
}

async function enqueueInTransaction(em: EntityManager, queue: string, data: object) {
  const boss = alertsQueue();
  if (!boss) {
    // Seed scripts and tests without a queue; npm start and npm run worker always open one.
    logger.debug({ queue, data }, "alerts queue not running here: job not enqueued");
    return;
  }
  try {
    await boss.send(queue, data, { db: transactionDb(em) });
  } catch (error) {
    logger.error({ err: error, queue, data }, "could not enqueue an alerts job");
    throw new AlertsQueueError();
  }
}
