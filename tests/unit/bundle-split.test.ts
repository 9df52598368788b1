import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Public pages must not ship the admin editors (DESIGN §7: keep public pages light). Reads the
 * production client build (BUILD_DIR, default "build": run `react-router build` first) and follows
 * every chunk a public route can load, statically or lazily, looking for Quill or the Markdown
 * editor.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const assetsDir = path.join(buildDir, "client", "assets");

const EDITOR_CODE = /quill|RichTextEditor|@uiw|w-md-editor/i;
const EDITOR_CSS = /\.ql-picker|\.w-md-editor/;

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

let manifest: ClientManifest;

function readManifest(): ClientManifest {
  if (!fs.existsSync(assetsDir)) {
    throw new Error(
      `No client build in ${buildDir}. Run \`BUILD_DIR=${path.relative(process.cwd(), buildDir) || "build"} npx react-router build\` first.`,
    );
  }
  const file = fs.readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest-*.js in ${assetsDir}`);
  const source = fs.readFileSync(path.join(assetsDir, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as ClientManifest;
}

const assetName = (url: string) => path.basename(url);

/** Every asset a chunk can pull in: its manifest imports plus any asset file it names (lazy imports). */
function reachable(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = start.map(assetName);
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    if (!name.endsWith(".js")) continue;
    const source = fs.readFileSync(path.join(assetsDir, name), "utf8");
    for (const match of source.matchAll(/[\w.-]+\.(?:js|css)\b/g)) {
      if (fs.existsSync(path.join(assetsDir, match[0]))) queue.push(match[0]);
    }
  }
  return seen;
}

function editorAssets(names: Set<string>): string[] {
  return [...names].filter((name) => {
    const source = fs.readFileSync(path.join(assetsDir, name), "utf8");
    return (
      EDITOR_CODE.test(name) ||
      (name.endsWith(".js") ? EDITOR_CODE.test(source) : EDITOR_CSS.test(source))
    );
  });
}

function routeAssets(route: RouteEntry): string[] {
  return [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
}

beforeAll(() => {
  manifest = readManifest();
});

describe("client bundle split", () => {
  it("finds the editor in the admin tender form (the check can see it)", () => {
    const create = manifest.routes["routes/admin/tenders-create"];
    expect(create, "admin create route in the manifest").toBeDefined();
    expect(editorAssets(reachable(routeAssets(create!))).length).toBeGreaterThan(0);
  });

  it("loads no editor code or styles on any public page", () => {
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
        .map((route) => [route.id, editorAssets(reachable(routeAssets(route)))] as const)
        .filter(([, assets]) => assets.length > 0),
    );
    expect(offenders).toEqual({});
  });
});
