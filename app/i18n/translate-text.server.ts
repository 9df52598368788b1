import type { I18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";

/** Text no catalogue has (zod's own messages, text built from data) stays as it is. */
export function translateText(i18n: I18n, text: string): string {
  const id = generateMessageId(text);
  return i18n.messages[id] === undefined ? text : i18n._(id);
}
