// `npm run worker`: the alerts worker alone (digests, immediate alerts, reminders, sending).
// Several may run against one database: pg-boss gives each job to one of them.
import { connectDatabase, migrate } from "./lib/prepare-database";

process.env.NODE_ENV ??= "production";
const database = await connectDatabase();
let stopWorker: (() => Promise<void>) | undefined;
try {
  await migrate(database.url);
  const { startAlertsWorker } = await import("~/modules/alerts/worker.server");
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
