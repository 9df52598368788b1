import type { EntityManager } from "@mikro-orm/postgresql";
import { sleep } from "~/server/sleep.server";
import { getOrm } from "~/server/orm.server";
import { logger } from "~/server/logger.server";
import { channelConfig } from "./channel-config.server";
import { handleTelegramUpdate, type TelegramUpdate } from "./telegram-link.server";
import { callTelegram } from "./transports/telegram.server";

/** Telegram holds a getUpdates request open this long when nothing arrives. */
const LONG_POLL_SECONDS = 25;
const RETRY_MS = 5_000;
/** Any fixed number: the advisory lock that lets one worker of many poll at a time. */
const POLL_LOCK = 72_004_601;

/** Polling is for installations without a public URL: a bot token and no webhook secret. */
export function telegramPollingEnabled(): boolean {
  const { botToken, webhookSecret } = channelConfig().telegram;
  return Boolean(botToken && !webhookSecret);
}

/**
 * One polling cycle: fetch the updates after `offset`, handle each, then confirm them at once
 * (getUpdates with the next offset) so a worker that takes over never sees them again.
 * Runs under a transaction-scoped advisory lock, so several workers never poll together
 * (Telegram would answer 409 and could hand the same update to two of them).
 * Returns the next offset, or null when another worker holds the lock.
 */
export async function pollTelegramOnce(
  em: EntityManager,
  offset: number,
  timeoutSeconds = LONG_POLL_SECONDS,
  signal?: AbortSignal,
): Promise<number | null> {
  return em.transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>(
      "select pg_try_advisory_xact_lock(?) as locked",
      [POLL_LOCK],
    );
    if (!lock?.locked) return null;
    const updates = await callTelegram<TelegramUpdate[]>(
      "getUpdates",
      { offset, timeout: timeoutSeconds, allowed_updates: ["message", "callback_query"] },
      signal,
    );
    let next = offset;
    for (const update of updates) {
      next = Math.max(next, update.update_id + 1);
      try {
        await handleTelegramUpdate(tx, update);
      } catch (error) {
        // One bad update must not stall the queue behind it.
        logger.error({ err: error, updateId: update.update_id }, "telegram update failed");
      }
    }
    if (updates.length) await callTelegram("getUpdates", { offset: next, timeout: 0 }, signal);
    return next;
  });
}

/**
 * Polls Telegram until the returned function is called (it resolves once the loop has ended).
 * Does nothing unless `telegramPollingEnabled()`, so a worker can always call it.
 */
export function startTelegramPolling(): () => Promise<void> {
  if (!telegramPollingEnabled()) return async () => {};
  const controller = new AbortController();
  const { signal } = controller;
  const loop = (async () => {
    let offset = 0;
    logger.info("telegram polling started");
    while (!signal.aborted) {
      try {
        const em = (await getOrm()).em.fork();
        const next = await pollTelegramOnce(em, offset, LONG_POLL_SECONDS, signal);
        if (next === null) await sleep(RETRY_MS, signal);
        else offset = next;
      } catch (error) {
        if (signal.aborted) break;
        logger.warn({ err: error }, "telegram polling failed; retrying");
        await sleep(RETRY_MS, signal);
      }
    }
    logger.info("telegram polling stopped");
  })();
  return async () => {
    controller.abort();
    await loop;
  };
}
