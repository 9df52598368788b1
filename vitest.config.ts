import path from "node:path";
import { defineConfig } from "vitest/config";
import { lingui } from "@lingui/vite-plugin";
import { linguiMacros } from "./vite.config.ts";

export default defineConfig({
  // As in vite.config.ts: Lingui's macros and .po catalogues.
  plugins: [linguiMacros(), lingui()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/integration/global-setup.ts"],
    setupFiles: ["tests/setup/catalogues.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { DATA_DIR: ".data/vitest", LOG_LEVEL: "silent", NODE_ENV: "test" },
  },
});
