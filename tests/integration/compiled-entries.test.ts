import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { QUEUES } from "~/modules/alerts/alert-jobs";
import { setupTestDatabase } from "./database";

/**
 * The real commands, as an operator runs them: `npm start` and `npm run worker` check the
 * environment before anything starts, and run compiled JavaScript with no TypeScript loader.
 * Their own ports and data directory, so they run beside the other tests.
 */
const PORT = 3217;
const PG_PORT = 54467;
const dataDir = path.resolve(".data/compiled-entries");

interface Run {
  pid: number;
  output: () => string;
  exited: Promise<number | null>;
}

const runs: Run[] = [];

function npmRun(args: string[], env: NodeJS.ProcessEnv): Run {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    EMBEDDED_PG_PORT: String(PG_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    ...env,
  };
  // Vitest's own settings must not leak into the commands.
  delete childEnv.VITEST;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn("npm", args, {
    env: childEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const run: Run = {
    pid: child.pid!,
    output: () => output,
    exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))),
  };
  runs.push(run);
  return run;
}

/** What the command itself printed: npm's banner (`> start`) and warnings left out. */
function ownLines(output: string): string[] {
  return output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith(">") && !line.startsWith("npm warn"));
}

interface ProcessEntry {
  pid: number;
  ppid: number;
  name: string;
  commandLine: string[];
}

function processes(): ProcessEntry[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
        const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const commandLine = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
        return state === "Z" ? [] : [{ pid: Number(entry), ppid: Number(ppid), name, commandLine }];
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

async function waitFor(run: Run, ready: () => Promise<boolean>, limitMs: number): Promise<void> {
  const began = Date.now();
  let exited = false;
  void run.exited.then(() => (exited = true));
  while (Date.now() - began < limitMs) {
    if (exited) throw new Error(`the command exited:\n${run.output()}`);
    if (await ready()) return;
    await sleep(250);
  }
  throw new Error(`Not ready after ${limitMs} ms:\n${run.output()}`);
}

async function stop(run: Run): Promise<void> {
  process.kill(-run.pid, "SIGTERM");
  await run.exited;
}

afterAll(async () => {
  for (const run of runs) {
    for (const entry of tree(run.pid)) {
      try {
        process.kill(entry.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe.each([
  ["npm start", ["start"]],
  ["npm run worker", ["run", "worker"]],
])("%s with a malformed variable", (_title, args) => {
  it.each([
    ["SMS_PROVIDER", "foo", 'SMS_PROVIDER must be http or twilio (got "foo")'],
    ["PORT", "abc", 'PORT must be a positive whole number (got "abc")'],
  ])(
    "stops with one line naming %s, before starting anything",
    async (name, value, problem) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const run = npmRun(args, { [name]: value });
      expect(await run.exited).toBe(1);
      expect(ownLines(run.output())).toEqual([`Configuration error: ${problem}`]);
      expect(run.output()).not.toMatch(/^\s+at /m);
      // Nothing started: no embedded database, no local secret, no build.
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    60_000,
  );
});

describe("the production entries run compiled JavaScript", () => {
  const db = setupTestDatabase();

  /**
   * Every Node process of the run (scripts/run.mjs and the HTTP processes it forks) runs a
   * JavaScript file with no TypeScript loader: tsx would show as `--import .../tsx/...` or as
   * its CLI, and Node's own type stripping runs a .ts file.
   */
  function expectNoTypeScriptLoader(run: Run) {
    // By the program run (Node 24 names its main thread "MainThread", not "node").
    const nodes = tree(run.pid).filter((entry) => path.basename(entry.commandLine[0]!) === "node");
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      const commandLine = node.commandLine.join(" ");
      expect(commandLine).not.toMatch(/tsx|ts-node|strip-types|transform-types/);
      const script = node.commandLine.slice(1).find((arg) => !arg.startsWith("-"));
      expect(script, commandLine).toMatch(/\.m?js$/);
    }
    return nodes;
  }

  it("npm start serves from build/scripts/start.js in every HTTP process", async () => {
    const run = npmRun(["start"], {
      DATABASE_URL: db.url,
      SESSION_SECRET: "compiled-entries-session-secret",
      WEB_CONCURRENCY: "2",
      SEED_DEMO_DATA: "false",
      ALERTS_WORKER: "off",
    });
    await waitFor(
      run,
      async () => {
        const response = await fetch(`http://127.0.0.1:${PORT}/`).catch(() => null);
        return response?.status === 200;
      },
      240_000,
    );
    // Two HTTP processes forked from the compiled entry (after their heap flags, decision
    // 024), beside the first process.
    const forked = tree(run.pid).filter((entry) =>
      entry.commandLine
        .slice(1)
        .find((arg) => !arg.startsWith("-"))
        ?.endsWith(path.join("scripts", "start.js")),
    );
    expect(forked).toHaveLength(2);
    expectNoTypeScriptLoader(run);
    await stop(run);
  }, 300_000);

  it("npm run worker works from build/scripts/worker.js", async () => {
    const run = npmRun(["run", "worker"], {
      DATABASE_URL: db.url,
      SESSION_SECRET: "compiled-entries-session-secret",
    });
    await waitFor(
      run,
      async () => /TenderLink alerts worker is running/.test(run.output()),
      240_000,
    );
    // The worker's queues exist in the database: it really started.
    const queues = await db
      .em()
      .getConnection()
      .execute<{ name: string }[]>("select name from pgboss.queue order by name");
    expect(queues.map((queue) => queue.name)).toContain(QUEUES.send);
    // scripts/run.mjs imports the compiled worker in its own process.
    const nodes = expectNoTypeScriptLoader(run);
    expect(nodes.map((node) => node.commandLine.slice(1, 3).join(" "))).toContain(
      "scripts/run.mjs worker",
    );
    await stop(run);
    expect(run.output()).not.toMatch(/could not start|Error/);
  }, 300_000);
});
