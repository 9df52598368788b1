// The production server under test (`npm start`'s server/index.ts) in its own process tree,
// built into its own directory (others build and test in this checkout at the same time), its
// log kept in a file, and the memory of its processes read from /proc.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";

/** Not the port of `npm start`, the end-to-end tests or `npm run bench` (unless told). */
export const SERVER_PORT = Number(process.env.BENCH_SERVER_PORT ?? 3310);
export const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench";
/**
 * The checkout whose server is measured: this one, or another commit's (an A/B run: the same
 * traffic and database against the code before a change).
 */
export const SERVER_DIR = process.env.BENCH_SERVER_DIR ?? process.cwd();

export interface RunningServer {
  base: string;
  pid: number;
  logFile: string;
  stop: () => Promise<void>;
}

/**
 * `npm start` in production mode with `env` on top (the database, the data directory), its
 * output appended to `logFile` (one run may start the server twice) or else shown.
 */
export async function startServer(options: {
  env: Record<string, string>;
  port?: number;
  logFile?: string;
}): Promise<RunningServer> {
  const port = options.port ?? SERVER_PORT;
  const base = `http://127.0.0.1:${port}`;
  const { logFile } = options;
  const log = logFile ? fs.openSync(logFile, "a") : "inherit";
  const child = spawn(
    process.execPath,
    // The production entry: compiled scripts, no TypeScript loader in the HTTP processes,
    // whose memory the benches read.
    ["scripts/run.mjs", "start"],
    {
      env: {
        ...process.env,
        BUILD_DIR,
        PORT: String(port),
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        SEED_DEMO_DATA: "false",
        ...options.env,
      },
      stdio: ["ignore", log, log],
      cwd: SERVER_DIR,
    },
  );
  if (typeof log === "number") fs.closeSync(log);
  const exited = once(child, "exit");
  try {
    await Promise.race([
      waitFor(`${base}/`),
      exited.then(() => {
        throw new Error(`The server exited during start${logFile ? `; see ${logFile}` : ""}`);
      }),
    ]);
  } catch (error) {
    await stop(child, exited);
    throw error;
  }
  return { base, pid: child.pid!, logFile: logFile ?? "", stop: () => stop(child, exited) };
}

/** SIGTERM lets the primary stop its HTTP processes and the alerts worker cleanly. */
async function stop(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timeout = sleep(15_000).then(() => "timeout" as const);
  if ((await Promise.race([exited, timeout])) === "timeout") {
    child.kill("SIGKILL");
    await exited;
  }
}

/** Resolves once `url` answers 200 (both benches wait for their server with it). */
export async function waitFor(url: string): Promise<void> {
  // A first start may build the app, which takes a minute or two.
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not come up`);
}

/** The session cookie of a sign-in through the login form, as a browser without JS does it. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie;
}

export interface ProcessMemory {
  pid: number;
  role: string;
  "RSS MB": number;
}

/** The Node processes under `pid`, without its embedded PostgreSQL. */
export function nodeDescendants(pid: number): number[] {
  const { children } = processTable();
  const below = (parent: number): number[] =>
    (children.get(parent) ?? []).flatMap((child) => [
      ...(command(child).includes("postgres") ? [] : [child]),
      ...below(child),
    ]);
  return below(pid);
}

/**
 * The server's primary process and its children (the node:cluster HTTP processes, and
 * whatever helpers they run), with their resident memory.
 */
export function serverMemory(primaryPid: number): ProcessMemory[] {
  const children = processTable().children.get(primaryPid) ?? [];
  const primary = [{ pid: primaryPid, role: "primary (alerts worker)" }];
  const http = children.map((pid) => ({
    pid,
    role: command(pid) === command(primaryPid) ? "HTTP process" : `child: ${command(pid)}`,
  }));
  return [...primary, ...http].map((entry) => ({ ...entry, "RSS MB": rssMb(entry.pid) }));
}

/** Linux's clock tick, in which /proc gives CPU times (USER_HZ, 100 on every current kernel). */
const MS_PER_TICK = 10;

/**
 * CPU time (user and system) that `root` and every process under it have used so far, in ms.
 * Other programs on the machine stretch a latency far more than the CPU time a request takes,
 * so two runs compare on a busy machine too.
 */
export function treeCpuMs(root: number): number {
  const { children, fields } = processTable();
  let total = 0;
  for (const pending = [root]; pending.length > 0;) {
    const pid = pending.pop()!;
    // Its own user and system time, and that of its children that ended (a closed connection's
    // backend, a finished helper): theirs stays in the tree.
    const ticks = (fields.get(pid) ?? [])
      .slice(11, 15)
      .reduce((sum, field) => sum + Number(field), 0);
    total += ticks * MS_PER_TICK;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Every process's /proc/<pid>/stat fields and its children, read once. */
function processTable() {
  const fields = new Map<number, string[]>();
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const pid = Number(entry);
    const stat = statFields(pid);
    fields.set(pid, stat);
    const parent = Number(stat[1]);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  return { fields, children };
}

function readProc(pid: number, file: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return ""; // gone meanwhile
  }
}

/** The fields of /proc/<pid>/stat after the command name (state, ppid, …). */
function statFields(pid: number): string[] {
  // The command name in parentheses may hold spaces: the fields after it are fixed.
  const stat = readProc(pid, "stat");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

function command(pid: number): string {
  return readProc(pid, "comm").trim();
}

export function rssMb(pid: number): number {
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(readProc(pid, "status"))?.[1] ?? 0);
  return Math.round(kilobytes / 102.4) / 10;
}
