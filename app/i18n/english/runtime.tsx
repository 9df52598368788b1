import { Fragment, type ReactElement, type ReactNode } from "react";
import { formatElements } from "./format-elements";
import {
  formatMessage,
  formatNumber,
  type CompiledMessage,
  type MessageValues,
} from "./format-message";

/**
 * `@lingui/core` and `@lingui/react` as the English browser build sees them (vite.config.ts
 * points both imports here): the messages are compiled into the code, so there is no catalogue
 * to load and no Lingui runtime to ship (docs/decisions/012-interface-languages.md). Only what
 * the app's browser code calls is here; the server and the other languages' builds use Lingui.
 */
interface EnglishDescriptor {
  message?: CompiledMessage;
  values?: MessageValues;
}

function translate(descriptor: EnglishDescriptor | string, values?: MessageValues): string {
  if (typeof descriptor === "string") return descriptor;
  return formatMessage(descriptor.message ?? "", values ?? descriptor.values);
}

export const i18n = { locale: "en", _: translate, number: formatNumber };

export function setupI18n(): typeof i18n {
  return i18n;
}

export function useLingui() {
  return { i18n, _: translate };
}

export function I18nProvider({ children }: { children?: ReactNode }) {
  return children;
}

/**
 * A `<Trans>` message. A value that is not a string or a number (an element) becomes one more
 * numbered element, as in Lingui's `<Trans>`.
 */
export function Trans({
  message = "",
  values,
  components = {},
}: EnglishDescriptor & { components?: Record<string, ReactElement> }) {
  const elements = { ...components };
  const text = { ...values };
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === "string" || typeof value === "number") continue;
    const index = String(Object.keys(elements).length);
    elements[index] = <Fragment>{value as ReactNode}</Fragment>;
    text[name] = `<${index}/>`;
  }
  return formatElements(formatMessage(message, text), elements);
}
