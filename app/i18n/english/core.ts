import {
  formatMessage,
  formatNumber,
  type CompiledMessage,
  type MessageValues,
} from "./format-message";

/**
 * `@lingui/core` as the English browser build sees it (vite.config.ts points the import here):
 * its messages are compiled into the code, so there is no catalogue to load and no Lingui
 * runtime to ship (docs/decisions/012-interface-languages.md). Only what the app's browser code
 * calls is here; the server and the other languages' builds use Lingui itself.
 */
export interface EnglishDescriptor {
  message?: CompiledMessage;
  values?: MessageValues;
}

function translate(descriptor: EnglishDescriptor | string, values?: MessageValues): string {
  if (typeof descriptor === "string") return descriptor;
  return formatMessage(descriptor.message ?? "", values ?? descriptor.values);
}

export const i18n = {
  locale: "en",
  messages: {},
  _: translate,
  t: translate,
  number: (value: number) => formatNumber(value),
  load() {},
  activate() {},
};

export function setupI18n(): typeof i18n {
  return i18n;
}
