// `npm run build`: the production build, one browser build per interface language
// (docs/decisions/012-interface-languages.md). `react-router build` writes the server and the
// English browser build to BUILD_DIR; each other language's browser build (CLIENT_LOCALE, see
// vite.config.ts) is built beside it and its assets/<locale> moved into BUILD_DIR/client/assets,
// where the server finds its manifest (app/server/client-manifests.server.ts). A language is a
// folder of app/locales.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCE_LOCALE = "en";
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const reactRouter = path.resolve("node_modules/@react-router/dev/bin.cjs");

function reactRouterBuild(env) {
  execFileSync(process.execPath, [reactRouter, "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", ...env },
  });
}

reactRouterBuild({ BUILD_DIR: buildDir });
const locales = fs.readdirSync("app/locales").filter((locale) => locale !== SOURCE_LOCALE);
for (const locale of locales) {
  const localeBuild = path.join(buildDir, `.client-${locale}`);
  fs.rmSync(localeBuild, { recursive: true, force: true });
  reactRouterBuild({ BUILD_DIR: localeBuild, CLIENT_LOCALE: locale });
  fs.renameSync(
    path.join(localeBuild, "client/assets", locale),
    path.join(buildDir, "client/assets", locale),
  );
  fs.rmSync(localeBuild, { recursive: true, force: true });
}
