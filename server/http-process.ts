import type { AppConfig } from "~/server/config.server";
import { createHttpApp } from "./http-app";
import { serverProcess } from "./server-build";

export async function serveHttpProcess(settings: AppConfig): Promise<void> {
  const http = await createHttpApp({
    dev: false,
    buildDir: settings.buildDir,
    trustProxy: settings.trustProxy,
    logger: "app",
  });
  const app = serverProcess(await http.serverBuild());
  app.answerMetricsSnapshots();
  const closeQueue = await app.openAlertsQueue();
  const server = http.app.listen(settings.port);
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
