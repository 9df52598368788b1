import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestIdMixin, runAsRequest } from "~/server/request-id.server";
import { setupTestDatabase } from "./database";
import { startServer, type RunningServer } from "./http-server";

setupTestDatabase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A pino logger whose lines are kept, parsed, in `lines`. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { lines, logger: pino({ level: "info", mixin: requestIdMixin }, stream) };
}

describe("the production server's access log", () => {
  const { lines, logger } = capturingLogger();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(false, undefined, logger);
  }, 120_000);
  afterAll(() => server?.stop());

  const accessLineOf = (reqId: string) =>
    lines.find((line) => line.reqId === reqId && line.msg === "request completed");

  it("numbers each request: the X-Request-Id it answers is on its access log line", async () => {
    const response = await fetch(`${server.url}/login?x=1`, {
      headers: { Cookie: "__session=secret-cookie" },
    });
    expect(response.status).toBe(200);
    const reqId = response.headers.get("X-Request-Id")!;
    expect(reqId).toMatch(UUID);

    await expect.poll(() => accessLineOf(reqId)).toBeDefined();
    const line = accessLineOf(reqId)!;
    expect(line).toMatchObject({
      level: 30,
      reqId,
      req: { method: "GET", url: "/login?x=1" },
      res: { statusCode: 200 },
    });
    expect(typeof line.responseTime).toBe("number");
    // Headers are never logged: they hold cookies and bearer tokens.
    expect(JSON.stringify(line)).not.toContain("secret-cookie");

    const other = await fetch(`${server.url}/login`);
    expect(other.headers.get("X-Request-Id")).toMatch(UUID);
    expect(other.headers.get("X-Request-Id")).not.toBe(reqId);
  });

  it("keeps a proxy's X-Request-Id when it is a short safe token, and replaces any other", async () => {
    const kept = await fetch(`${server.url}/login`, {
      headers: { "X-Request-Id": "edge-7f3a.42" },
    });
    expect(kept.headers.get("X-Request-Id")).toBe("edge-7f3a.42");
    await expect.poll(() => accessLineOf("edge-7f3a.42")).toBeDefined();

    for (const unsafe of ["a b", "x".repeat(65), "<script>", "line\\nbreak"]) {
      const replaced = await fetch(`${server.url}/login`, { headers: { "X-Request-Id": unsafe } });
      expect(replaced.headers.get("X-Request-Id")).toMatch(UUID);
    }
  });

  it("logs refusals the app answers, with their status, under the request's id", async () => {
    const response = await fetch(`${server.url}/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(415);
    const reqId = response.headers.get("X-Request-Id")!;
    await expect.poll(() => accessLineOf(reqId)).toBeDefined();
    expect(accessLineOf(reqId)).toMatchObject({
      req: { method: "POST", url: "/register" },
      res: { statusCode: 415 },
    });
  });

  it("leaves static files out of the log", async () => {
    const response = await fetch(`${server.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Request-Id")).toBeNull();
    const page = await fetch(`${server.url}/login`);
    const reqId = page.headers.get("X-Request-Id")!;
    // Lines are written in order: once the later page's line is there, the favicon's would be.
    await expect.poll(() => accessLineOf(reqId)).toBeDefined();
    expect(lines.some((line) => (line.req as { url?: string })?.url === "/favicon.svg")).toBe(
      false,
    );
  });

  it("answers the health and readiness probes and /metrics without logging them", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe("ok\n");
    const ready = await fetch(`${server.url}/readyz?from=balancer`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", storage: "ok" },
    });
    expect(ready.headers.get("Cache-Control")).toMatch(/no-store/);
    // Without METRICS_TOKEN, /metrics does not exist; a scrape is not logged either way.
    const metrics = await fetch(`${server.url}/metrics`);
    expect(metrics.status).toBe(404);
    const page = await fetch(`${server.url}/login`);
    await expect.poll(() => accessLineOf(page.headers.get("X-Request-Id")!)).toBeDefined();
    const probed = lines.filter((line) =>
      /^\/(healthz|readyz|metrics)/.test((line.req as { url?: string })?.url ?? ""),
    );
    expect(probed).toEqual([]);
  });
});

describe("the app's logger", () => {
  it("writes the current request's id on every line, once", () => {
    const { lines, logger } = capturingLogger();
    runAsRequest("req-1", () => {
      logger.warn({ path: "/register" }, "form refused");
      logger.child({ reqId: "req-1" }).info("bound already");
    });
    logger.info("outside any request");
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ["form refused", "req-1"],
      ["bound already", "req-1"],
      ["outside any request", undefined],
    ]);
    // A child bound to the id is not given it a second time by the mixin.
    expect(JSON.stringify(lines[1]).match(/"reqId"/g)).toHaveLength(1);
  });
});
