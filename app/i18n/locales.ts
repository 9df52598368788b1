/** Adding a language: here, in lingui.config.ts and its catalogue. */
export const LOCALES = ["en", "am"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/* eslint-disable lingui/no-unlocalized-strings -- each is named in itself on purpose */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  am: "አማርኛ",
};
/* eslint-enable lingui/no-unlocalized-strings */

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
