import fs from "node:fs";
import path from "node:path";
import client from "prom-client";
import { describe, expect, it, vi } from "vitest";
import { CACHE_BOUNDS } from "~/server/cache-bounds";
import { processCache } from "~/server/process-cache.server";

// Before the configuration is first read.
vi.hoisted(() => (process.env.CACHES_OFF = "filter-options"));

async function series(name: string) {
  const metric = client.register.getSingleMetric(name);
  return (await metric!.get()).values;
}

describe("in-process caches", () => {
  it("are all made by processCache: no other module holds an LRU cache", () => {
    const files = fs.readdirSync("app", { recursive: true, encoding: "utf8" });
    const holders = files.filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        fs.readFileSync(path.join("app", file), "utf8").includes('from "lru-cache"'),
    );
    expect(holders).toEqual([path.join("server", "process-cache.server.ts")]);
  });

  it("keep within their byte bound, reported on /metrics with hits and misses", async () => {
    const cache = processCache<string>("list-pages", (value) => value.length);
    const bound = CACHE_BOUNDS["list-pages"];
    const value = "x".repeat(1024 * 1024);
    for (let index = 0; index < 20; index++) cache.set(`key-${index}`, value);
    expect(cache.get("key-19")).toBe(value);
    expect(cache.get("key-0")).toBeUndefined();

    const bytes = (await series("tenderlink_cache_bytes")).find(
      (sample) => sample.labels.cache === "list-pages",
    );
    expect(bytes!.value).toBeGreaterThan(bound - value.length);
    expect(bytes!.value).toBeLessThanOrEqual(bound);
    const lookups = await series("tenderlink_cache_lookups_total");
    const count = (result: string) =>
      lookups.find(
        (sample) => sample.labels.cache === "list-pages" && sample.labels.result === result,
      )?.value;
    expect([count("hit"), count("miss")]).toEqual([1, 1]);
  });

  it("remember nothing when CACHES_OFF names them, so a benchmark can measure what they save", () => {
    const off = processCache<string>("filter-options", (value) => value.length);
    off.set("catalog-1", "options");
    expect(off.get("catalog-1")).toBeUndefined();
    const on = processCache<string>("session-cookies", (value) => value.length);
    on.set("cookie", "token");
    expect(on.get("cookie")).toBe("token");
  });
});
