import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * English is the source language: messages are written in English in the code and extracted
 * into one catalogue per area and language, app/locales/<locale>/<area>.po
 * (docs/decisions/012-interface-languages.md). Areas keep the browser's share small (server-only
 * text, `*.server.ts` and `*.schema.ts`, never goes to the browser) and let the areas be
 * translated apart. The JSON API stays English: it is read by programs and developers.
 * Adding a language is adding it here, in app/i18n/locales.ts and translating its catalogues.
 */
const AREAS: Record<string, string[]> = {
  layout: [
    "app/root.tsx",
    "app/entry.client.tsx",
    "app/entry.server.tsx",
    "app/ui",
    "app/i18n",
    "app/server",
    "app/modules/*.ts",
    "app/modules/calendar",
    "app/modules/phone",
    "app/modules/idempotency",
    "app/modules/rate-limit",
    "app/routes/not-found.tsx",
    "app/routes/language.tsx",
    // Dates, prices and "Not set" are shown on every screen, not only tender lists.
    "app/modules/tenders/format.ts",
  ],
  tenders: [
    "app/routes/landing.tsx",
    "app/routes/tenders",
    "app/routes/mytender.tsx",
    "app/routes/document-download.tsx",
    "app/routes/static-page.tsx",
    "app/routes/contact.tsx",
    "app/routes/feeds",
    "app/modules/tenders",
    "app/modules/saved",
    "app/modules/pages",
    "app/modules/contact",
    "app/modules/feeds",
    // A tender's outcome is shown on its page; the awards' rules are the server's.
    "app/modules/awards",
  ],
  account: [
    "app/routes/login.tsx",
    "app/routes/register.tsx",
    "app/routes/logout.tsx",
    "app/routes/forgot-password.tsx",
    "app/routes/reset-password.tsx",
    "app/routes/account",
    "app/modules/auth",
    "app/modules/account",
  ],
  alerts: ["app/routes/alerts", "app/modules/alerts", "app/modules/telegram"],
  // Buyer profiles and supplier track records: only their pages load these words.
  profiles: ["app/routes/organisations", "app/routes/suppliers", "app/modules/profiles"],
  admin: [
    "app/routes/admin",
    "app/modules/users",
    "app/modules/audit",
    // The admin tender list lives beside the tenders it lists.
    "app/modules/tenders/PublicationStatus.tsx",
    "app/modules/tenders/admin-tenders.server.ts",
    // The outcome screen of a tender (awards, cancellation, failure).
    "app/modules/awards/OutcomePage.tsx",
    "app/modules/awards/AwardForm.tsx",
    // The page editor's schema: only /admin/pages edits pages.
    "app/modules/pages/page.schema.ts",
  ],
  // The catalogue's screens (categories, sources, regions, languages, organisations): only they
  // load these.
  "admin-catalogue": [
    "app/routes/admin/categories.tsx",
    "app/routes/admin/categories-create.tsx",
    "app/routes/admin/categories-edit.tsx",
    "app/routes/admin/categories-delete.tsx",
    "app/routes/admin/subcategories-rename.tsx",
    "app/routes/admin/subcategories-delete.tsx",
    "app/routes/admin/metadata.tsx",
    "app/routes/admin/metadata-rename.tsx",
    "app/routes/admin/metadata-delete.tsx",
    "app/modules/catalog",
    // Issuing organisations and their merge: kept like the catalogue's names.
    "app/routes/admin/organisations.tsx",
    "app/routes/admin/organisations-merge.tsx",
    "app/modules/profiles/organisation-merge.schema.ts",
  ],
  // The tender editor and the imports: only their four admin screens load these words.
  "tender-editor": [
    "app/routes/admin/tenders-create.tsx",
    "app/routes/admin/tenders-edit.tsx",
    "app/routes/admin/tenders-import.tsx",
    "app/routes/admin/awards-import.tsx",
    "app/modules/awards/award-import-columns.ts",
    "app/modules/tender-import",
    "app/modules/tenders/TenderForm.tsx",
    "app/modules/tenders/CategoryFields.tsx",
    "app/modules/tenders/RichTextField.tsx",
    "app/modules/tenders/RichTextEditor.client.tsx",
    "app/modules/tenders/tender-commands.server.ts",
    "app/modules/tenders/ChannelPostState.tsx",
    "app/modules/tenders/PublicationFields.tsx",
    "app/modules/tenders/DuplicateWarning.tsx",
    "app/modules/tenders/document-rules.ts",
    // Its messages are the admin form's (the API shows them in English).
    "app/modules/tenders/tender.schema.ts",
  ],
};

/** The files an area lists one by one, which the other areas' folders leave to it. */
const listedFiles = (except: string) =>
  Object.entries(AREAS)
    .filter(([area]) => area !== except)
    .flatMap(([, paths]) => paths.filter((path) => /\.tsx?$/.test(path)));
const SERVER_ONLY = ["**/*.server.ts", "**/*.server.tsx", "**/*.schema.ts"];
const under = (paths: string[]) => paths.map((path) => `<rootDir>/${path}`);
/** The server-only files of an area: its folders' server and schema files. */
const serverFilesOf = (paths: string[]) =>
  paths
    .filter((path) => !/\.tsx?$/.test(path) || /\.(server|schema)\.tsx?$/.test(path))
    .flatMap((path) =>
      /\.tsx?$/.test(path) ? [path] : SERVER_ONLY.map((glob) => `${path}/${glob}`),
    );

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "am"],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  orderBy: "message",
  catalogs: Object.entries(AREAS).flatMap(([area, paths]) => {
    const exclude = under(listedFiles(area));
    return [
      // What the browser renders: sent to it in the page's language.
      {
        path: `<rootDir>/app/locales/{locale}/${area}`,
        include: under(paths),
        exclude: [...exclude, ...SERVER_ONLY],
      },
      // Mails, Telegram and SMS texts, form and domain errors: the server's alone.
      {
        path: `<rootDir>/app/locales/{locale}/${area}.server`,
        include: under(serverFilesOf(paths)),
        exclude,
      },
    ];
  }),
});
