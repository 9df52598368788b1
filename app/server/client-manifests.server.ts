import fs from "node:fs";
import path from "node:path";
import type { EntryContext } from "react-router";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/locales";

/** React Router's manifest of a browser build: its entry, route modules and their chunks. */
export type ClientManifest = EntryContext["manifest"];

/**
 * The browser builds of the languages other than English, by language, read from
 * `<clientAssetsDir>/<locale>/manifest-*.js` where scripts/build-app.mjs put them
 * (docs/decisions/012-interface-languages.md). React Router's own manifest is the English
 * build's. A production build without one of them is refused: its pages would hydrate with
 * English text.
 */
export function readLocaleManifests(clientAssetsDir: string): Map<Locale, ClientManifest> {
  const manifests = new Map<Locale, ClientManifest>();
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const dir = path.join(clientAssetsDir, locale);
    const file = fs.existsSync(dir)
      ? fs.readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name))
      : undefined;
    if (!file) {
      throw new Error(`No browser build for "${locale}" in ${dir}: build with \`npm run build\`.`);
    }
    // The file is `window.__reactRouterManifest={…};`.
    const source = fs.readFileSync(path.join(dir, file), "utf8");
    manifests.set(
      locale,
      JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as ClientManifest,
    );
  }
  return manifests;
}
