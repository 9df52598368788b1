import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { translateText } from "~/i18n/translate-text.server";
import { alertProfileSchema } from "~/modules/alerts/alert-profile.schema";
import { createProfile, listProfiles } from "~/modules/alerts/alert-profiles.server";
import { recipientI18n } from "~/modules/auth/recipient-i18n.server";
import { formatDateTime } from "~/modules/tenders/format";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import { MAX_PAGE, TENDER_PAGE_SIZE } from "~/modules/tenders/tender-filters.schema";
import { config } from "~/server/config.server";
import { isLocale } from "~/i18n/locales";
import { answerButton, botReply } from "./bot-reply.server";

const BOT_COMMANDS = ["search", "alerts", "new"] as const;
type BotCommand = (typeof BOT_COMMANDS)[number];
export type BotCommandResult = BotCommand | "more" | "search-gone";

export interface TelegramCallbackQuery {
  id: string;
  data?: string;
  from?: { language_code?: string };
  message?: {
    chat?: { id?: number | string };
    /** The user's "/search …" message our results answered: where "More" finds the words. */
    reply_to_message?: { message_id?: number; text?: string };
  };
}

/** Who is writing: the linked account (alerts on, account active), or nobody (visitors' rules). */
interface ChatContext {
  chat: string;
  userId: number | null;
  i18n: I18n;
}

export function isBotCommand(name: string): name is BotCommand {
  return (BOT_COMMANDS as readonly string[]).includes(name);
}

/** A stopped chat (/stop) counts as unlinked until linked again on the site. */
async function chatContext(
  em: EntityManager,
  chat: string,
  telegramLanguage: string | undefined,
): Promise<ChatContext> {
  const [row] = await em.execute<{ user_id: number; locale: string | null }[]>(
    `select ch.user_id, u.locale from alert_channels ch join users u on u.id = ch.user_id
     where ch.kind = 'telegram' and ch.address = ? and ch.verified_at is not null
       and ch.unsubscribed_at is null and u.deactivated_at is null
     order by ch.verified_at desc limit 1`,
    [chat],
  );
  const language = telegramLanguage?.split("-")[0];
  const locale = row ? row.locale : isLocale(language) ? language : null;
  return { chat, userId: row?.user_id ?? null, i18n: recipientI18n(locale) };
}

export async function runBotCommand(
  em: EntityManager,
  command: BotCommand,
  words: string,
  message: { chat: string; messageId?: number; language?: string },
): Promise<BotCommandResult> {
  const context = await chatContext(em, message.chat, message.language);
  if (command === "search") await searchTenders(em, context, words, 1, message.messageId);
  else if (command === "alerts") await showAlerts(em, context);
  else await newAlert(em, context, words);
  return command;
}

const MORE_DATA = /^more:(\d{1,7})$/;

/** "More": the next page of the search the pressed message answered. */
export async function pressButton(
  em: EntityManager,
  query: TelegramCallbackQuery,
): Promise<BotCommandResult | "ignored"> {
  const chatId = query.message?.chat?.id;
  const page = MORE_DATA.exec(query.data ?? "")?.[1];
  if (chatId === undefined || chatId === null || !page) return "ignored";
  await answerButton(query.id);
  const context = await chatContext(em, String(chatId), query.from?.language_code);
  const original = query.message?.reply_to_message;
  const words = /^\/search(?:@\w+)?\s+([\s\S]+)$/.exec(original?.text?.trim() ?? "")?.[1];
  if (!words) {
    await botReply(context.chat, context.i18n._(SEARCH_GONE));
    return "search-gone";
  }
  const pageNumber = Math.min(Number(page), MAX_PAGE);
  await searchTenders(em, context, words, pageNumber, original?.message_id);
  return "more";
}

const SEARCH_GONE = msg`This search is no longer here to continue. Send /search and your words again.`;

/** The list's own search, open tenders only; an unlinked chat sees what a visitor does. */
async function searchTenders(
  em: EntityManager,
  { chat, userId, i18n }: ChatContext,
  words: string,
  page: number,
  replyTo: number | undefined,
) {
  const q = words.trim().replace(/\s+/g, " ").slice(0, 200);
  if (!q) {
    await botReply(
      chat,
      i18n._(msg`Send /search and the words to look for, for example: /search road construction`),
    );
    return;
  }
  const viewer = userId === null ? "visitor" : "user";
  const result = await listTenders(
    em,
    { q, category: [], subcategory: [], page },
    { viewer, openOnly: true, pageSize: TENDER_PAGE_SIZE },
  );
  if (!result.items.length) {
    await botReply(chat, i18n._(msg`No open tenders match “${q}”.`), { replyTo });
    return;
  }
  const locale = i18n.locale === "am" ? "am" : "en";
  const first = (result.page - 1) * TENDER_PAGE_SIZE;
  const entries = result.items.map((tender, index) => {
    const lines = [`${first + index + 1}. ${tender.title}`];
    if (tender.snippet) lines.push(tender.snippet);
    if (tender.details) {
      const closes = formatDateTime(tender.details.closingDate, locale);
      lines.push(i18n._(msg`Closes: ${closes}`));
    }
    lines.push(`${config().appUrl}/tenders/${tender.id}`);
    return lines.join("\n");
  });
  const { page: shown, pageCount } = result;
  const heading = i18n._(msg`Open tenders matching “${q}”, page ${shown} of ${pageCount}:`);
  const more = shown < pageCount;
  await botReply(chat, [heading, ...entries].join("\n\n"), {
    replyTo,
    button: more ? { text: i18n._(msg`More`), data: `more:${shown + 1}` } : undefined,
  });
}

const LINK_FIRST = msg`Link this chat to your TenderLink account first: on the site open Alerts → Telegram and press 'Link Telegram'.`;

async function showAlerts(em: EntityManager, { chat, userId, i18n }: ChatContext) {
  if (userId === null) return botReply(chat, i18n._(LINK_FIRST));
  const profiles = await listProfiles(em, userId);
  if (!profiles.length) {
    return botReply(
      chat,
      i18n._(
        msg`You have no alerts yet. Create one with /new and some words, for example: /new road construction`,
      ),
    );
  }
  const lines = profiles.map((profile) => {
    const how = i18n._(profile.frequency === "immediate" ? msg`immediately` : msg`daily digest`);
    const state = profile.paused ? ` (${i18n._(msg`paused`)})` : "";
    const keywords = profile.includeKeywords ? ` — ${profile.includeKeywords}` : "";
    return `• ${profile.name}${keywords}: ${how}${state}`;
  });
  return botReply(chat, [i18n._(msg`Your alerts:`), ...lines].join("\n"));
}

/** An immediate Telegram alert on the words, with the site form's own rules. */
async function newAlert(em: EntityManager, { chat, userId, i18n }: ChatContext, words: string) {
  if (userId === null) return botReply(chat, i18n._(LINK_FIRST));
  const keywords = words.trim().replace(/\s+/g, " ");
  if (!keywords) {
    return botReply(
      chat,
      i18n._(msg`Send /new and the words to be alerted about, for example: /new road construction`),
    );
  }
  const parsed = alertProfileSchema.safeParse({
    name: keywords.slice(0, 120),
    includeKeywords: keywords,
    channels: ["telegram"],
    frequency: "immediate",
  });
  if (!parsed.success) {
    return botReply(chat, translateText(i18n, parsed.error.issues[0]?.message ?? ""));
  }
  await createProfile(em, userId, parsed.data);
  const name = parsed.data.name;
  return botReply(
    chat,
    i18n._(
      msg`Alert “${name}” created. New tenders matching it will arrive here as soon as they are published.`,
    ),
  );
}
