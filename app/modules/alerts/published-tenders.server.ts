import type { Db as IDatabase, Job, PgBoss } from "pg-boss";
import { queueTextOfPublishedTender } from "~/modules/document-text/document-text.server";
import { logger } from "~/server/logger.server";
import { QUEUES } from "./alert-jobs";
import { enqueueSends } from "./alerts-queue.server";
import { buildImmediateAlerts } from "./digest.server";

export interface PublishedJob {
  tenderId: number;
}

/**
 * How many `tender-published` jobs a worker takes at once. The matching statement costs about
 * the same for one tender as for hundreds (its price is in looking up every profile's keywords),
 * so a batch is what lets a 5,000-tender import reach its immediate alerts in minutes
 * (docs/decisions/026-batched-alert-jobs.md).
 */
export const PUBLISHED_BATCH = 500;

/**
 * One batch of just-published tenders, in the worker's transaction (pg-boss completes the jobs in
 * it, so the delivery rows, their send jobs and the completion commit together or not at all):
 * all of them are matched against the immediate profiles in one statement, on their own text and
 * any document text read already; unread documents get a document-text job each. If that fails, each tender is tried alone, and only the jobs of a tender that
 * fails alone are failed (pg-boss retries them with their backoff): one bad tender does not hold
 * up, or use up the retries of, the rest of its batch.
 */
export async function alertPublishedTenders(
  boss: PgBoss,
  jobs: Job<PublishedJob>[],
  tx: IDatabase,
): Promise<void> {
  const tenderIds = [...new Set(jobs.map((job) => job.data.tenderId))];
  try {
    await inSavepoint(tx, () => alertTenders(boss, tenderIds, tx));
    return;
  } catch (error) {
    if (tenderIds.length === 1) throw error;
    logger.warn({ err: error, tenders: tenderIds.length }, "published batch failed: one at a time");
  }
  for (const tenderId of tenderIds) {
    try {
      await inSavepoint(tx, () => alertTenders(boss, [tenderId], tx));
    } catch (error) {
      logger.error({ err: error, tenderId }, "immediate alerts failed for a published tender");
      const ids = jobs.filter((job) => job.data.tenderId === tenderId).map((job) => job.id);
      // Settled through the transaction: pg-boss completes the rest of the batch with it.
      await boss.fail(QUEUES.published, ids, { message: String(error) }, { db: tx });
    }
  }
}

/** Alerts first; documents are read later, by their own job, which alerts whom they alone match. */
async function alertTenders(boss: PgBoss, tenderIds: number[], tx: IDatabase): Promise<void> {
  await enqueueSends(boss, await buildImmediateAlerts(tx, tenderIds), tx);
  for (const tenderId of tenderIds) await queueTextOfPublishedTender(boss, tx, tenderId);
}

/** Runs `work` so that its failure undoes only its own writes, not the transaction's. */
async function inSavepoint(tx: IDatabase, work: () => Promise<void>): Promise<void> {
  await tx.executeSql("savepoint published_tenders");
  try {
    await work();
  } catch (error) {
    await tx.executeSql("rollback to savepoint published_tenders");
    throw error;
  }
  await tx.executeSql("release savepoint published_tenders");
}
