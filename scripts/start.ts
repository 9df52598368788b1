// `npm start` (production build) and `npm run dev` (Vite dev server): database, migrations,
// first data, then the HTTP server. Ctrl-C / SIGTERM stop the server and the embedded database.
// `npm start` runs this compiled (build/scripts/start.js, see scripts/run.mjs).
//
// NODE_ENV must be set before anything imports React (it picks its build at import time), so
// the server is loaded only afterwards.
import { checkEnvironment } from "./lib/environment";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";
// Before anything starts: a malformed variable stops here, in one line.
const settings = checkEnvironment();
try {
  const { serve } = await import("./lib/serve");
  await serve(settings, dev);
} catch (error) {
  // What failed, in words: an uncaught rejection without a reason printed only
  // `triggerUncaughtException(undefined)`.
  if (error instanceof Error) {
    console.error(`TenderLink could not start: ${error.message}`);
    const frames = error.stack?.split("\n").filter((line) => /^\s+at /.test(line));
    if (frames?.length) console.error(frames.join("\n"));
  } else {
    console.error(`TenderLink could not start: ${String(error ?? "no reason was given")}`);
  }
  process.exit(1);
}
