// Lingui's macros (`msg`…``, `t`…``) outside Vite: in the entry scripts esbuild bundles
// (compile-scripts.mjs) and in TypeScript run through tsx (lingui-register.mjs). Compiled as the
// app build compiles server files (lingui-macro-presets.ts): each message keeps its English.
// A build-time tool: Babel is a devDependency, loaded only when a file has macros.

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
