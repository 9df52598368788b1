// Module hooks registered by lingui-register.mjs.
import { fileURLToPath } from "node:url";
import { compileCatalogueModule, transformLinguiMacros } from "./lingui-macro-transform.mjs";

export async function load(url, context, nextLoad) {
  if (url.startsWith("file:") && url.endsWith(".po")) {
    const source = await compileCatalogueModule(fileURLToPath(url));
    return { format: "module", source, shortCircuit: true };
  }
  const loaded = await nextLoad(url, context);
  if (!url.startsWith("file:") || !/[\\/]app[\\/].*\.tsx?$/.test(url) || !loaded.source) {
    return loaded;
  }
  const code = String(loaded.source);
  const transformed = await transformLinguiMacros(code, fileURLToPath(url));
  return transformed === null ? loaded : { ...loaded, source: transformed, shortCircuit: true };
}
