import { useLingui } from "@lingui/react";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";

/** The language the page renders in, for the formatting helpers (dates, prices, markers). */
export function usePageLocale(): Locale {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
