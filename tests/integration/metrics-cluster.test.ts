import { execFileSync, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "./database";
import { parsePrometheusText, valueOf } from "./prometheus-text";

/**
 * `npm start` with two HTTP processes: whichever process Prometheus reaches, /metrics counts the
 * requests of both (and the first process's alerts worker), each once; each runs with the heap
 * HTTP_HEAP_MB sets.
 */
const PORT = 3631;
const TOKEN = "cluster-metrics-token-0123456789";
const db = setupTestDatabase();
let stop = async () => {};
afterAll(() => stop());

describe("/metrics under npm start with WEB_CONCURRENCY=2", () => {
  it("adds up every process's series, whichever process answers", async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: db.url,
      SESSION_SECRET: "metrics-cluster-session-secret",
      WEB_CONCURRENCY: "2",
      HTTP_HEAP_MB: "160",
      SEED_DEMO_DATA: "false",
      METRICS_TOKEN: TOKEN,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    };
    delete env.VITEST;
    const child = spawn("npm", ["start"], {
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    stop = async () => {
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    };
    const began = Date.now();
    while (!output.includes("(2 processes)")) {
      if (Date.now() - began > 280_000) throw new Error(`not serving:\n${output}`);
      await sleep(500);
    }
    // Both processes listening: answered several times over new connections.
    for (let answered = 0; answered < 4;) {
      if (Date.now() - began > 280_000) throw new Error(`not answering:\n${output}`);
      const response = await fetch(`http://127.0.0.1:${PORT}/healthz`, {
        headers: { Connection: "close" },
      }).catch(() => null);
      if (response?.status === 200) answered++;
      else await sleep(500);
    }
    // The two HTTP processes (the first one's children) got the heap flags; the first did not.
    const nodeProcesses = execFileSync("ps", ["-o", "args=", "-g", String(child.pid)], {
      encoding: "utf8",
    })
      .split("\n")
      .filter((args) => /scripts\/(run\.mjs|start\.js)/.test(args));
    const bounded = nodeProcesses.filter((args) =>
      args.includes("--max-old-space-size=160 --max-semi-space-size=8"),
    );
    expect(bounded, nodeProcesses.join("\n")).toHaveLength(2);
    expect(nodeProcesses.length, nodeProcesses.join("\n")).toBeGreaterThan(2);
    const scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${PORT}/metrics`, {
        headers: { Authorization: `Bearer ${TOKEN}`, Connection: "close" },
      });
      expect(response.status).toBe(200);
      return parsePrometheusText(await response.text());
    };
    const REQUESTS = 12;
    for (let index = 0; index < REQUESTS; index++) {
      // A new connection each time, so both processes get some of them.
      const response = await fetch(`http://127.0.0.1:${PORT}/login`, {
        headers: { Connection: "close" },
      });
      expect(response.status).toBe(200);
      await response.text();
    }
    const login = { method: "GET", route: "routes/login", status: "200" };
    for (let scrapeIndex = 0; scrapeIndex < 4; scrapeIndex++) {
      const exposition = await scrape();
      expect(valueOf(exposition, "tenderlink_http_requests_total", login)).toBe(REQUESTS);
      expect(valueOf(exposition, "tenderlink_http_request_duration_seconds_count", login)).toBe(
        REQUESTS,
      );
      // The first process's alerts worker is in it too: its pool and send counters.
      expect(
        exposition.samples.some(
          (sample) =>
            sample.name === "tenderlink_db_pool_max_connections" && sample.labels.pool === "alerts",
        ),
      ).toBe(true);
      expect(
        exposition.samples.some((sample) => sample.name === "tenderlink_alert_sends_total"),
      ).toBe(true);
    }
    await stop();
  }, 300_000);
});
