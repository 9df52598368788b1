import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm start` after a crash: every Node process of a running start is killed with SIGKILL (as
 * the out-of-memory killer or `kill -9` would), which leaves its embedded PostgreSQL running as
 * an orphan; the same `npm start` must then serve again by itself. Its own data directory and
 * ports, so it runs beside the other tests and a developer's `npm start`.
 */
const PORT = 3215;
const PG_PORT = 54465;
const dataDir = path.resolve(".data/start-recovery");
const lockFile = path.join(dataDir, "postgres", "postmaster.pid");
const base = `http://127.0.0.1:${PORT}`;

interface Start {
  pid: number;
  output: () => string;
  exited: Promise<number | null>;
}

const starts: Start[] = [];

function npmStart(): Start {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    EMBEDDED_PG_PORT: String(PG_PORT),
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "1",
    SEED_DEMO_DATA: "false",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  };
  // Vitest's own settings must not leak into the server.
  delete env.DATABASE_URL;
  delete env.VITEST;
  // Its own process group: the test can stop the whole tree as Ctrl-C would.
  const child = spawn("npm", ["start"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const start: Start = {
    pid: child.pid!,
    output: () => output,
    exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))),
  };
  starts.push(start);
  return start;
}

/** Resolves with the time it took once the landing page answers 200; fails if the start exits. */
async function serving(start: Start, limitMs: number): Promise<number> {
  const began = Date.now();
  let exited = false;
  void start.exited.then(() => (exited = true));
  while (Date.now() - began < limitMs) {
    if (exited) throw new Error(`npm start exited:\n${start.output()}`);
    try {
      const response = await fetch(`${base}/`);
      if (response.status === 200) return Date.now() - began;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`Not serving after ${limitMs} ms:\n${start.output()}`);
}

interface ProcessEntry {
  pid: number;
  ppid: number;
  name: string;
}

function processes(): ProcessEntry[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        // The name in parentheses may hold spaces; the fields after it are fixed.
        const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
        const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return state === "Z" ? [] : [{ pid: Number(entry), ppid: Number(ppid), name }];
      } catch {
        return []; // gone meanwhile
      }
    });
}

/** The process and every descendant of it. */
function tree(rootPid: number): ProcessEntry[] {
  const all = processes();
  const found = all.filter((entry) => entry.pid === rootPid);
  for (let index = 0; index < found.length; index++) {
    found.push(...all.filter((entry) => entry.ppid === found[index]!.pid));
  }
  return found;
}

const alive = (pid: number) => processes().some((entry) => entry.pid === pid);

function postmasterPid(): number | null {
  if (!fs.existsSync(lockFile)) return null;
  return Number(fs.readFileSync(lockFile, "utf8").split("\n")[0]);
}

async function gone(pids: number[], limitMs: number): Promise<number[]> {
  const deadline = Date.now() + limitMs;
  let left = pids.filter(alive);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(200);
    left = left.filter(alive);
  }
  return left;
}

afterAll(async () => {
  // Whatever a failed assertion left behind: the trees of both starts, then the database.
  for (const start of starts) {
    for (const entry of tree(start.pid)) {
      try {
        process.kill(entry.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
  const pid = postmasterPid();
  if (pid && alive(pid)) {
    process.kill(pid, "SIGINT");
    await gone([pid], 30_000);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("npm start after a crash", () => {
  it("stops the orphaned embedded PostgreSQL, serves again within 60 s and stops cleanly", async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const first = npmStart();
    // A first start initialises the database, migrates, and may build the app.
    await serving(first, 240_000);

    const nodeSide = tree(first.pid).filter((entry) => entry.name !== "postgres");
    const postgres = postmasterPid();
    expect(postgres).not.toBeNull();
    // The Node process that started the database is among them.
    const owner = processes().find((entry) => entry.pid === postgres)?.ppid;
    expect(nodeSide.map((entry) => entry.pid)).toContain(owner);
    for (const entry of nodeSide) process.kill(entry.pid, "SIGKILL");
    expect(
      await gone(
        nodeSide.map((entry) => entry.pid),
        10_000,
      ),
    ).toEqual([]);
    await first.exited;
    // The crash the test is about: the database outlived its Node processes.
    expect(alive(postgres!)).toBe(true);
    expect(postmasterPid()).toBe(postgres);

    const second = npmStart();
    const restartMs = await serving(second, 60_000);
    expect(restartMs).toBeLessThan(60_000);
    expect(second.output()).toMatch(
      new RegExp(`Found the embedded PostgreSQL \\(pid ${postgres}\\) still running`),
    );
    expect(alive(postgres!)).toBe(false);
    const fresh = postmasterPid();
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(postgres);

    // Ctrl-C: the whole process group gets SIGINT; nothing may be left running.
    const running = tree(second.pid).map((entry) => entry.pid);
    expect(running).toContain(fresh);
    process.kill(-second.pid, "SIGINT");
    await second.exited;
    expect(await gone(running, 30_000)).toEqual([]);
    // PostgreSQL removes its lock file only when it shuts down cleanly.
    expect(postmasterPid()).toBeNull();
    expect(second.output()).not.toMatch(/could not start/);
  }, 420_000);
});
