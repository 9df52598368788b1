import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * One Lingui instance per language, never switched: a request renders with the instance of its
 * own language, so two requests in different languages cannot see each other's. The server
 * registers every catalogue at start (catalogues.server.ts); the browser only its page's
 * language (app/entry.client.tsx).
 */
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
