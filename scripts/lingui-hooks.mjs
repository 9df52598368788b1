// Module hooks registered by lingui-register.mjs.
import { fileURLToPath } from "node:url";
import { transformLinguiMacros } from "./lingui-macro-transform.mjs";

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.startsWith("file:") || !/[\\/]app[\\/].*\.tsx?$/.test(url) || !loaded.source) {
    return loaded;
  }
  const code = String(loaded.source);
  const transformed = await transformLinguiMacros(code, fileURLToPath(url));
  return transformed === null ? loaded : { ...loaded, source: transformed, shortCircuit: true };
}
