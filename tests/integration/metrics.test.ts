import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CACHE_BOUNDS } from "~/server/cache-bounds";
import { importServerBuild, serverProcess } from "../../server/server-build";
import { setupTestDatabase } from "./database";
import { startServer, type RunningServer } from "./http-server";
import { parsePrometheusText, valueOf, type Exposition } from "./prometheus-text";

// Before any module reads the configuration.
const TOKEN = vi.hoisted(() => (process.env.METRICS_TOKEN = "metrics-test-token-0123456789"));

const db = setupTestDatabase();

describe("/metrics on the production server", () => {
  let server: RunningServer;
  let closeQueue: () => Promise<void>;
  let build: ServerBuild;
  beforeAll(async () => {
    server = await startServer(false);
    // As the first process of `npm start` does: the alerts worker, whose queue counts and sends
    // /metrics reports.
    build = await importServerBuild(path.resolve(process.env.BUILD_DIR ?? "build"));
    closeQueue = await serverProcess(build).startAlertsWorker({ databaseUrl: db.url });
  }, 120_000);
  afterAll(async () => {
    await closeQueue?.();
    await server?.stop();
  });

  const scrape = async (): Promise<Exposition> => {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
    return parsePrometheusText(await response.text());
  };

  it("answers 401 without the bearer token or with a wrong one, and shows nothing", async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: "Bearer not-the-metrics-token-at-all" },
      { Authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString("base64")}` },
      { Authorization: `Bearer ${TOKEN}x` },
    ]) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain("tenderlink_");
    }
  });

  it("counts requests by route id and status, never by URL, with a latency histogram", async () => {
    const before = await scrape();
    const labels = { method: "GET", route: "routes/login", status: "200" };
    const countBefore = valueOf(before, "tenderlink_http_requests_total", labels);
    for (let index = 0; index < 3; index++) {
      const page = await fetch(`${server.url}/login?attempt=${index}`);
      expect(page.status).toBe(200);
      await page.text();
    }
    const missing = await fetch(`${server.url}/no/such/page/987654321`);
    expect(missing.status).toBe(404);
    await missing.text();

    const after = await scrape();
    expect(after.types.get("tenderlink_http_requests_total")).toBe("counter");
    expect(valueOf(after, "tenderlink_http_requests_total", labels)).toBe(countBefore + 3);
    expect(
      valueOf(after, "tenderlink_http_requests_total", {
        method: "GET",
        route: "routes/not-found",
        status: "404",
      }),
    ).toBeGreaterThanOrEqual(1);

    expect(after.types.get("tenderlink_http_request_duration_seconds")).toBe("histogram");
    const buckets = after.samples.filter(
      (sample) =>
        sample.name === "tenderlink_http_request_duration_seconds_bucket" &&
        sample.labels.route === "routes/login" &&
        sample.labels.status === "200",
    );
    expect(buckets.map((bucket) => bucket.labels.le)).toContain("+Inf");
    expect(buckets.find((bucket) => bucket.labels.le === "+Inf")!.value).toBe(countBefore + 3);
    expect(valueOf(after, "tenderlink_http_request_duration_seconds_count", labels)).toBe(
      countBefore + 3,
    );
    expect(valueOf(after, "tenderlink_http_request_duration_seconds_sum", labels)).toBeGreaterThan(
      0,
    );

    // Label values are the build's route ids: no URL, query or id ever becomes a series.
    const routeIds = Object.keys(build.routes);
    const routeValues = new Set(after.samples.flatMap((sample) => sample.labels.route ?? []));
    expect(routeValues.size).toBeGreaterThanOrEqual(2);
    for (const route of routeValues) expect([...routeIds, "unmatched"]).toContain(route);
  });

  it("reports the database pool, the queues' depth and alert sends per channel", async () => {
    // A page that reads the database, so the app's pool exists.
    expect((await fetch(`${server.url}/tenders?q=pool${Date.now()}`)).status).toBe(200);
    const exposition = await scrape();
    expect(exposition.types.get("tenderlink_db_pool_connections")).toBe("gauge");
    expect(
      valueOf(exposition, "tenderlink_db_pool_connections", { pool: "app", state: "open" }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(exposition, "tenderlink_db_pool_max_connections", { pool: "app" })).toBe(10);

    expect(exposition.types.get("tenderlink_queue_jobs")).toBe("gauge");
    const sendQueue = exposition.samples.filter(
      (sample) => sample.name === "tenderlink_queue_jobs" && sample.labels.queue === "alert-send",
    );
    expect(sendQueue.map((sample) => sample.labels.state).sort()).toEqual([
      "active",
      "deferred",
      "failed",
      "queued",
    ]);
    for (const sample of sendQueue) expect(sample.value).toBeGreaterThanOrEqual(0);

    for (const channel of ["email", "telegram", "sms"]) {
      for (const outcome of ["sent", "failed"]) {
        expect(
          exposition.samples.some(
            (sample) =>
              sample.name === "tenderlink_alert_sends_total" &&
              sample.labels.channel === channel &&
              sample.labels.outcome === outcome,
          ),
        ).toBe(true);
      }
    }
    // Node's own series.
    expect(exposition.types.get("process_resident_memory_bytes")).toBe("gauge");
  });

  it("counts the document memo's hits and misses", async () => {
    const before = await scrape();
    const memo = (exposition: Exposition, result: string) =>
      valueOf(exposition, "tenderlink_cache_lookups_total", { cache: "document-memo", result });
    // The same URL twice: the second is rendered from the memo.
    const url = `${server.url}/forgot-password?memo=${Date.now()}`;
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    const after = await scrape();
    expect(memo(after, "miss")).toBe(memo(before, "miss") + 1);
    expect(memo(after, "hit")).toBe(memo(before, "hit") + 1);
  });

  it("counts the list page cache's reuse", async () => {
    const before = await scrape();
    const list = (exposition: Exposition, result: string) =>
      valueOf(exposition, "tenderlink_cache_lookups_total", { cache: "list-pages", result });
    const url = `${server.url}/tenders?q=metrics${Date.now()}`;
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    const after = await scrape();
    expect(list(after, "miss")).toBe(list(before, "miss") + 1);
    expect(list(after, "hit")).toBe(list(before, "hit") + 1);
  });

  it("reports the bytes each declared cache holds, within its bound", async () => {
    expect((await fetch(`${server.url}/tenders?q=bytes${Date.now()}`)).status).toBe(200);
    const exposition = await scrape();
    expect(exposition.types.get("tenderlink_cache_bytes")).toBe("gauge");
    for (const [cache, bound] of Object.entries(CACHE_BOUNDS)) {
      const held = valueOf(exposition, "tenderlink_cache_bytes", { cache });
      expect(
        exposition.samples.some(
          (sample) => sample.name === "tenderlink_cache_bytes" && sample.labels.cache === cache,
        ),
        cache,
      ).toBe(true);
      expect(held, cache).toBeLessThanOrEqual(bound);
    }
    expect(valueOf(exposition, "tenderlink_cache_bytes", { cache: "list-pages" })).toBeGreaterThan(
      0,
    );
  });
});
