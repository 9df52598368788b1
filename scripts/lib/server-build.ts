import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type * as ServerEntry from "~/entry.server";

/** What the start script and `npm run worker` take from the server build's entry module. */
export type ServerProcess = Pick<
  typeof ServerEntry,
  | "languageManifests"
  | "startAlertsWorker"
  | "openAlertsQueue"
  | "alertsQueue"
  | "registerAlertsQueue"
  | "queueDocumentTextBackfill"
>;

/** The production build scripts/build-app.mjs wrote to `buildDir`. */
export async function importServerBuild(buildDir: string): Promise<ServerBuild> {
  const url = pathToFileURL(path.join(buildDir, "server/index.js")).href;
  return (await import(url)) as ServerBuild;
}

/**
 * The alerts worker and queue of a server build (exported by app/entry.server.tsx), so they and
 * the pages share one copy of every module.
 */
export function serverProcess(build: ServerBuild): ServerProcess {
  const entry = build.entry.module as Partial<ServerProcess>;
  if (
    typeof entry.startAlertsWorker !== "function" ||
    typeof entry.openAlertsQueue !== "function" ||
    typeof entry.languageManifests !== "function"
  ) {
    throw new Error(
      "The server build has no alerts worker or language manifests: rebuild it (npm run build).",
    );
  }
  return entry as ServerProcess;
}
