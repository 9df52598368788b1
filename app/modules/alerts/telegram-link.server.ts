import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { recipientI18n } from "~/modules/auth/recipient-i18n.server";
import { logger } from "~/server/logger.server";
import { hashToken, newToken } from "~/server/tokens.server";
import { channelConfig } from "./channel-config.server";
import { TELEGRAM_LINK_MINUTES } from "./channel-limits";
import { telegramTransport } from "./transports/telegram.server";
import {
  isBotCommand,
  pressButton,
  runBotCommand,
  type BotCommandResult,
  type TelegramCallbackQuery,
} from "~/modules/telegram/bot-commands.server";

/**
 * Starts linking Telegram: a one-time token (only its hash is stored, 30 minutes) carried by the
 * deep link; the bot receives it as `/start <token>`. Asking again replaces the previous link.
 * An already linked chat keeps receiving alerts until the new link is used.
 */
export async function startTelegramLink(em: EntityManager, userId: number) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + TELEGRAM_LINK_MINUTES * 60_000);
  await em.execute(
    `insert into alert_channels (user_id, kind, verification_hash, verification_expires_at,
       verification_attempts, created_at, updated_at)
     values (?, 'telegram', ?, ?, 0, now(), now())
     on conflict (user_id, kind) do update set
       verification_hash = excluded.verification_hash,
       verification_expires_at = excluded.verification_expires_at,
       updated_at = now()`,
    [userId, hashToken(token), expiresAt],
  );
  return { deepLink: telegramDeepLink(token), expiresAt: expiresAt.toISOString() };
}

function telegramDeepLink(token: string): string {
  return `https://t.me/${channelConfig().telegram.botUsername}?start=${token}`;
}

/** Unlink from the site: the row goes, so nothing is sent and the chat id is forgotten. */
export async function unlinkTelegram(em: EntityManager, userId: number) {
  await em.execute("delete from alert_channels where user_id = ? and kind = 'telegram'", [userId]);
}

/** The parts of a Bot API Update we use; everything else is ignored. */
export interface TelegramUpdate {
  update_id: number;
  message?: {
    message_id?: number;
    chat?: { id?: number | string };
    text?: string;
    /** The sender's Telegram app language (IETF tag): the reply's language for an unknown chat. */
    from?: { language_code?: string };
  };
  /** A press on an inline button ("More" under search results). */
  callback_query?: TelegramCallbackQuery;
}

type LinkResult = "linked" | "invalid-link" | "stopped" | "help";
export type TelegramCommandResult = LinkResult | BotCommandResult | "ignored";

const REPLIES: Record<LinkResult, MessageDescriptor> = {
  linked: msg`Linked! Your TenderLink alerts will arrive in this chat. Send /stop at any time to stop them.`,
  "invalid-link": msg`This link has expired or was already used. Open TenderLink, go to Alerts → Telegram and press 'Link Telegram' again.`,
  stopped: msg`Stopped. You will get no more TenderLink alerts here. Link Telegram again on the site to resume.`,
  help: msg`This is the TenderLink bot. /search words: open tenders with those words. /alerts: your alerts. /new words: a new alert, sent here at once. /stop: stop alerts here. Link your TenderLink account first (Alerts → Telegram) to get alerts.`,
};

/**
 * Handles one update, from the webhook or the polling loop alike. Linking is one conditional
 * UPDATE, so a redelivered update cannot link twice or link with an expired token.
 */
export async function handleTelegramUpdate(
  em: EntityManager,
  update: TelegramUpdate,
): Promise<TelegramCommandResult> {
  if (update.callback_query) return pressButton(em, update.callback_query);
  const chatId = update.message?.chat?.id;
  const text = update.message?.text?.trim();
  if (chatId === undefined || chatId === null || !text) return "ignored";
  const chat = String(chatId);
  // "/start TOKEN", also "/start@TenderLinkBot TOKEN" as group chats send it.
  const command = /^\/(\w+)(?:@\w+)?(?:\s+([\s\S]+))?$/.exec(text);
  const name = command?.[1] ?? "";
  if (isBotCommand(name)) {
    return runBotCommand(em, name, command?.[2] ?? "", {
      chat,
      messageId: update.message?.message_id,
      language: update.message?.from?.language_code,
    });
  }
  const token = command?.[2]?.split(/\s+/)[0];
  let result: LinkResult = "help";
  if (name === "start" && token) {
    result = (await linkChat(em, token, chat)) ? "linked" : "invalid-link";
  } else if (name === "stop") {
    await em.execute(
      `update alert_channels set unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
       where kind = 'telegram' and address = ?`,
      [chat],
    );
    result = "stopped";
  }
  const own = await chatUserLocale(em, chat);
  const locale = own === undefined ? update.message?.from?.language_code?.split("-")[0] : own;
  await reply(chat, recipientI18n(locale)._(REPLIES[result]));
  return result;
}

/**
 * The users.locale of the account this chat is linked to (after linking, too), or undefined for
 * a chat no account has: then the sender's Telegram language decides.
 */
async function chatUserLocale(em: EntityManager, chat: string): Promise<string | null | undefined> {
  const [row] = await em.execute<{ locale: string | null }[]>(
    `select u.locale from alert_channels ch join users u on u.id = ch.user_id
     where ch.kind = 'telegram' and ch.address = ? order by ch.verified_at desc nulls last limit 1`,
    [chat],
  );
  return row?.locale;
}

async function linkChat(em: EntityManager, token: string, chat: string): Promise<boolean> {
  if (token.length > 64) return false;
  const rows = await em.execute<{ id: number }[]>(
    `update alert_channels set address = ?, verified_at = now(), unsubscribed_at = null,
       verification_hash = null, verification_expires_at = null, updated_at = now()
     where kind = 'telegram' and verification_hash = ? and verification_expires_at > now()
       and exists (select 1 from users u where u.id = alert_channels.user_id and u.deactivated_at is null)
     returning id`,
    [chat, hashToken(token)],
  );
  return rows.length > 0;
}

/** The reply is a courtesy: the link is already stored, so a failed reply is only logged. */
async function reply(chat: string, text: string) {
  try {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the brand is not translated
    await telegramTransport.send(chat, { subject: "TenderLink", text });
  } catch (error) {
    logger.warn({ err: error, chat }, "telegram reply failed");
  }
}
