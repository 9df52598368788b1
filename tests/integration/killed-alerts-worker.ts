// Started by alerts-in-transaction.test.ts (with tsx, as its own process): an alerts worker that
// dies like `kill -9` the moment it is about to send its first message. By then pg-boss has
// handed it the send job (state active) and the message's delivery rows are locked in its open
// transaction; nothing has been sent or marked.
import { startAlertsWorker } from "~/modules/alerts/worker.server";

await startAlertsWorker({
  databaseUrl: process.env.DATABASE_URL,
  pollingIntervalSeconds: 0.5,
  sendRetry: { retryDelay: 1, retryBackoff: false },
  transports: () => ({
    send: () => {
      process.kill(process.pid, "SIGKILL");
      return new Promise<void>(() => {});
    },
  }),
});
process.stdout.write("ready\n");
