// Four concurrent 500 MB posts to a form action, against the production server (`npm start`'s
// entry) this script starts itself (`npx tsx --import ./scripts/lingui-register.mjs
// bench/body-flood.ts`; a fresh embedded database on FLOOD_PG_PORT, HTTP on FLOOD_PORT). Each
// post is generated on the fly, never held in memory: once with its size announced in
// Content-Length, once chunked. While they run, the script samples the resident memory of every
// process of the server and asks for a page; it prints the answers, the largest RSS per process,
// and fails when a process passed 300 MB or the page did not come.
import fs from "node:fs";
import http from "node:http";
import { buildIfNeeded } from "../server/build-if-needed";
import { BUILD_DIR, nodeDescendants, rssMb, startServer } from "./realistic-server";

const port = Number(process.env.FLOOD_PORT ?? 3250);
const pgPort = Number(process.env.FLOOD_PG_PORT ?? 54460);
const dataDir = process.env.FLOOD_DATA_DIR ?? ".data/body-flood";
const POST_BYTES = 500 * 1024 * 1024;
const RSS_LIMIT = 300 * 1024 * 1024;
const TARGET = "/register";

fs.rmSync(dataDir, { recursive: true, force: true });
process.env.BUILD_DIR = BUILD_DIR;
buildIfNeeded(BUILD_DIR);
const server = await startServer({
  port,
  env: { EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, DATABASE_URL: "" },
});

try {
  const pids = [server.pid, ...nodeDescendants(server.pid)];
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
  await server.stop();
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

function rss(pid: number): number {
  return rssMb(pid) * 1024 * 1024;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
