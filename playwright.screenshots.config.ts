import { defineConfig } from "@playwright/test";
import e2e from "./playwright.config";

const port = Number(process.env.SCREENSHOT_PORT ?? 3190);
const dataDir = process.env.SCREENSHOT_DATA_DIR ?? ".data/screenshots";

/**
 * `npm run screenshots`: docs/screenshots/*.png from the production build on its own server,
 * DATA_DIR and embedded PostgreSQL, freshly loaded with the demo data, so every run shows the
 * same tenders. Not part of `npm test`.
 */
export default defineConfig({
  testDir: "tests/screenshots",
  fullyParallel: false,
  workers: 1,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: e2e.use?.launchOptions,
    javaScriptEnabled: true,
  },
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/run.mjs start`,
    url: `http://localhost:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(Number(process.env.SCREENSHOT_PG_PORT ?? 54390)),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      WEB_CONCURRENCY: "1",
      ALERTS_WORKER: "off",
    },
  },
});
