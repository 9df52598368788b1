import type { I18n } from "@lingui/core";
import { serverI18n } from "~/i18n/catalogues.server";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";

/** English when they chose none or one no longer offered. */
export function recipientI18n(locale: string | null | undefined): I18n {
  return serverI18n(isLocale(locale) ? locale : DEFAULT_LOCALE);
}
