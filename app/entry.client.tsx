import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { i18nFor, registerCatalogue } from "~/i18n/i18n-instances";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";

function hydrate(i18n: I18n) {
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
}

if (import.meta.env.BROWSER_LOCALE === "en") {
  // The English build: its messages are in its code (vite.config.ts).
  hydrate(i18nFor(DEFAULT_LOCALE));
} else {
  // The server wrote the page's language into <html lang>; hydrate with that catalogue only.
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  // Imported here, so the English build, which never comes here, leaves the loader out.
  void import("~/i18n/catalogue-loader")
    .then(({ catalogueAreasFor, loadCatalogue }) =>
      loadCatalogue(locale, catalogueAreasFor(window.location.pathname)),
    )
    .then((messages) => hydrate(registerCatalogue(locale, messages)));
}
