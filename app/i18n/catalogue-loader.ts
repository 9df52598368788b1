import type { Messages } from "@lingui/core";
import type { Locale } from "./locales";

// Each area's catalogue in each language is its own chunk; the server-only ones (mails, form
// and domain errors) are never offered to the browser.
const catalogues = import.meta.glob<Messages>(["../locales/*/*.po", "!../locales/*/*.server.po"], {
  import: "messages",
});

/** The browser's catalogue for a page in `locale`: that language's areas only. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const loaders = Object.entries(catalogues)
    .filter(([path]) => path.includes(`/${locale}/`))
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loaders)));
}
