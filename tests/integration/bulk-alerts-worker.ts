// Started by alerts-throughput.test.ts as its own process, so that the test can kill it with
// SIGKILL in the middle of a batch: an ordinary alerts worker (the production settings) whose
// transports accept every message and send it nowhere.
import { startAlertsWorker } from "~/modules/alerts/worker.server";

await startAlertsWorker({
  databaseUrl: process.env.DATABASE_URL,
  transports: () => ({ send: () => Promise.resolve() }),
});
process.stdout.write("ready\n");
