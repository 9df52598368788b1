import { createElement, Fragment, isValidElement, type ReactNode } from "react";

/**
 * `@lingui/core` and `@lingui/react` as the English browser build sees them (vite.config.ts
 * points both imports here). Its messages are code that writes their English
 * (english-messages-babel.ts), so there is no catalogue to load and no message formatter to
 * ship (docs/decisions/012-interface-languages.md). Here is only what that code and the app's
 * browser code call; the server and the other languages' builds use Lingui.
 */
type MessageValues = Record<string, unknown>;

interface EnglishDescriptor {
  /** The text, or a function that writes it from the values (a message kept for later). */
  message?: string | ((values: MessageValues) => string);
  values?: MessageValues;
}

function translate(descriptor: EnglishDescriptor | string, values?: MessageValues): string {
  if (typeof descriptor === "string") return descriptor;
  const { message = "" } = descriptor;
  return typeof message === "function" ? message(values ?? descriptor.values ?? {}) : message;
}

const pluralRules = new Intl.PluralRules("en");
const numberFormat = new Intl.NumberFormat("en");

/** The plural category of a count, as Lingui chooses a plural's branch. */
export function pluralCategory(count: number): Intl.LDMLPluralRule {
  return pluralRules.select(count);
}

/** A count as Lingui writes `#`: "1,234". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
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
 * The children of a `<Trans>` with values. An element (or a list of them) stays a child of its
 * own, as Lingui's `<Trans>` renders it; any other value is text, and text meeting text becomes
 * one string, as in the text Lingui formats on the server (so hydration finds one text node).
 */
export function joinNodes(parts: unknown[]): ReactNode {
  const nodes: ReactNode[] = [];
  parts.forEach((part, index) => {
    if (isValidElement(part) || Array.isArray(part)) {
      nodes.push(createElement(Fragment, { key: `v${index}` }, part as ReactNode));
      return;
    }
    const text = part == null ? "" : String(part);
    const last = nodes.length - 1;
    if (typeof nodes[last] === "string") nodes[last] += text;
    else nodes.push(text);
  });
  return nodes.length === 1 ? nodes[0] : nodes;
}
