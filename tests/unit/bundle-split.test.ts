import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueAreasFor } from "~/i18n/catalogue-loader";

/**
 * Public pages must not ship the admin editors or form validation, and stay within a JavaScript
 * budget (DESIGN §7: keep public pages light). Reads the production client build (BUILD_DIR,
 * default "build": run `node scripts/build-app.mjs` first) and follows every chunk a route can load,
 * statically or lazily.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const assetsDir = path.join(buildDir, "client", "assets");
/** The Amharic browser build (decision 012), beside the English one. */
const amharicDir = path.join(assetsDir, "am");

const EDITOR_CODE = /quill|RichTextEditor|@uiw|w-md-editor/i;
const EDITOR_CSS = /\.ql-picker|\.w-md-editor/;

/** The public pages, by the route id that serves them. */
const PUBLIC_PAGES: Record<string, string> = {
  "/": "routes/landing",
  "/home": "home",
  "/tenders/:id": "routes/tenders/detail",
  "/login": "routes/login",
};

/**
 * String literals that survive minification: zod names every schema class through
 * `$constructor("$ZodType", …)`, and Conform's form intents travel in a `__intent__` field.
 */
const FORM_VALIDATION_CODE = { zod: /\$ZodType\b/, Conform: /__intent__/ };

/**
 * Gzipped JavaScript each public page loaded where the app runs (a signed-in user's browser: a
 * visitor's page loads no script file, decision 023) before the interface languages: commit
 * f3210d3, measured the way this file measures. React 19 and React Router are 108 KB of it.
 * Issue 15 lets an English page grow by 2 KB at most, so the English build writes its messages
 * with code made at build time and loads neither Lingui nor a catalogue (decision 012).
 * ENGLISH_PAGE_BUDGET holds today's weight: `/` and `/login` within those 2 KB; the tender
 * pages 2.6-2.8 KB over, with the dates in both calendars and features added since.
 */
const BEFORE_LANGUAGES: Record<string, number> = {
  "/": 111_334,
  "/home": 116_892,
  "/tenders/:id": 114_056,
  "/login": 112_527,
};
const ENGLISH_PAGE_BUDGET: Record<string, number> = {
  "/": 111_334 + 2_000,
  "/home": 119_800,
  "/tenders/:id": 116_750,
  "/login": 112_527 + 2_000,
};

interface RouteEntry {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface ClientManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, RouteEntry>;
}

/** One language's browser build: its assets folder and React Router's manifest of it. */
interface BrowserBuild {
  dir: string;
  manifest: ClientManifest;
}

let english: BrowserBuild;
let amharic: BrowserBuild;

function readBuild(dir: string): BrowserBuild {
  if (!fs.existsSync(dir)) {
    throw new Error(
      `No client build in ${dir}. Run \`BUILD_DIR=${path.relative(process.cwd(), buildDir) || "build"} node scripts/build-app.mjs\` first.`,
    );
  }
  const file = fs.readdirSync(dir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest-*.js in ${dir}`);
  const source = fs.readFileSync(path.join(dir, file), "utf8");
  const manifest = JSON.parse(
    source.slice(source.indexOf("=") + 1).replace(/;\s*$/, ""),
  ) as ClientManifest;
  return { dir, manifest };
}

const assetName = (url: string) => path.basename(url);
const read = (build: BrowserBuild, name: string) => fs.readFileSync(path.join(build.dir, name));

/** Every asset a chunk can pull in: its manifest imports plus any asset file it names (lazy imports). */
function reachable(build: BrowserBuild, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = start.map(assetName);
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    if (!name.endsWith(".js")) continue;
    for (const match of read(build, name)
      .toString("utf8")
      .matchAll(/[\w.-]+\.(?:js|css)\b/g)) {
      if (fs.existsSync(path.join(build.dir, match[0]))) queue.push(match[0]);
    }
  }
  return seen;
}

function editorAssets(build: BrowserBuild, names: Set<string>): string[] {
  return [...names].filter((name) => {
    const source = read(build, name).toString("utf8");
    return (
      EDITOR_CODE.test(name) ||
      (name.endsWith(".js") ? EDITOR_CODE.test(source) : EDITOR_CSS.test(source))
    );
  });
}

function routeAssets(route: RouteEntry): string[] {
  return [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
}

/** Gzipped as the server sends it (zlib's default level, like the compression middleware). */
const gzipSize = (build: BrowserBuild, name: string) => zlib.gzipSync(read(build, name)).length;
const sum = (build: BrowserBuild, names: Iterable<string>) =>
  [...names].reduce((total, name) => total + gzipSize(build, name), 0);

/**
 * A build's message catalogue chunks by language and area, read from the chunk that imports
 * them (app/i18n/catalogue-loader.ts): `{ "am/tenders": "tenders-XXXX.js", … }`.
 */
function catalogueChunks(build: BrowserBuild): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const name of fs.readdirSync(build.dir).filter((file) => file.endsWith(".js"))) {
    const source = read(build, name).toString("utf8");
    for (const [, key, file] of source.matchAll(
      /"\.\.\/locales\/(\w+\/[\w.]+)\.po":\(\)=>[^`"]*import\([`"]\.\/([^`"]+)[`"]\)/g,
    )) {
      chunks.set(key!, file!);
    }
  }
  return chunks;
}

/**
 * Every script a page of `routeId` can load: the client entry, the root route and the route,
 * and in a build with catalogues, those of the page's language and areas only
 * (catalogueAreasFor), not the other areas' a page never asks for.
 */
