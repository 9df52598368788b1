import { Fragment, type ReactElement, type ReactNode } from "react";
import { i18n, type EnglishDescriptor } from "./core";
import { formatElements } from "./format-elements";
import { formatMessage } from "./format-message";

/** `@lingui/react` for the English browser build (see core.ts). */
export function useLingui() {
  return { i18n, _: i18n._, t: i18n._ };
}

export function I18nProvider({ children }: { children?: ReactNode }) {
  return children;
}

interface TransProps extends EnglishDescriptor {
  components?: Record<string, ReactElement>;
}

/**
 * A `<Trans>` message. A value that is not a string or a number (an element) becomes one more
 * numbered element, as in Lingui's `<Trans>`.
 */
export function Trans({ message = "", values, components = {} }: TransProps) {
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
