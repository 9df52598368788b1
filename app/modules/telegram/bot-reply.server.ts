import { channelConfig } from "~/modules/alerts/channel-config.server";
import { callTelegram, telegramTransport } from "~/modules/alerts/transports/telegram.server";
import { logger } from "~/server/logger.server";

export interface ReplyOptions {
  /** The message this one answers: a "More" press finds the search in it. */
  replyTo?: number;
  button?: { text: string; data: string };
}

/** Without a bot token it goes to the outbox; a failed reply is only logged. */
export async function botReply(chat: string, text: string, options: ReplyOptions = {}) {
  try {
    if (!channelConfig().telegram.botToken) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the brand is not translated
      await telegramTransport.send(chat, { subject: "TenderLink", text });
      return;
    }
    await callTelegram("sendMessage", {
      chat_id: chat,
      text: text.slice(0, 4096),
      disable_web_page_preview: true,
      ...(options.replyTo && {
        reply_parameters: { message_id: options.replyTo, allow_sending_without_reply: true },
      }),
      ...(options.button && {
        reply_markup: {
          inline_keyboard: [[{ text: options.button.text, callback_data: options.button.data }]],
        },
      }),
    });
  } catch (error) {
    logger.warn({ err: error, chat }, "telegram reply failed");
  }
}

/** Stops the button's spinner; Telegram refuses an answer after about 15 s, which is harmless. */
export async function answerButton(callbackQueryId: string) {
  if (!channelConfig().telegram.botToken) return;
  try {
    await callTelegram("answerCallbackQuery", { callback_query_id: callbackQueryId });
  } catch (error) {
    logger.warn({ err: error }, "telegram callback answer failed");
  }
}
