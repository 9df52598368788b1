import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Db as IDatabase, PgBoss } from "pg-boss";
import { sourceText } from "~/i18n/source-text";
import { QUEUES } from "~/modules/alerts/alert-jobs";
import { alertsQueue, AlertsQueueError, transactionDb } from "~/modules/alerts/alerts-queue.server";
import { queueChannelPosts } from "~/modules/telegram/channel-posts.server";
import { logger } from "~/server/logger.server";
import type { PublicationChoice } from "./publication-state";
import { ValidationError } from "./validation-error";

/**
 * How many due tenders one run of the publication job announces at most: a run that announces
 * this many queues the next run at once (worker.server.ts), so a large import scheduled for one
 * moment is announced in a few seconds, in transactions of bounded size.
 */
export const ANNOUNCE_BATCH = 1000;

export const SCHEDULE_IN_PAST = sourceText(
  msg`Choose a publication time in the future, or publish now.`,
);
const SCHEDULE_MISSING = sourceText(msg`Enter the date and time to publish at.`);

/**
 * What published_at becomes for the admin's choice: now (or the notice's own date), a future
 * instant, or null for a draft. A scheduled time must be in the future: a past one would
 * publish at once under a date the admin did not mean.
 */
export function publicationDate(
  choice: PublicationChoice | undefined,
  input: { publishedAt?: Date; scheduledAt?: Date },
  now: Date,
): Date | null {
  if (choice === "draft") return null;
  if (choice === "schedule") {
    if (!input.scheduledAt) throw new ValidationError({ scheduledAt: [SCHEDULE_MISSING] });
    if (input.scheduledAt.getTime() <= now.getTime()) {
      throw new ValidationError({ scheduledAt: [SCHEDULE_IN_PAST] });
    }
    return input.scheduledAt;
  }
  return input.publishedAt ?? now;
}

/**
 * Marks the due, not yet announced tenders among `ids` (all of them when `ids` is omitted) as
 * announced and queues each one's "published" job (immediate alerts, then its documents' text) in the
 * same transaction, all in one insert, and its Telegram channel post. The conditional update is the single point of truth: of
 * two workers (or an admin's "Publish now" and the scheduled run) racing for a tender, the second
 * one's update waits for the first one's row lock, re-reads `announced_at is null` as false and
 * skips the row, so a tender is announced, and alerted, exactly once. The lock is the update's
 * own strength (no key update): a row being written that refers to the tender (a user saving it,
 * a delivery row) holds a key share lock, which must not make the run skip the tender. The
 * update also raises the tender list version (its trigger), so cached lists and counts pick the
 * tender up. Returns the ids announced here.
 */
export async function announceDueTenders(
  db: IDatabase,
  boss: PgBoss | null,
  ids?: number[],
): Promise<number[]> {
  const only = ids ? "and id = any($2::int[])" : "";
  const { rows } = await db.executeSql(
    `update tenders set announced_at = clock_timestamp()
      where id in (select id from tenders
                    where announced_at is null and published_at <= clock_timestamp() ${only}
                    order by published_at limit $1 for no key update skip locked)
        and announced_at is null
      returning id`,
    ids ? [ANNOUNCE_BATCH, ids] : [ANNOUNCE_BATCH],
  );
  const announced = (rows as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
  if (!announced.length) return announced;
  await queueChannelPosts(db, announced);
  if (!boss) {
    // Seed scripts and tests without a queue; npm start and npm run worker always open one.
    logger.debug({ announced }, "alerts queue not running here: published jobs not enqueued");
    return announced;
  }
  try {
    await boss.insert(
      QUEUES.published,
      announced.map((tenderId) => ({ data: { tenderId } })),
      { db },
    );
  } catch (error) {
    logger.error({ err: error, announced }, "could not enqueue the published jobs");
    throw new AlertsQueueError();
  }
  return announced;
}

/** In a tender write's transaction: announce that tender if it is public from now on. */
export async function announceIfDue(tx: EntityManager, tenderId: number): Promise<boolean> {
  await tx.flush();
  const announced = await announceDueTenders(transactionDb(tx), alertsQueue(), [tenderId]);
  return announced.length > 0;
}
