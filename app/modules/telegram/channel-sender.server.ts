import { msg } from "@lingui/core/macro";
import { sleep } from "~/server/sleep.server";
import type { EntityManager } from "@mikro-orm/postgresql";
import { channelConfig } from "~/modules/alerts/channel-config.server";
import { callTelegram, TelegramApiError } from "~/modules/alerts/transports/telegram.server";
import { recipientI18n } from "~/modules/auth/recipient-i18n.server";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { getOrm } from "~/server/orm.server";
import { channelPostingEnabled } from "./channel-posts.server";
import type { WithdrawReason } from "./telegram-channel-post.entity";

/** Tries of one post or edit before it is left failed (a 429 only delays it). */
const MAX_ATTEMPTS = 5;
/** A claim without a result this long (its worker died): the gate reopens, an edit is retried. */
const LEASE_SECONDS = 120;
const IDLE_MS = 2_000;
const MAX_TEXT = 4096;

interface ClaimedPost {
  id: number;
  tender_id: number | null;
  channel_id: string;
  message_id: string | null;
  state: "queued" | "withdrawing";
  withdraw_reason: WithdrawReason | null;
  title: string | null;
  snippet: string | null;
  attempts: number;
}

function spacingMs(override?: number): number {
  return override ?? Math.ceil(60_000 / channelConfig().telegram.channelPostsPerMinute);
}

/**
 * One post, claimed under the channel's gate row (one worker at a time; when the channel may
 * next be written to), committed before Telegram is called (docs/decisions/028). Returns the
 * wait before the next call, or null when nothing is due.
 */
async function postNextToChannel(em: EntityManager, spacing = spacingMs()): Promise<number | null> {
  const { channelId } = channelConfig().telegram;
  if (!channelId) return null;
  const claim = await em.transactional(async (tx) => {
    await tx.execute(
      "insert into telegram_channel_gate (channel_id) values (?) on conflict do nothing",
      [channelId],
    );
    const [gate] = await tx.execute<{ wait_ms: number }[]>(
      `select greatest(0, extract(epoch from next_send_at - clock_timestamp()) * 1000)::int as wait_ms
       from telegram_channel_gate where channel_id = ? for update skip locked`,
      [channelId],
    );
    if (!gate) return { wait: spacing };
    if (gate.wait_ms > 0) return { wait: gate.wait_ms };
    await tx.execute(
      `update telegram_channel_posts set state = 'failed', updated_at = now(),
         last_error = 'The worker stopped while posting; not posted again, it may be in the channel.'
       where state = 'sending' and last_attempt_at < clock_timestamp() - make_interval(secs => ?)`,
      [LEASE_SECONDS],
    );
    const [post] = await tx.execute<ClaimedPost[]>(
      `select p.id, p.tender_id, p.channel_id, p.message_id::text, p.state, p.withdraw_reason,
              coalesce(t.title, p.title) as title, t.snippet, p.attempts
       from telegram_channel_posts p left join tenders t on t.id = p.tender_id
       where p.channel_id = ? and p.state in ('queued', 'withdrawing')
         and p.next_attempt_at <= clock_timestamp()
       order by p.id limit 1 for update of p skip locked`,
      [channelId],
    );
    if (!post) return { wait: null };
    await tx.execute(
      `update telegram_channel_posts set
         state = case when state = 'queued' then 'sending' else state end,
         attempts = attempts + 1, last_attempt_at = clock_timestamp(), title = ?,
         next_attempt_at = clock_timestamp() + make_interval(secs => ?), updated_at = now()
       where id = ?`,
      [post.title, LEASE_SECONDS, post.id],
    );
    // Closed while the call is out (a 429 must reach the gate before anyone sends again).
    await tx.execute(
      `update telegram_channel_gate set next_send_at = clock_timestamp() + make_interval(secs => ?)
       where channel_id = ?`,
      [LEASE_SECONDS, channelId],
    );
    return { wait: spacing, post: { ...post, attempts: post.attempts + 1 } };
  });
  if (claim.post) {
    const retryAfter = await sendClaimed(em, claim.post);
    // Spaced from the answer, so no two calls reach Telegram closer than `spacing`.
    const seconds = Math.max(spacing / 1000, retryAfter ?? 0);
    await em.execute(
      `update telegram_channel_gate set next_send_at = clock_timestamp() + make_interval(secs => ?)
       where channel_id = ?`,
      [seconds, claim.post.channel_id],
    );
    return retryAfter === undefined ? claim.wait : seconds * 1000;
  }
  return claim.wait;
}

