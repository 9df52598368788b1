import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { catalogueAreasFor, loadCatalogue } from "~/i18n/catalogue-loader";
import { registerCatalogue } from "~/i18n/i18n-instances";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";

// Hydrate with the <html lang> catalogue only, and only this page's areas.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
void loadCatalogue(locale, catalogueAreasFor(window.location.pathname)).then((messages) => {
  const i18n = registerCatalogue(locale, messages);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
