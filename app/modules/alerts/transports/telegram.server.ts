import path from "node:path";
import { logger } from "~/server/logger.server";
import { channelConfig } from "../channel-config.server";
import { appendToOutbox } from "../dev-outbox.server";
import type { ChannelTransport } from "./transport";

interface TelegramResponse<T> {
  ok: boolean;
  result?: T;
  description?: string;
  parameters?: { retry_after?: number };
}

/** Telegram answered and refused: nothing was sent. A 429 says how long to wait. */
export class TelegramApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
  }
}

/**
 * Calls one Bot API method. Throws on a non-2xx answer or `ok: false` with Telegram's
 * description; the bot token is part of the URL, so the URL is never put in an error or log.
 */
export async function callTelegram<T>(
  method: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  const { botToken, apiUrl } = channelConfig().telegram;
  if (!botToken) throw new Error("TELEGRAM_BOT_TOKEN is not set");
  const response = await fetch(`${apiUrl}/bot${botToken}/${method}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  const payload = (await response.json().catch(() => null)) as TelegramResponse<T> | null;
  if (!response.ok || !payload?.ok) {
    const description = payload?.description ?? response.statusText;
    throw new TelegramApiError(
      // eslint-disable-next-line lingui/no-unlocalized-strings -- for logs and admins, as Telegram words it
      `Telegram ${method} failed (${response.status}): ${description}`,
      response.status,
      payload?.parameters?.retry_after,
    );
  }
  return payload.result as T;
}

/** Telegram messages are at most 4096 characters; a digest is cut rather than refused. */
const MAX_TEXT = 4096;

export const telegramTransport: ChannelTransport = {
  async send(chatId, message) {
    const text =
      message.text.length > MAX_TEXT ? message.text.slice(0, MAX_TEXT - 1) + "…" : message.text;
    const { botToken } = channelConfig().telegram;
    if (botToken) {
      await callTelegram("sendMessage", { chat_id: chatId, text, disable_web_page_preview: true });
      return;
    }
    const file = path.join(channelConfig().dataDir, "telegram", "outbox.jsonl");
    await appendToOutbox(file, { chatId, subject: message.subject, text });
    logger.info({ chatId, subject: message.subject, file }, "telegram message written to outbox");
  },
};