/** Returns a 429's retry_after (seconds). */
async function sendClaimed(em: EntityManager, post: ClaimedPost): Promise<number | undefined> {
  try {
    if (post.state === "queued") {
      const sent = await callTelegram<{ message_id: number }>("sendMessage", {
        chat_id: post.channel_id,
        text: postText(post),
        disable_web_page_preview: true,
      });
      await em.execute(
        `update telegram_channel_posts set message_id = ?, posted_at = now(), last_error = null,
           state = case when withdraw_reason is null then 'posted' else 'withdrawing' end,
           attempts = case when withdraw_reason is null then attempts else 0 end,
           next_attempt_at = now(), updated_at = now()
         where id = ?`,
        [sent.message_id, post.id],
      );
    } else {
      await editToWithdrawn(post);
      await em.execute(
        `update telegram_channel_posts set state = 'withdrawn', last_error = null, updated_at = now()
         where id = ?`,
        [post.id],
      );
    }
  } catch (error) {
    return recordFailure(em, post, error);
  }
}

async function editToWithdrawn(post: ClaimedPost): Promise<void> {
  try {
    await callTelegram("editMessageText", {
      chat_id: post.channel_id,
      message_id: Number(post.message_id),
      text: withdrawnText(post),
      disable_web_page_preview: true,
    });
  } catch (error) {
    // A retried edit whose first try got through: the post already says so.
    if (error instanceof TelegramApiError && /message is not modified/i.test(error.message)) return;
    throw error;
  }
}

/** Telegram refused: nothing was sent, try again. No answer: a send may be out, an edit not. */
async function recordFailure(
  em: EntityManager,
  post: ClaimedPost,
  error: unknown,
): Promise<number | undefined> {
  const message = error instanceof Error ? error.message : String(error);
  const refused = error instanceof TelegramApiError;
  const retryAfter = refused ? error.retryAfterSeconds : undefined;
  const again =
    retryAfter !== undefined ||
    ((refused || post.state === "withdrawing") && post.attempts < MAX_ATTEMPTS);
  const delaySeconds = retryAfter ?? 15 * 2 ** (post.attempts - 1);
  logger.warn({ err: error, postId: post.id, again }, "telegram channel post failed");
  await em.execute(
    `update telegram_channel_posts set last_error = ?, updated_at = now(),
       state = case when not ? then 'failed' when state = 'sending' then 'queued' else state end,
       next_attempt_at = clock_timestamp() + make_interval(secs => ?)
     where id = ?`,
    [message.slice(0, 500), again, delaySeconds, post.id],
  );
  return retryAfter;
}

/** What a visitor may see: title, snippet and the link (never dates or documents). */
function postText(post: ClaimedPost): string {
  const link = `${config().appUrl}/tenders/${post.tender_id}`;
  const title = post.title ?? "";
  const room = MAX_TEXT - title.length - link.length - 4;
  let snippet = (post.snippet ?? "").trim();
  if (snippet.length > room) snippet = snippet.slice(0, Math.max(0, room - 1)) + "…";
  return [title, snippet, link].filter(Boolean).join("\n\n").slice(0, MAX_TEXT);
}

const WITHDRAWN = {
  cancelled: msg`This tender was cancelled.`,
  deleted: msg`This tender was withdrawn.`,
} as const;

/** The channel is read in both languages: the notice is written in each. */
function withdrawnText(post: ClaimedPost): string {
  const notice = WITHDRAWN[post.withdraw_reason ?? "deleted"];
  const lines = ["en", "am"].map((locale) => recipientI18n(locale)._(notice));
  return [(post.title ?? "").slice(0, 3000), ...lines].join("\n\n");
}

/** Every worker posts until the returned function is called; the gate takes turns. */
export function startChannelPosting(options: { spacingMs?: number } = {}): () => Promise<void> {
  if (!channelPostingEnabled()) return async () => {};
  const controller = new AbortController();
  const { signal } = controller;
  const loop = (async () => {
    while (!signal.aborted) {
      let wait: number | null = IDLE_MS;
      try {
        wait = await postNextToChannel((await getOrm()).em.fork(), spacingMs(options.spacingMs));
      } catch (error) {
        logger.warn({ err: error }, "telegram channel posting failed; retrying");
      }
      await sleep(wait ?? Math.min(IDLE_MS, 10 * spacingMs(options.spacingMs)), signal);
    }
  })();
  return async () => {
    controller.abort();
    await loop;
  };
}
