// Several workers may run against one database: pg-boss gives each job to one of them.
import { buildIfNeeded } from "./build-if-needed";
import { checkEnvironment } from "./environment";
import { connectDatabase, migrate } from "./database/prepare-database";
import { collectProcessMetrics } from "./request-metrics";
import { importServerBuild, serverProcess } from "./server-build";
import { ensureLocalSessionSecret } from "./session-secret";

const supervised = process.argv.includes("--supervised");
process.env.NODE_ENV ??= "production";
const settings = checkEnvironment();
// Alert mails carry signed unsubscribe links: sign them with the same secret as the local `npm
// start`.
if (!settings.databaseUrl) ensureLocalSessionSecret(settings);
if (!supervised) buildIfNeeded(settings.buildDir);
const app = serverProcess(await importServerBuild(settings.buildDir));
if (supervised) {
  collectProcessMetrics();
  app.answerMetricsSnapshots();
}

const database = await connectDatabase(settings);
let stopWorker: (() => Promise<void>) | undefined;
try {
  if (!supervised) await migrate(database.url);
  stopWorker = await app.startAlertsWorker({ databaseUrl: database.url });
  console.log(`TenderLink alerts worker is running (pid ${process.pid}).`);
} catch (error) {
  await database.embedded?.stop();
  throw error;
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the alerts worker...`);
  await stopWorker?.();
  await database.embedded?.stop();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
// Supervised: when `npm start` dies its IPC channel closes; stop rather than run on alone.
if (supervised) process.on("disconnect", () => void stop("parent gone"));
