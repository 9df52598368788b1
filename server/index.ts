// NODE_ENV must be set before anything imports React (it picks its build at import time), so the
// server is loaded only afterwards.
import { checkEnvironment } from "./environment";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";
const settings = checkEnvironment();
try {
  const { serve } = await import("./supervisor");
  await serve(settings, dev);
} catch (error) {
  // An uncaught rejection without a reason printed only `triggerUncaughtException(undefined)`.
  if (error instanceof Error) {
    console.error(`TenderLink could not start: ${error.message}`);
    const frames = error.stack?.split("\n").filter((line) => /^\s+at /.test(line));
    if (frames?.length) console.error(frames.join("\n"));
  } else {
    console.error(`TenderLink could not start: ${String(error ?? "no reason was given")}`);
  }
  process.exit(1);
}
