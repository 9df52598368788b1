import type { I18n, Messages } from "@lingui/core";
import { i18nFor, registerCatalogue } from "./i18n-instances";
import { LOCALES, type Locale } from "./locales";

// The server renders every language and sends mails in every language, so it holds every
// catalogue of every area, the server-only ones included.
const catalogues = import.meta.glob<Messages>("../locales/*/*.po", {
  eager: true,
  import: "messages",
});

for (const locale of LOCALES) {
  const ofLocale = Object.entries(catalogues).filter(([path]) => path.includes(`/${locale}/`));
  registerCatalogue(locale, Object.assign({}, ...ofLocale.map(([, messages]) => messages)));
}

/** The server's Lingui instance for `locale`: pages, mails and messages in that language. */
export function serverI18n(locale: Locale): I18n {
  return i18nFor(locale);
}
