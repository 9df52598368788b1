// `node --import tsx --import ./scripts/lingui-register.mjs file.ts`: TypeScript through tsx,
// then Lingui's macros compiled (lingui-macro-transform.mjs), for scripts and test helpers that
// run the app's modules outside Vite. Registered after tsx, so its hook sees tsx's JavaScript.
import { register } from "node:module";

register("./lingui-hooks.mjs", import.meta.url);
