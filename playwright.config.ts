import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
export const TELEGRAM_SECRET = "e2e-telegram-webhook-secret";
export const E2E_DATA_DIR = dataDir;

/**
 * Browser tests run the production build (`npm run test:e2e` builds first) on its own embedded
 * PostgreSQL with fresh demo data, in Debian's Chromium (CHROMIUM_PATH to use another).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
      testIgnore: /api-.*\.spec\.ts$/,
    },
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
      testIgnore: [/\.js\.spec\.ts$/, /api-.*\.spec\.ts$/],
    },
    // The JSON API needs no browser: one project, HTTP only.
    { name: "api", testMatch: /api-.*\.spec\.ts$/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/run.mjs start`,
    url: `http://localhost:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The server's log (warnings and errors only: LOG_LEVEL below) in the test output, so a
    // failure shows what the server said, such as why the worker could not read a document.
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54340)),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // Lets API tests give each rate-limit scenario its own client address.
      TRUST_PROXY: "loopback",
      CORS_ORIGINS: "http://allowed.example",
      // Tests play Telegram: they post updates to the webhook with this secret.
      TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET,
    },
  },
});
