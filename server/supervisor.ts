// Process model: docs/decisions/011-process-model.md.
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { loadAlertsVariables, type AppConfig } from "~/server/config.server";
import { buildIfNeeded } from "./build-if-needed";
import { bootstrapData } from "./database/bootstrap";
import { stopDatabaseOnlyWhenAsked } from "./database/embedded-database";
import { connectDatabase, migrate } from "./database/prepare-database";
import { serveHttpProcess } from "./http-process";
import { createHttpApp, type HttpApp } from "./http-app";
import { collectProcessMetrics } from "./request-metrics";
import { importServerBuild, serverProcess, type ServerProcess } from "./server-build";
import { ensureLocalSessionSecret } from "./session-secret";

export async function serve(settings: AppConfig, dev: boolean): Promise<void> {
  const httpProcesses = dev ? 1 : (settings.webConcurrency ?? os.availableParallelism());
  if (cluster.isWorker) await serveHttpProcess(settings);
  else await startPrimary(settings, dev, httpProcesses);
}

async function startPrimary(settings: AppConfig, dev: boolean, httpProcesses: number) {
  // Everything that can fail without a database happens first, so a failed build leaves nothing
  // running behind it.
  if (!settings.databaseUrl) ensureLocalSessionSecret(settings);
  if (!dev) buildIfNeeded(settings.buildDir);

  const database = await connectDatabase(settings);
  const workerWanted = loadAlertsVariables().workerInWebProcess;
  let stopAlerts: () => Promise<void>;
  let http: HttpApp | null = null;
  let app: ServerProcess;
  try {
    await migrate(database.url);
    await bootstrapData(database.url, settings);
    let build: ServerBuild;
    if (httpProcesses === 1) {
      http = await createHttpApp({
        dev,
        buildDir: settings.buildDir,
        trustProxy: settings.trustProxy,
        logger: "app",
        onServerBuild: dev ? keepQueueAcrossReloads() : undefined,
      });
      build = await http.serverBuild();
    } else {
      build = await importServerBuild(settings.buildDir);
    }
    app = serverProcess(build);
    // The queue client here creates the queues before any child opens its own.
    stopAlerts =
      dev && workerWanted
        ? await app.startAlertsWorker({ databaseUrl: database.url })
        : await app.openAlertsQueue({ databaseUrl: database.url });
  } catch (error) {
    await http?.close();
    await database.embedded?.stop();
    throw error;
  }

  let stopping = false;
  const server = http?.app.listen(settings.port, () =>
    console.log(`TenderLink is serving on http://localhost:${settings.port}`),
  );
  const children = new Map<number, ChildKind>();
  if (!dev) {
    collectProcessMetrics();
    app.combineClusterMetrics();
    const restarts = new RestartDelay();
    cluster.on("exit", (child, code, signal) => {
      const kind = children.get(child.id);
      children.delete(child.id);
      if (stopping || !kind) return;
      const delay = kind === "worker" ? restarts.next() : 0;
      console.error(
        `${kind === "worker" ? "Alerts worker" : "HTTP"} process ${child.process.pid} exited (${signal ?? code}); restarting${delay ? ` in ${delay / 1000} s` : ""}`,
      );
      setTimeout(() => children.set(fork(settings, kind).id, kind), delay).unref();
    });
    if (workerWanted) children.set(fork(settings, "worker").id, "worker");
    if (!server) {
      for (let index = 0; index < httpProcesses; index++) {
        children.set(fork(settings, "http").id, "http");
      }
      console.log(
        `TenderLink is serving on http://localhost:${settings.port} (${httpProcesses} processes)`,
      );
    }
  }

  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping...`);
    if (server) {
      server.close();
      server.closeAllConnections();
    }
    // The worker finishes its jobs (up to 10 s) before the database stops.
    const all = Object.values(cluster.workers ?? {});
    await Promise.all(all.filter((c) => children.get(c!.id) === "http").map(stopChild));
    await Promise.all(all.filter((c) => children.get(c!.id) === "worker").map(stopChild));
    await stopAlerts().catch((error: unknown) => console.error("alerts stop failed", error));
    await database.embedded?.stop();
    process.exit(0);
  }
  stopDatabaseOnlyWhenAsked();
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

type ChildKind = "http" | "worker";

function fork(settings: AppConfig, kind: ChildKind): Worker {
  const scriptsDir = path.dirname(process.argv[1]!);
  cluster.setupPrimary(
    kind === "http"
      ? {
          exec: path.join(scriptsDir, "start.js"),
          args: [],
          execArgv: [...process.execArgv, ...httpHeapFlags(settings)],
        }
      : { exec: path.join(scriptsDir, "worker.js"), args: ["--supervised"] },
  );
  return cluster.fork();
}

// Longer delays while the worker keeps dying soon after starting, so a crash loop does not spin.
class RestartDelay {
  private lastStart = 0;
  private delay = 0;

  next(): number {
    const now = Date.now();
    this.delay = now - this.lastStart < 30_000 ? Math.min(30_000, this.delay * 2 || 1_000) : 0;
    this.lastStart = now + this.delay;
    return this.delay;
  }
}

function stopChild(child: Worker | undefined): Promise<void> {
  if (!child || child.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

// Dev: Vite loads a new copy of the entry module after an edit; the worker's queue moves to it so
// the routes keep enqueueing.
function keepQueueAcrossReloads(): (build: ServerBuild) => void {
  let entry: unknown;
  return (loaded) => {
    if (entry !== undefined && loaded.entry.module !== entry) {
      const previous = entry as ServerProcess;
      serverProcess(loaded).registerAlertsQueue(previous.alertsQueue());
    }
    entry = loaded.entry.module;
  };
}

// 4 MB semi-spaces made them collect too often (docs/decisions/024-bounded-http-heaps.md).
function httpHeapFlags(settings: Pick<AppConfig, "httpHeapMb">): string[] {
  return [`--max-old-space-size=${settings.httpHeapMb}`, "--max-semi-space-size=8"];
}
