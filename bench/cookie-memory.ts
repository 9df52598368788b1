// npm run bench:cookie-memory [-- --requests 20000 --cookie-kb 12 --connections 20]
// Memory an HTTP process keeps for cookies it is sent: starts the production server (its own
// embedded PostgreSQL, data directory and ports; WEB_CONCURRENCY=1, so the process it starts
// is the one that serves HTTP), reads that process's resident memory, sends requests that
// each carry a different made-up session cookie of 12 KB, and reads it again. Nothing a client
// sends may be kept without a bound in bytes (issue 12: +130 MB for 20,000 such requests before).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { buildIfNeeded } from "../server/build-if-needed";
import { BUILD_DIR, rssMb, startServer } from "./realistic-server";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "20000" },
    "cookie-kb": { type: "string", default: "12" },
    connections: { type: "string", default: "20" },
  },
});
const requests = Number(values.requests);
const cookieBytes = Number(values["cookie-kb"]) * 1024;
const connections = Number(values.connections);
/** Not the ports of `npm start`, the tests or the other benches. */
const port = 3320;
const pgPort = 54393;
const dataDir = ".data/bench-cookie-memory";
const base = `http://127.0.0.1:${port}`;
const page = `${base}/home`;

console.log(
  `${new Date().toISOString()}, load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.BUILD_DIR = BUILD_DIR;
buildIfNeeded(BUILD_DIR);
const server = await startServer({
  port,
  env: {
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    WEB_CONCURRENCY: "1",
    ALERTS_WORKER: "off",
    SEED_DEMO_DATA: "true",
  },
});

try {
  // Warm up with as many requests that all carry one cookie of the same size, so code, pools,
  // the page caches and the heap's working size are in place before the first reading: what
  // grows after it is what the unique cookies leave behind.
  const warmup = await send(requests, randomCookie());
  await sleep(2_000);
  const before = rssMb(server.pid);
  const started = Date.now();
  const statuses = await send(requests);
  const seconds = (Date.now() - started) / 1000;
  await sleep(2_000);
  const after = rssMb(server.pid);
  console.log(`warm-up: ${requests} requests with one cookie; answers: ${JSON.stringify(warmup)}`);
  console.log(
    `${requests} requests to /home, each with its own ${cookieBytes / 1024} KB session cookie, ` +
      `${connections} at a time, in ${seconds.toFixed(1)} s; answers: ${JSON.stringify(statuses)}`,
  );
  console.table([
    {
      "HTTP process": server.pid,
      "RSS before MB": before,
      "RSS after MB": after,
      "growth MB": Math.round((after - before) * 10) / 10,
    },
  ]);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function randomCookie(): string {
  return randomBytes((cookieBytes * 3) / 4).toString("base64url");
}

/** `count` GETs, each with `cookie` or else its own random session cookie; the count of each status. */
async function send(count: number, cookie?: string): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        next++;
        const response = await fetch(page, {
          headers: { Cookie: `__session=${cookie ?? randomCookie()}` },
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}
