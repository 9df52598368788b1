import { beforeAll, describe, expect, it } from "vitest";
import { catalogueAreasFor } from "~/i18n/catalogue-loader";
import { messages as account } from "~/locales/en/account.po";
import { messages as accountServer } from "~/locales/en/account.server.po";
import { messages as admin } from "~/locales/en/admin.po";
import { messages as adminCatalogue } from "~/locales/en/admin-catalogue.po";
import { messages as adminCatalogueServer } from "~/locales/en/admin-catalogue.server.po";
import { messages as adminServer } from "~/locales/en/admin.server.po";
import { messages as alerts } from "~/locales/en/alerts.po";
import { messages as alertsServer } from "~/locales/en/alerts.server.po";
import { messages as layout } from "~/locales/en/layout.po";
import { messages as layoutServer } from "~/locales/en/layout.server.po";
import { messages as tenderEditor } from "~/locales/en/tender-editor.po";
import { messages as tenderEditorServer } from "~/locales/en/tender-editor.server.po";
import { messages as profiles } from "~/locales/en/profiles.po";
import { messages as profilesServer } from "~/locales/en/profiles.server.po";
import { messages as tenders } from "~/locales/en/tenders.po";
import { messages as tendersServer } from "~/locales/en/tenders.server.po";
import { assetsDir, pageScripts, read, readBuild, type BrowserBuild } from "./client-build";

// A page hydrates with the catalogues of its areas only (catalogue-loader.ts): a message its
// scripts show from another area would read as its id in the browser.

const AREA_MESSAGES: Record<string, object> = {
  layout,
  tenders,
  account,
  alerts,
  admin,
  "tender-editor": tenderEditor,
  "admin-catalogue": adminCatalogue,
  profiles,
};
const ALL_MESSAGES = Object.assign(
  {},
  ...Object.values(AREA_MESSAGES),
  ...[
    layoutServer,
    tendersServer,
    accountServer,
    alertsServer,
    adminServer,
    tenderEditorServer,
    adminCatalogueServer,
    profilesServer,
  ],
) as object;

let build: BrowserBuild;
beforeAll(() => {
  build = readBuild(assetsDir);
});

/** Each page route with an address that reaches it: its path with every parameter as 1. */
function pageRoutes(build: BrowserBuild): { id: string; page: string }[] {
  const routes = build.manifest.routes;
  const pathOf = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? pathOf(route.parentId) : "";
    const own = (route.path ?? "").replace(/:\w+\??/g, "1").replace(/\*$/, "x");
    return own ? `${parent.replace(/\/$/, "")}/${own}` : parent || "/";
  };
  return Object.values(routes)
    .filter((route) => route.id !== "root" && route.hasDefaultExport)
    .map((route) => ({ id: route.id, page: pathOf(route.id) }));
}

/**
 * The message ids compiled into a script, `{id:"…"}` as Lingui's macros leave them (an element's
 * id may look alike: only catalogue ids count); those that keep their English beside the id
 * (`message:`, source-text.ts) are translated on the server.
 */
function messageIds(source: string): string[] {
  return [...source.matchAll(/\{id:[`"']([\w-]{6})[`"'](,message:)?/g)]
    .filter((match) => !match[2] && match[1]! in ALL_MESSAGES)
    .map((match) => match[1]!);
}

describe("the messages a page's scripts show", () => {
  it("finds pages and ids (the check can see them)", () => {
    const pages = pageRoutes(build);
    expect(pages.map((page) => page.page)).toEqual(
      expect.arrayContaining(["/home", "/alerts", "/account", "/admin/tenders"]),
    );
    const ids = pageScripts(build, "routes/admin/tenders", "/admin/tenders").flatMap((name) =>
      messageIds(read(build, name).toString("utf8")),
    );
    expect(ids.length).toBeGreaterThan(50);
  });

  it("are all in the catalogues the page loads", () => {
    const missing: Record<string, string[]> = {};
    for (const { id, page } of pageRoutes(build)) {
      const loaded = catalogueAreasFor(page).map((area) => AREA_MESSAGES[area]!);
      const shown = pageScripts(build, id, page).flatMap((name) =>
        messageIds(read(build, name).toString("utf8")),
      );
      const absent = [...new Set(shown)].filter((message) => !loaded.some((m) => message in m));
      if (absent.length) missing[`${id} (${page})`] = absent;
    }
    expect(missing).toEqual({});
  });
});
