import type { I18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";

/**
 * English text (a form error, a domain error) in `i18n`'s language: the catalogue knows a
 * message by the id of its English text. Text no catalogue has (zod's own messages, a message
 * built from data) stays as it is.
 */
export function translateText(i18n: I18n, text: string): string {
  const id = generateMessageId(text);
  return i18n.messages[id] === undefined ? text : i18n._(id);
}
