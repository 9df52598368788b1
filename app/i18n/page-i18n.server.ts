import type { I18n } from "@lingui/core";
import type { RouterContextProvider } from "react-router";
import { localeContext } from "~/server/request-context";
import { serverI18n } from "./catalogues.server";
import { DEFAULT_LOCALE, type Locale } from "./locales";

export function pageLocale(context: Readonly<RouterContextProvider>): Locale {
  return context.get(localeContext) ?? DEFAULT_LOCALE;
}

export function pageI18n(context: Readonly<RouterContextProvider>): I18n {
  return serverI18n(pageLocale(context));
}
