// Lingui's macros (`msg`…``, `t`…``) outside Vite: in the entry scripts esbuild bundles
// (compile-scripts.mjs) and in TypeScript run through tsx (lingui-register.mjs). Compiled as the
// app build compiles sourceText files (vite.config.ts): each message keeps its English.
// A build-time tool: Babel is a devDependency, loaded only when a file has macros.

import path from "node:path";

const USES_MACROS = /from ["']@lingui\/(core|react)\/macro["']/;

/** `code` with its Lingui macros compiled, or null when it has none. */
export async function transformLinguiMacros(code, filename) {
  if (!USES_MACROS.test(code)) return null;
  const babel = await import("@babel/core");
  const result = await babel.transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: "inline",
    parserOpts: { plugins: ["typescript", "jsx"] },
    plugins: [["@lingui/babel-plugin-lingui-macro", { descriptorFields: "message" }]],
  });
  return result?.code ?? code;
}

/**
 * A .po catalogue compiled to an ES module exporting `messages`, as @lingui/vite-plugin compiles
 * it for the app build: for the same modules run outside Vite.
 */
export async function compileCatalogueModule(filename) {
  const { getConfig } = await import("@lingui/conf");
  const { getCatalogForFile, getCatalogs, createCompiledCatalog } = await import("@lingui/cli/api");
  const config = getConfig();
  const found = getCatalogForFile(
    path.relative(config.rootDir, filename),
    await getCatalogs(config),
  );
  if (!found) throw new Error(`${filename} is not a catalogue of lingui.config.ts`);
  const { messages } = await found.catalog.getTranslations(found.locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
  });
  return createCompiledCatalog(found.locale, messages, { namespace: "es" }).source;
}
