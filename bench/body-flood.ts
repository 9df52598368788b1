// Four concurrent 500 MB posts to a form action (issue 12), against a production server this
// script starts itself (`npx tsx --import ./scripts/lingui-register.mjs bench/body-flood.ts`; a fresh embedded database on
// FLOOD_PG_PORT, HTTP on FLOOD_PORT). Each post is generated on the fly, never held in memory:
// once with its size announced in Content-Length, once chunked. While they run, the script
// samples the resident memory of every process of the server and asks for a page; it prints
// the answers, the largest RSS per process, and fails when a process passed 300 MB or the
// page did not come.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";

const port = Number(process.env.FLOOD_PORT ?? 3250);
const pgPort = Number(process.env.FLOOD_PG_PORT ?? 54460);
const dataDir = process.env.FLOOD_DATA_DIR ?? ".data/body-flood";
const POST_BYTES = 500 * 1024 * 1024;
const RSS_LIMIT = 300 * 1024 * 1024;
const TARGET = "/register";

fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(
  process.execPath,
  ["--import", "tsx", "--import", "./scripts/lingui-register.mjs", "server/index.ts"],
  {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: "",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
    // Its own process group, so stopping it reaches the server's HTTP processes too.
    detached: true,
  },
);

try {
  await waitForServer();
  const pids = descendants(server.pid!);
  const before = new Map<number, number>(pids.map((pid) => [pid, rss(pid)]));
  const peaks = new Map(before);
  const sampler = setInterval(() => {
    for (const pid of pids) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, rss(pid)));
  }, 25);

  let failed = false;
  for (const mode of ["content-length", "chunked"] as const) {
    const started = performance.now();
    const posts = Array.from({ length: 4 }, () => floodPost(mode));
    const page = getStatus("/home");
    const answers = await Promise.all(posts);
    const pageStatus = await page;
    console.log(
      `${mode}: 4 × 500 MB to ${TARGET} → ${answers.map((a) => `${a.status} in ${a.ms} ms after ${mb(a.sent)} sent`).join(", ")}; /home during the flood → ${pageStatus}; all done in ${Math.round(performance.now() - started)} ms`,
    );
    if (pageStatus !== 200 || answers.some((answer) => answer.status !== 413)) failed = true;
  }
  const after = await getStatus("/home");
  clearInterval(sampler);
  for (const [pid, peak] of peaks) {
    console.log(
      `process ${pid}: RSS ${mb(before.get(pid) ?? 0)} before, at most ${mb(peak)} during`,
    );
  }
  console.log(`/home after the flood → ${after}`);
  if (after !== 200 || [...peaks.values()].some((peak) => peak > RSS_LIMIT)) failed = true;
  process.exitCode = failed ? 1 : 0;
} finally {
  // The server stops its database itself on SIGTERM; wait for it so nothing is left running.
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid!, "SIGTERM");
  await exited;
}

/** One 500 MB urlencoded post streamed from a reused 64 KB buffer, until the server answers. */
function floodPost(mode: "content-length" | "chunked") {
  const started = performance.now();
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise<{ status: number; ms: number; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: TARGET,
      agent: false,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(mode === "content-length" ? { "Content-Length": String(POST_BYTES) } : {}),
      },
    });
    request.on("response", (response) => {
      answered = true;
      const answer = {
        status: response.statusCode ?? 0,
        ms: Math.round(performance.now() - started),
        sent,
      };
      response.resume();
      response.on("end", () => {
        request.destroy();
        resolve(answer);
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < POST_BYTES) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    request.write("fullname=");
    pump();
  });
}

function getStatus(path: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", () => resolve(0));
  });
}

async function waitForServer() {
  for (let attempt = 0; attempt < 180; attempt++) {
    if ((await getStatus("/")) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the server did not start");
}

/** The Node processes under `pid` (the primary and its HTTP processes). */
function descendants(pid: number): number[] {
  const children = fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((child) => parentOf(child) === pid);
  return children.flatMap((child) => [
    ...(commandOf(child).includes("postgres") ? [] : [child]),
    ...descendants(child),
  ]);
}

function parentOf(pid: number): number {
  try {
    return Number(/PPid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  } catch {
    return -1;
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
}

function rss(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
