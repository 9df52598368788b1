// Compiles the entry scripts (the server's start and worker, the db and user commands) to plain JavaScript in
// BUILD_DIR/scripts, so `npm start` and `npm run worker` run with no TypeScript compilation at
// run time (docs/decisions/011-process-model.md). Part of `npm run build`; scripts/run.mjs
// calls it when the compiled scripts are missing or older than their sources.
//
// Plain JavaScript: it runs before any TypeScript is compiled, so it reads BUILD_DIR itself
// (the compiled scripts check it with the rest of the environment at boot).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { transformLinguiMacros } from "./lingui-macro-transform.mjs";
import { newestMtime } from "./newest-mtime.mjs";

/** Each compiled entry's source: the server's in server/, the commands' in scripts/. */
const ENTRY_SOURCES = {
  start: "server/index.ts",
  worker: "server/worker.ts",
};

export const ENTRY_SCRIPTS = [
  "start",
  "worker",
  "db-migrate",
  "db-seed",
  "db-backup",
  "db-restore",
  "user-create",
  "documents-extract",
  "storage-migrate-to-s3",
];

const SOURCES = [
  "server",
  "scripts",
  "app",
  "migrations",
  "mikro-orm.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

export function compiledScriptsDir() {
  return path.resolve(process.env.BUILD_DIR || "build", "scripts");
}

const STAMP = ".compiled";

/** Whether every entry script is compiled from sources no newer than the compiled files. */
export function scriptsAreCompiled(outDir = compiledScriptsDir()) {
  const stamp = path.join(outDir, STAMP);
  if (!fs.existsSync(stamp)) return false;
  if (!ENTRY_SCRIPTS.every((name) => fs.existsSync(path.join(outDir, `${name}.js`)))) return false;
  return fs.statSync(stamp).mtimeMs >= newestMtime(SOURCES);
}

/** The app modules' Lingui macros, compiled before esbuild reads them. */
const linguiMacros = {
  name: "lingui-macros",
  setup(build) {
    build.onLoad({ filter: /[\\/]app[\\/].*\.tsx?$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, "utf8");
      const contents = await transformLinguiMacros(source, args.path);
      if (contents === null) return undefined;
      return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/**
 * Bundles each entry with what it imports from scripts/ and app/; packages stay imports of
 * node_modules. Every file is written under a temporary name and renamed, so a process
 * starting meanwhile never reads half a file.
 */
export async function compileScripts(outDir = compiledScriptsDir()) {
  // A build-time tool, loaded only when compiling: a deployment that ships a built tree runs
  // without it.
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: Object.fromEntries(
      ENTRY_SCRIPTS.map((name) => [name, ENTRY_SOURCES[name] ?? `scripts/${name}.ts`]),
    ),
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    tsconfig: "tsconfig.json",
    sourcemap: "linked",
    write: false,
    logLevel: "warning",
    plugins: [linguiMacros],
  });
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  fs.writeFileSync(path.join(outDir, STAMP), new Date().toISOString());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await compileScripts();
  console.log(`Compiled ${ENTRY_SCRIPTS.join(", ")} to ${compiledScriptsDir()}.`);
}
