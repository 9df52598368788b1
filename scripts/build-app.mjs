// `npm run build`: the production build, `react-router build` into BUILD_DIR (default build):
// the server and one browser build for every language, which loads the page's language's
// catalogues (app/i18n/catalogue-loader.ts).
import { execFileSync } from "node:child_process";
import path from "node:path";

execFileSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.cjs"), "build"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
