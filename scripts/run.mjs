// `node scripts/run.mjs <script> [args]`, behind `npm start`, `npm run dev`, `npm run worker`
// and the db/user scripts: runs BUILD_DIR/scripts/<script>.js, compiled JavaScript, in this
// process, compiling the scripts first when they are missing or older than their sources.
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  compileScripts,
  compiledScriptsDir,
  ENTRY_SCRIPTS,
  scriptsAreCompiled,
} from "./compile-scripts.mjs";

const name = process.argv[2];
if (!name || !ENTRY_SCRIPTS.includes(name)) {
  console.error(`Usage: node scripts/run.mjs <${ENTRY_SCRIPTS.join("|")}> [arguments]`);
  process.exit(1);
}
const outDir = compiledScriptsDir();
if (!scriptsAreCompiled(outDir)) await compileScripts(outDir);
const file = path.join(outDir, `${name}.js`);
// The script sees its own arguments, and node:cluster forks the compiled file itself.
process.argv.splice(1, 2, file);
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(file).href);
