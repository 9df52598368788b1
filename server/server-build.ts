import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type * as ServerEntry from "~/entry.server";

export type ServerProcess = Pick<
  typeof ServerEntry,
  | "startAlertsWorker"
  | "openAlertsQueue"
  | "alertsQueue"
  | "registerAlertsQueue"
  | "queueDocumentTextBackfill"
  | "clientAddressContext"
  | "runAsRequest"
  | "answerMetricsSnapshots"
  | "combineClusterMetrics"
  | "logger"
>;

export async function importServerBuild(buildDir: string): Promise<ServerBuild> {
  const url = pathToFileURL(path.join(buildDir, "server/index.js")).href;
  return (await import(url)) as ServerBuild;
}

/** Taken from the server build, so the server and the pages share one copy of every module. */
export function serverProcess(build: ServerBuild): ServerProcess {
  const entry = build.entry.module as Partial<ServerProcess>;
  if (
    typeof entry.startAlertsWorker !== "function" ||
    typeof entry.openAlertsQueue !== "function" ||
    typeof entry.runAsRequest !== "function"
  ) {
    throw new Error("The server build has no alerts worker: rebuild it (npm run build).");
  }
  return entry as ServerProcess;
}
