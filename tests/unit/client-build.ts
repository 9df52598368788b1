import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { catalogueAreasFor } from "~/i18n/catalogue-loader";

// The production client build as the browser receives it (BUILD_DIR, default "build": run
// `node scripts/build-app.mjs` first), read by the bundle tests.

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
export const assetsDir = path.join(buildDir, "client", "assets");

export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}
interface ClientManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, RouteEntry>;
}

/** The browser build: its assets folder and React Router's manifest of it. */
export interface BrowserBuild {
  dir: string;
  manifest: ClientManifest;
}

export function readBuild(dir: string): BrowserBuild {
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
export const read = (build: BrowserBuild, name: string) =>
  fs.readFileSync(path.join(build.dir, name));

/** Every asset a chunk can pull in: its manifest imports plus any asset file it names (lazy imports). */
export function reachable(build: BrowserBuild, start: string[]): Set<string> {
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

export function routeAssets(route: RouteEntry): string[] {
  return [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
}

/** Gzipped as the server sends it (zlib's default level, like the compression middleware). */
export const gzipSize = (build: BrowserBuild, name: string) =>
  zlib.gzipSync(read(build, name)).length;
export const sum = (build: BrowserBuild, names: Iterable<string>) =>
  [...names].reduce((total, name) => total + gzipSize(build, name), 0);

/**
 * A build's message catalogue chunks by language and area, read from the chunk that imports
 * them (app/i18n/catalogue-loader.ts): `{ "am/tenders": "tenders-XXXX.js", … }`.
 */
export function catalogueChunks(build: BrowserBuild): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const name of fs.readdirSync(build.dir).filter((file) => file.endsWith(".js"))) {
    const source = read(build, name).toString("utf8");
    for (const [, key, file] of source.matchAll(
      /"\.\.\/locales\/(\w+\/[\w.-]+)\.po":\(\)=>[^`"]*import\([`"]\.\/([^`"]+)[`"]\)/g,
    )) {
      chunks.set(key!, file!);
    }
  }
  return chunks;
}

/**
 * Every script a page of `routeId` can load: the client entry, the route and its parents,
 * and in a build with catalogues, those of the page's language and areas only
 * (catalogueAreasFor), not the other areas' a page never asks for.
 */
export function pageScripts(
  build: BrowserBuild,
  routeId: string,
  page: string,
  locale = "en",
): string[] {
  const { manifest } = build;
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`No route ${routeId} in the manifest`);
  const catalogues = catalogueChunks(build);
  const wanted = catalogueAreasFor(page).map((area) => catalogues.get(`${locale}/${area}`));
  const notLoaded = new Set([...catalogues.values()].filter((file) => !wanted.includes(file)));
  const framework = reachable(build, [manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const chain: RouteEntry[] = [];
  for (let at: RouteEntry | undefined = route; at; at = manifest.routes[at.parentId ?? ""]) {
    chain.push(at);
  }
  return [...reachable(build, [...framework, ...chain.flatMap(routeAssets)])].filter(
    (name) => name.endsWith(".js") && !notLoaded.has(name),
  );
}
