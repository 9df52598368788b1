import type { Messages } from "@lingui/core";
import { i18nFor } from "./i18n-instances";
import type { Locale } from "./locales";

// One chunk per area and language (docs/decisions/012-interface-languages.md); *.server.po stay out.
const catalogues = import.meta.glob<Messages>(["../locales/*/*.po", "!../locales/*/*.server.po"], {
  import: "messages",
});

const ACCOUNT_PAGES = /^\/(login|register|forgot-password|reset-password|account)(\/|$)/;
const TENDER_EDITOR_PAGES = /^\/admin\/(tenders\/(create|import|edit\/[^/]+)|awards\/import)\/?$/;
const ADMIN_CATALOGUE_PAGES = /^\/admin\/(categories|metadata|organisations)(\/|$)/;
const ALERT_PAGES = /^\/(welcome|alerts)(\/|$)/;
const PROFILE_PAGES = /^\/(organisations|suppliers)(\/|$)/;

/** So a tender list does not download the account and admin screens' words. */
export function catalogueAreasFor(pathname: string): string[] {
  // The admin alerts screen shows a user's alert profile in its own form.
  if (pathname === "/admin/alerts") return ["layout", "admin", "alerts"];
  if (TENDER_EDITOR_PAGES.test(pathname)) return ["layout", "admin", "tender-editor"];
  if (ADMIN_CATALOGUE_PAGES.test(pathname)) return ["layout", "admin", "admin-catalogue"];
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return ["layout", "admin"];
  if (ACCOUNT_PAGES.test(pathname)) return ["layout", "account"];
  if (ALERT_PAGES.test(pathname)) return ["layout", "alerts"];
  if (PROFILE_PAGES.test(pathname)) return ["layout", "profiles"];
  return ["layout", "tenders"];
}

const loaded = new Set<string>();

export async function loadCatalogue(locale: Locale, areas: string[]): Promise<Messages> {
  const missing = areas.filter((area) => !loaded.has(area));
  const loaders = Object.entries(catalogues)
    .filter(([file]) => missing.some((area) => file.endsWith(`/${locale}/${area}.po`)))
    .map(([, load]) => load());
  const messages: Messages = Object.assign({}, ...(await Promise.all(loaders)));
  for (const area of missing) loaded.add(area);
  return messages;
}

/** Run by the root's clientMiddleware before a navigation renders another area's page. */
export async function ensureCatalogues(locale: Locale, pathname: string): Promise<void> {
  const areas = catalogueAreasFor(pathname).filter((area) => !loaded.has(area));
  if (areas.length) i18nFor(locale).load(locale, await loadCatalogue(locale, areas));
}
