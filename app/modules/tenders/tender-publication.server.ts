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

/** A full batch queues the next run at once: a big import is announced in seconds, bounded. */
export const ANNOUNCE_BATCH = 1000;

export const SCHEDULE_IN_PAST = sourceText(
  msg`Choose a publication time in the future, or publish now.`,
);
const SCHEDULE_MISSING = sourceText(msg`Enter the date and time to publish at.`);

/** A past scheduled time would publish at once under a date the admin did not mean. */
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
 * The conditional update announces each tender exactly once when runs race. No key update: a
 * referring row's key share lock (a save, a delivery) must not make the run skip the tender.
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
    // Seed scripts and tests run without a queue.
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

export async function announceIfDue(tx: EntityManager, tenderId: number): Promise<boolean> {
  await tx.flush();
  const announced = await announceDueTenders(transactionDb(tx), alertsQueue(), [tenderId]);
  return announced.length > 0;
}
