import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { newestMtime } from "../scripts/newest-mtime.mjs";

const SOURCES = [
  "app",
  "styles",
  "public",
  "migrations",
  "vite.config.ts",
  "lingui.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

// Builds the app when there is no build or the sources are newer. The entry scripts are compiled
// again after it: React Router empties the whole build directory.
export function buildIfNeeded(buildDir: string): void {
  const built = path.join(buildDir, "server/index.js");
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (builtAt > newestMtime(SOURCES)) return;
  console.log("Building the app...");
  const env = { ...process.env, BUILD_DIR: buildDir };
  execFileSync(process.execPath, ["scripts/build-app.mjs"], { stdio: "inherit", env });
  execFileSync(process.execPath, ["scripts/compile-scripts.mjs"], { stdio: "inherit", env });
}
