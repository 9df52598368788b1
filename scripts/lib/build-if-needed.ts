import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "styles",
  "public",
  "migrations",
  "vite.config.ts",
  "lingui-macro-presets.ts",
  "english-messages-babel.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))),
  );
}

/**
 * Builds the app (scripts/build-app.mjs: the server and a browser build per language) when there
 * is no build or the sources are newer than it, then
 * compiles the entry scripts again: React Router empties the whole build directory, and the
 * HTTP processes of node:cluster start from BUILD_DIR/scripts/start.js.
 */
export function buildIfNeeded(buildDir: string): void {
  const built = path.join(buildDir, "server/index.js");
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestMtime))) return;
  console.log("Building the app...");
  const env = { ...process.env, BUILD_DIR: buildDir };
  execFileSync(process.execPath, ["scripts/build-app.mjs"], { stdio: "inherit", env });
  execFileSync(process.execPath, ["scripts/compile-scripts.mjs"], { stdio: "inherit", env });
}
