// `npm run worker`: the alerts worker alone (digests, immediate alerts, reminders, sending).
// Several may run against one database: pg-boss gives each job to one of them. It runs
// compiled (build/scripts/worker.js) and takes the worker from the server build, as `npm start`
// does (docs/decisions/011-process-model.md).
import { buildIfNeeded } from "./lib/build-if-needed";
import { checkEnvironment } from "./lib/environment";
import { connectDatabase, migrate } from "./lib/prepare-database";
import { importServerBuild, serverProcess } from "./lib/server-build";
import { ensureLocalSessionSecret } from "./lib/session-secret";

process.env.NODE_ENV ??= "production";
// Before anything starts: a malformed variable stops here, in one line.
const settings = checkEnvironment();
// Alert mails carry signed unsubscribe links: a local run signs them with the same secret as
// the `npm start` beside it.
if (!settings.databaseUrl) ensureLocalSessionSecret(settings);
buildIfNeeded(settings.buildDir);
const { startAlertsWorker } = serverProcess(await importServerBuild(settings.buildDir));

const database = await connectDatabase(settings);
let stopWorker: (() => Promise<void>) | undefined;
try {
  await migrate(database.url);
  stopWorker = await startAlertsWorker({ databaseUrl: database.url });
  console.log("TenderLink alerts worker is running.");
} catch (error) {
  await database.embedded?.stop();
  throw error;
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the alerts worker...`);
  // The worker first (it finishes its current jobs), then the embedded database it uses.
  await stopWorker?.();
  await database.embedded?.stop();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
