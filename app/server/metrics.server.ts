import type pg from "pg";
import client, { type Metric } from "prom-client";
import type { CacheName } from "./cache-bounds";

/* eslint-disable lingui/no-unlocalized-strings -- series' HELP texts are for Prometheus and operators, in English like the logs */

// Created once per process: the HTTP adapter and the server build each hold a copy of this module.
function registered<T extends Metric>(name: string, create: () => T): T {
  return (client.register.getSingleMetric(name) as T | undefined) ?? create();
}

/** Requests the app answered, by route (React Router's route id, never the URL) and status. */
export function httpMetrics() {
  return {
    requests: registered(
      "tenderlink_http_requests_total",
      () =>
        new client.Counter({
          name: "tenderlink_http_requests_total",
          help: "HTTP requests answered by the app, by method, route id and status",
          labelNames: ["method", "route", "status"],
        }),
    ),
    duration: registered(
      "tenderlink_http_request_duration_seconds",
      () =>
        new client.Histogram({
          name: "tenderlink_http_request_duration_seconds",
          help: "Time from a request's arrival to the end of its response, by method, route id and status",
          labelNames: ["method", "route", "status"],
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        }),
    ),
  };
}

const cacheLookups = () =>
  registered(
    "tenderlink_cache_lookups_total",
    () =>
      new client.Counter({
        name: "tenderlink_cache_lookups_total",
        help: "Lookups in the in-process caches, by cache and result (hit or miss)",
        labelNames: ["cache", "result"],
      }),
  );

export function countCacheLookup(cache: CacheName, hit: boolean): void {
  cacheLookups().inc({ cache, result: hit ? "hit" : "miss" });
}

// On globalThis: whichever module copy creates a gauge must see what every copy hands in.
const watched = globalThis as unknown as {
  __tenderMetricSources?: {
    pools: Map<string, pg.Pool>;
    queueCounts: (() => Promise<QueueCounts[]>) | null;
    cacheSizes: Map<CacheName, () => number>;
  };
};
const sources = (watched.__tenderMetricSources ??= {
  pools: new Map(),
  queueCounts: null,
  cacheSizes: new Map(),
});

export function watchCacheSize(cache: CacheName, size: () => number): void {
  sources.cacheSizes.set(cache, size);
  registered(
    "tenderlink_cache_bytes",
    () =>
      new client.Gauge({
        name: "tenderlink_cache_bytes",
        help: "Bytes held by each in-process cache, as its bound counts them",
        labelNames: ["cache"],
        collect() {
          this.reset();
          for (const [name, read] of sources.cacheSizes) this.set({ cache: name }, read());
        },
      }),
  );
}

export function watchPool(name: string, pool: pg.Pool): void {
  sources.pools.set(name, pool);
  registered(
    "tenderlink_db_pool_connections",
    () =>
      new client.Gauge({
        name: "tenderlink_db_pool_connections",
        help: "PostgreSQL pool connections by pool and state (open, idle, in-use), and callers waiting for one",
        labelNames: ["pool", "state"],
        collect() {
          this.reset();
          for (const [name, pool] of sources.pools) {
            this.set({ pool: name, state: "open" }, pool.totalCount);
            this.set({ pool: name, state: "idle" }, pool.idleCount);
            this.set({ pool: name, state: "in-use" }, pool.totalCount - pool.idleCount);
            this.set({ pool: name, state: "waiting" }, pool.waitingCount);
          }
        },
      }),
  );
  registered(
    "tenderlink_db_pool_max_connections",
    () =>
      new client.Gauge({
        name: "tenderlink_db_pool_max_connections",
        help: "The most connections each PostgreSQL pool may open",
        labelNames: ["pool"],
        collect() {
          this.reset();
          for (const [name, pool] of sources.pools) this.set({ pool: name }, pool.options.max);
        },
      }),
  );
}

export function unwatchPool(name: string): void {
  sources.pools.delete(name);
}

export interface QueueCounts {
  name: string;
  queuedCount: number;
  activeCount: number;
  deferredCount: number;
  failedCount: number;
}

// From the database, so every cluster process reports the same: aggregated by max, not sum.
export function watchQueues(read: (() => Promise<QueueCounts[]>) | null): void {
  sources.queueCounts = read;
  registered(
    "tenderlink_queue_jobs",
    () =>
      new client.Gauge({
        name: "tenderlink_queue_jobs",
        help: "pg-boss jobs per queue by state (queued includes deferred; failed: still retained)",
        labelNames: ["queue", "state"],
        aggregator: "max",
        async collect() {
          this.reset();
          if (!sources.queueCounts) return;
          // A database that does not answer leaves the series out; the scrape still succeeds.
          const queues = await sources.queueCounts().catch(() => []);
          for (const queue of queues) {
            this.set({ queue: queue.name, state: "queued" }, queue.queuedCount);
            this.set({ queue: queue.name, state: "deferred" }, queue.deferredCount);
            this.set({ queue: queue.name, state: "active" }, queue.activeCount);
            this.set({ queue: queue.name, state: "failed" }, queue.failedCount);
          }
        },
      }),
  );
}

// Every channel starts at zero, so a failure rate exists before the first failure.
export function alertSends(channels: readonly string[]) {
  return registered("tenderlink_alert_sends_total", () => {
    const counter = new client.Counter({
      name: "tenderlink_alert_sends_total",
      help: "Alert messages handed to a channel's transport, by channel and outcome (sent or failed)",
      labelNames: ["channel", "outcome"],
    });
    for (const channel of channels) {
      counter.inc({ channel, outcome: "sent" }, 0);
      counter.inc({ channel, outcome: "failed" }, 0);
    }
    return counter;
  });
}
