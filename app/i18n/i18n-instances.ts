import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale } from "./locales";

// Never switched, so two requests in different languages cannot see each other's (decision 012).
const instances = new Map<Locale, I18n>();

export function registerCatalogue(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  instances.set(locale, i18n);
  return i18n;
}

export function i18nFor(locale: Locale): I18n {
  const i18n = instances.get(locale) ?? instances.get(DEFAULT_LOCALE);
  if (!i18n) throw new Error(`No message catalogue registered for "${locale}"`);
  return i18n;
}
