import type { Messages } from "@lingui/core";
import { i18nFor } from "./i18n-instances";
import type { Locale } from "./locales";

// Each area's catalogue in each language is its own chunk, compiled by Lingui's Vite plugin;
// the server-only ones (mails, form and domain errors) are never offered to the browser.
const catalogues = import.meta.glob<Messages>(["../locales/*/*.po", "!../locales/*/*.server.po"], {
  import: "messages",
});

const ACCOUNT_PAGES =
  /^\/(login|register|forgot-password|reset-password|welcome|alerts|account)(\/|$)/;

/**
 * The areas of lingui.config.ts a page at `pathname` renders from, so a tender list does not
 * download the account and admin screens' words. Account pages show tender dates (tenders), as
 * do admin screens, which show none of the account screens' words.
 */
export function catalogueAreasFor(pathname: string): string[] {
  // The admin alerts screen shows a user's alert profile in its own form.
  if (pathname === "/admin/alerts") return ["layout", "tenders", "admin", "account"];
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    return ["layout", "tenders", "admin"];
  }
  if (ACCOUNT_PAGES.test(pathname)) return ["layout", "tenders", "account"];
  return ["layout", "tenders"];
}

const loaded = new Set<string>();

/** The browser's messages for `locale` from those of `areas` not loaded yet. */
export async function loadCatalogue(locale: Locale, areas: string[]): Promise<Messages> {
  const missing = areas.filter((area) => !loaded.has(area));
  const loaders = Object.entries(catalogues)
    .filter(([file]) => missing.some((area) => file.endsWith(`/${locale}/${area}.po`)))
    .map(([, load]) => load());
  const messages: Messages = Object.assign({}, ...(await Promise.all(loaders)));
  for (const area of missing) loaded.add(area);
  return messages;
}

/**
 * Before a client-side navigation renders another area's page, its words are added to the
 * page's instance (the root's clientMiddleware).
 */
export async function ensureCatalogues(locale: Locale, pathname: string): Promise<void> {
  const areas = catalogueAreasFor(pathname).filter((area) => !loaded.has(area));
  if (areas.length) i18nFor(locale).load(locale, await loadCatalogue(locale, areas));
}
