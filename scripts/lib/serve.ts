// The HTTP server behind `npm start` and `npm run dev`; see scripts/start.ts and
// docs/decisions/011-process-model.md.
//
// In production the first process prepares everything (build, database, migrations, first
// data) and runs the alerts worker; WEB_CONCURRENCY processes (default: one per CPU) then
// serve HTTP on the same port through node:cluster, since one Node process renders pages on
// one core only. With WEB_CONCURRENCY=1 (and always in dev) it serves HTTP itself.
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import type { ServerBuild } from "react-router";
import { answerMetricsSnapshots, combineClusterMetrics } from "~/server/cluster-metrics.server";
import { loadAlertsVariables, type AppConfig } from "~/server/config.server";
import { bootstrapData } from "./bootstrap";
import { buildIfNeeded } from "./build-if-needed";
import { stopDatabaseOnlyWhenAsked } from "./embedded-database";
import { createHttpApp, type HttpApp } from "./http-app";
import { collectProcessMetrics } from "./request-metrics";
import { connectDatabase, migrate } from "./prepare-database";
import { importServerBuild, serverProcess, type ServerProcess } from "./server-build";
import { ensureLocalSessionSecret } from "./session-secret";

export async function serve(settings: AppConfig, dev: boolean): Promise<void> {
  const httpProcesses = dev ? 1 : (settings.webConcurrency ?? os.availableParallelism());
  if (cluster.isWorker) await serveHttpProcess(settings);
  else await startPrimary(settings, dev, httpProcesses);
}

/** One of the WEB_CONCURRENCY HTTP processes. */
async function serveHttpProcess(settings: AppConfig) {
  // /metrics, answered by any of the processes, reports them all (cluster-metrics.server.ts).
  answerMetricsSnapshots();
  const http = await createHttpApp({
    dev: false,
    buildDir: settings.buildDir,
    trustProxy: settings.trustProxy,
    logger: await accessLogger(),
  });
  // Publishing a tender and "Send digest now" enqueue alerts jobs from the HTTP processes.
  const closeQueue = await serverProcess(await http.serverBuild()).openAlertsQueue();
  const server = listen(http, settings.port, false);
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
}

async function startPrimary(settings: AppConfig, dev: boolean, httpProcesses: number) {
  // Everything that can fail without a database happens first, so a failed build leaves
  // nothing running behind it.
  if (!settings.databaseUrl) ensureLocalSessionSecret(settings);
  if (!dev) buildIfNeeded(settings.buildDir);

  const database = await connectDatabase(settings);
  let stopAlerts: () => Promise<void>;
  let http: HttpApp | null = null;
  try {
    await migrate(database.url);
    await bootstrapData(database.url, settings);
    // The app's modules come from the server build (in dev, Vite's copy of it): the worker and
    // the queue client below are the very modules the routes enqueue through.
    let build: ServerBuild;
    if (httpProcesses === 1) {
      let entry: unknown;
      http = await createHttpApp({
        dev,
        buildDir: settings.buildDir,
        trustProxy: settings.trustProxy,
        logger: await accessLogger(),
        // Vite loads a new copy of the entry module after an edit to it or to what it imports;
        // the running worker's queue moves over to it so the routes keep enqueueing.
        onServerBuild: (loaded) => {
          if (entry !== undefined && loaded.entry.module !== entry) {
            const previous = entry as ServerProcess;
            serverProcess(loaded).registerAlertsQueue(previous.alertsQueue());
          }
          entry = loaded.entry.module;
        },
      });
      build = await http.serverBuild();
    } else {
      build = await importServerBuild(settings.buildDir);
    }
    // Alerts: the worker runs in this process unless ALERTS_WORKER=off; then only a queue
    // client (tender hooks and "Send digest now" enqueue jobs for a separate `npm run worker`).
    // Started before any HTTP process, so the queues exist when those open their own clients.
    const alerts = serverProcess(build);
    stopAlerts = loadAlertsVariables().workerInWebProcess
      ? await alerts.startAlertsWorker({ databaseUrl: database.url })
      : await alerts.openAlertsQueue({ databaseUrl: database.url });
  } catch (error) {
    // Never leave an embedded PostgreSQL running behind a failed start.
    await http?.close();
    await database.embedded?.stop();
    throw error;
  }

  let stopping = false;
  const server = http ? listen(http, settings.port, true) : null;
  if (!server) {
    // This process's series (the alerts worker's) join the HTTP processes' in /metrics.
    collectProcessMetrics();
    combineClusterMetrics();
    // The children inherit DATABASE_URL and SESSION_SECRET from this process's environment.
    // Their heaps are bounded: V8 would size them from the machine and keep what they once
    // grew to (docs/decisions/024-bounded-http-heaps.md).
    cluster.setupPrimary({ execArgv: [...process.execArgv, ...httpHeapFlags(settings)] });
    for (let index = 0; index < httpProcesses; index++) cluster.fork();
    cluster.on("exit", (worker, code, signal) => {
      if (stopping) return;
      console.error(`HTTP process ${worker.process.pid} exited (${signal ?? code}); restarting`);
      cluster.fork();
    });
    console.log(
      `TenderLink is serving on http://localhost:${settings.port} (${httpProcesses} processes)`,
    );
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

function listen(http: HttpApp, port: number, announce: boolean) {
  return http.app.listen(port, () => {
    if (announce) console.log(`TenderLink is serving on http://localhost:${port}`);
  });
}

/** Imported only when serving: the logger reads the configuration, settled by startPrimary. */
async function accessLogger() {
  return (await import("~/server/logger.server")).logger;
}

/**
 * V8 flags of an HTTP process: the configured old generation, and a young one of 8 MB per
 * semi-space (V8 picks a larger one for a large heap; 4 made the processes promote and collect
 * too often).
 */
function httpHeapFlags(settings: Pick<AppConfig, "httpHeapMb">): string[] {
  return [`--max-old-space-size=${settings.httpHeapMb}`, "--max-semi-space-size=8"];
}