function pageScripts(build: BrowserBuild, routeId: string, page: string, locale = "en"): string[] {
  const { manifest } = build;
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`No route ${routeId} in the manifest`);
  const catalogues = catalogueChunks(build);
  const wanted = catalogueAreasFor(page).map((area) => catalogues.get(`${locale}/${area}`));
  const notLoaded = new Set([...catalogues.values()].filter((file) => !wanted.includes(file)));
  const framework = reachable(build, [manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  return [
    ...reachable(build, [
      ...framework,
      ...routeAssets(manifest.routes.root!),
      ...routeAssets(route),
    ]),
  ].filter((name) => name.endsWith(".js") && !notLoaded.has(name));
}

beforeAll(() => {
  english = readBuild(assetsDir);
  amharic = readBuild(amharicDir);
});

const BUILDS = () => ({ English: english, Amharic: amharic });

describe("client bundle split", () => {
  it.each(["English", "Amharic"] as const)(
    "finds the editor in the admin tender form, %s build (the check can see it)",
    (language) => {
      const build = BUILDS()[language];
      const create = build.manifest.routes["routes/admin/tenders-create"];
      expect(create, "admin create route in the manifest").toBeDefined();
      expect(editorAssets(build, reachable(build, routeAssets(create!))).length).toBeGreaterThan(0);
    },
  );

  it.each(["English", "Amharic"] as const)(
    "loads no editor code or styles on any public page, %s build",
    (language) => {
      const build = BUILDS()[language];
      const { manifest } = build;
      const publicRoutes = Object.values(manifest.routes).filter(
        (route) => !route.id.startsWith("routes/admin/"),
      );
      const ids = publicRoutes.map((route) => route.id);
      expect(ids).toEqual(
        expect.arrayContaining(["root", "routes/landing", "routes/login", "routes/register"]),
      );
      const offenders = Object.fromEntries(
        [
          { id: "entry", module: manifest.entry.module, imports: manifest.entry.imports },
          ...publicRoutes,
        ]
          .map(
            (route) =>
              [route.id, editorAssets(build, reachable(build, routeAssets(route)))] as const,
          )
          .filter(([, assets]) => assets.length > 0),
      );
      expect(offenders).toEqual({});
    },
  );
});

describe("public page JavaScript, where the app runs", () => {
  it("finds zod and Conform in a form page (the check can see them)", () => {
    const scripts = pageScripts(english, "routes/admin/tenders-create", "/admin/tenders/create");
    for (const [library, marker] of Object.entries(FORM_VALIDATION_CODE)) {
      expect(
        scripts.some((name) => marker.test(read(english, name).toString("utf8"))),
        `${library} on /admin/tenders/create`,
      ).toBe(true);
    }
  });

  it.each(Object.entries(PUBLIC_PAGES))("%s loads no form validation code", (page, routeId) => {
    const found = [
      ...pageScripts(english, routeId, page).map((name) => [english, name] as const),
      ...pageScripts(amharic, routeId, page, "am").map((name) => [amharic, name] as const),
    ].flatMap(([build, name]) => {
      const source = read(build, name).toString("utf8");
      return Object.entries(FORM_VALIDATION_CODE)
        .filter(([, marker]) => marker.test(source))
        .map(([library]) => `${library} in ${name}`);
    });
    expect(found).toEqual([]);
  });

  it.each(Object.entries(PUBLIC_PAGES))(
    "%s in English stays within its budget",
    (page, routeId) => {
      const scripts = pageScripts(english, routeId, page);
      const sizes = Object.fromEntries(scripts.map((name) => [name, gzipSize(english, name)]));
      const total = sum(english, scripts);
      const detail = `${page}: ${total - BEFORE_LANGUAGES[page]!} bytes more than before the languages, ${JSON.stringify(sizes)}`;
      expect(total, detail).toBeLessThanOrEqual(ENGLISH_PAGE_BUDGET[page]!);
    },
  );
});

describe("each language's messages, and only those", () => {
  it("the English build has no catalogue and no Lingui: its messages are in its code", () => {
    expect(catalogueChunks(english)).toEqual(new Map());
    const files = fs.readdirSync(english.dir).filter((name) => name.endsWith(".js"));
    expect(files.filter((name) => /lingui/i.test(read(english, name).toString("utf8")))).toEqual(
      [],
    );
    const home = pageScripts(english, "home", "/home").map((name) =>
      read(english, name).toString("utf8"),
    );
    expect(home.some((source) => source.includes("Filters ("))).toBe(true);
  });

  it.each(Object.entries(PUBLIC_PAGES))(
    "%s in Amharic loads the Amharic catalogues of its areas, and no English",
    (page, routeId) => {
      const catalogues = catalogueChunks(amharic);
      expect([...catalogues.keys()].filter((key) => !key.startsWith("am/"))).toEqual([]);
      const scripts = pageScripts(amharic, routeId, page, "am");
      const loaded = [...catalogues].filter(([, file]) => scripts.includes(file));
      expect(loaded.map(([key]) => key).sort()).toEqual(
        catalogueAreasFor(page)
          .map((area) => `am/${area}`)
          .sort(),
      );
      const englishText = scripts.filter((name) =>
        read(amharic, name).toString("utf8").includes("Filters ("),
      );
      expect(englishText).toEqual([]);
    },
  );
});
