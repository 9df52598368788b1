// The HTTP server behind `npm start` and `npm run dev`; see scripts/start.ts.
//
// In production the first process prepares everything (build, database, migrations, first
// data) and runs the alerts worker; WEB_CONCURRENCY processes (default: one per CPU) then
// serve HTTP on the same port through node:cluster, since one Node process renders pages on
// one core only. With WEB_CONCURRENCY=1 (and always in dev) it serves HTTP itself.
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import path from "node:path";
import { bootstrapData } from "./bootstrap";
import { buildIfNeeded } from "./build-if-needed";
import { stopDatabaseOnlyWhenAsked } from "./embedded-database";
import { createHttpApp } from "./http-app";
import { connectDatabase, migrate } from "./prepare-database";
import { ensureLocalSessionSecret } from "./session-secret";

const dev = process.argv.includes("--dev");
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
const port = Number(process.env.PORT ?? 3000);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const httpProcesses = dev ? 1 : webConcurrency(process.env.WEB_CONCURRENCY);

if (cluster.isWorker) {
  // Publishing a tender and "Send digest now" enqueue alerts jobs from the HTTP processes.
  const alerts = await import("~/modules/alerts/worker.server");
  const closeQueue = await alerts.openAlertsQueue();
  const server = await serveHttp();
  // Ctrl-C reaches every process; the first one stops the database once the others are gone.
  const close = () => {
    server.close();
    server.closeAllConnections();
    void closeQueue()
      .catch((error: unknown) => console.error("alerts queue close failed", error))
      .finally(() => process.exit(0));
  };
  process.on("SIGINT", close);
  process.on("SIGTERM", close);
} else {
  await startPrimary();
}

async function startPrimary() {
  // Everything that can fail without a database happens first, so a failed build leaves
  // nothing running behind it.
  if (!process.env.DATABASE_URL) ensureLocalSessionSecret(dataDir);
  if (!dev) buildIfNeeded(buildDir);

  const database = await connectDatabase();
  let stopAlerts: () => Promise<void>;
  try {
    await migrate(database.url);
    await bootstrapData(database.url);
    // Alerts: the worker runs in this process unless ALERTS_WORKER=off; then only a queue
    // client (tender hooks and "Send digest now" enqueue jobs for a separate `npm run worker`).
    // Started before any HTTP process, so the queues exist when those open their own clients.
    const alerts = await import("~/modules/alerts/worker.server");
    const { alertsConfig } = await import("~/modules/alerts/alerts-config.server");
    stopAlerts = alertsConfig().workerInWebProcess
      ? await alerts.startAlertsWorker({ databaseUrl: database.url })
      : await alerts.openAlertsQueue({ databaseUrl: database.url });
  } catch (error) {
    // Never leave an embedded PostgreSQL running behind a failed start.
    await database.embedded?.stop();
    throw error;
  }

  let stopping = false;
  const server = httpProcesses === 1 ? await serveHttp() : null;
  if (!server) {
    // The children inherit DATABASE_URL and SESSION_SECRET from this process's environment.
    for (let index = 0; index < httpProcesses; index++) cluster.fork();
    cluster.on("exit", (worker, code, signal) => {
      if (stopping) return;
      console.error(`HTTP process ${worker.process.pid} exited (${signal ?? code}); restarting`);
      cluster.fork();
    });
    console.log(`TenderLink is serving on http://localhost:${port} (${httpProcesses} processes)`);
  }

  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping...`);
    if (server) {
      server.close();
      server.closeAllConnections();
    }
    await Promise.all(Object.values(cluster.workers ?? {}).map((worker) => stopWorker(worker)));
    // Before the embedded database stops: the worker finishes its jobs and closes its connections.
    await stopAlerts().catch((error: unknown) => console.error("alerts worker stop failed", error));
    await database.embedded?.stop();
    process.exit(0);
  }
  // The embedded database stops last, in stop(), not on the signal itself.
  stopDatabaseOnlyWhenAsked();
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

function stopWorker(worker: Worker | undefined): Promise<void> {
  if (!worker || worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    worker.once("exit", () => resolve());
    worker.kill("SIGTERM");
  });
}

async function serveHttp() {
  // Imported only now: the logger reads the configuration, settled by startPrimary.
  const { logger } = await import("~/server/logger.server");
  const { app } = await createHttpApp({
    dev,
    buildDir,
    trustProxy: process.env.TRUST_PROXY,
    logger,
  });
  return app.listen(port, () => {
    if (httpProcesses === 1) console.log(`TenderLink is serving on http://localhost:${port}`);
  });
}

function webConcurrency(value: string | undefined): number {
  if (value === undefined || value === "") return os.availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1, not "${value}".`);
  }
  return count;
}
