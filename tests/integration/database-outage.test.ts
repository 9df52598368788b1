import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "~/modules/auth/accounts.server";
import { issueApiToken } from "~/modules/api/api-auth.server";
import { setupTestDatabase } from "./database";
import { Relay } from "./tcp-relay";

/**
 * The whole production request path (the built server: middleware, loaders, entry, error
 * boundary, production error sanitising) against a real PostgreSQL that goes away and comes
 * back, in two ways: the server stops answering (connections refused, open ones cut), and the
 * database closes to connections with its sessions terminated. Needs the production build
 * (`node scripts/build-app.mjs`) first, as `npm test` does.
 */
const db = setupTestDatabase();

let handle: (request: Request) => Promise<Response>;
let relay: Relay;
let token: string;
let databaseName: string;
const previousUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  const target = new URL(db.url);
  databaseName = target.pathname.slice(1);
  relay = new Relay(target.hostname, Number(target.port));
  await relay.open();
  const user = await registerUser(
    db.em(),
    {
      fullname: "Api User",
      email: "outage@example.et",
      phone: "0911000000",
      password: "pw-12345678",
    },
    "user",
  );
  token = await issueApiToken(db.em(), user);
  // The app's ORM connects through the relay (getOrm() keys its pool by this URL).
  const relayed = new URL(db.url);
  relayed.port = String(relay.port);
  process.env.DATABASE_URL = relayed.toString();
  const buildFile = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
  const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
  handle = createRequestHandler(build, "production");
});

afterAll(async () => {
  process.env.DATABASE_URL = previousUrl;
  await relay.cut().catch(() => {});
});

const get = (url: string, headers: HeadersInit = {}) =>
  handle(new Request(`http://localhost${url}`, { headers }));

const apiCall = () => get("/api/tenders/saved", { Authorization: `Bearer ${token}` });

async function expectServing() {
  const ready = await get("/readyz");
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready", checks: { database: "ok" } });
  const page = await get("/home");
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<html");
  const api = await apiCall();
  expect(api.status).toBe(200);
  expect(Array.isArray(await api.json())).toBe(true);
}

async function expectUnavailable() {
  // Not ready (a load balancer takes this process out), though alive (nothing restarts it).
  const ready = await get("/readyz");
  expect(ready.status).toBe(503);
  expect(ready.headers.get("Cache-Control")).toMatch(/no-store/);
  const { status, checks } = (await ready.json()) as { status: string; checks: object };
  expect(status).toBe("unavailable");
  expect(checks).toMatchObject({ database: expect.not.stringMatching(/^ok$/), storage: "ok" });
  expect((await get("/healthz")).status).toBe(200);

  const page = await get("/home");
  expect(page.status).toBe(503);
  expect(page.headers.get("Retry-After")).toBe("60");
  expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
  const html = await page.text();
  expect(html).toContain("The service is briefly unavailable, try again in a minute.");
  expect(html).not.toContain("Something went wrong");

  // A client-side navigation's data request says the same to the error boundary.
  const data = await get("/home.data");
  expect(data.status).toBe(503);
  expect(data.headers.get("Retry-After")).toBe("60");
  expect(await data.text()).toContain("The service is briefly unavailable");

  // An API call with a token: the token check itself needs the database.
  const api = await apiCall();
  expect(api.status).toBe(503);
  expect(api.headers.get("Retry-After")).toBe("60");
  expect(api.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(await api.json()).toEqual({
    message: "The service is briefly unavailable, try again in a minute.",
  });

  // An API call without a token fails in the route's own handler.
  const publicApi = await get("/api/categories");
  expect(publicApi.status).toBe(503);
  expect(publicApi.headers.get("Retry-After")).toBe("60");
  expect((await publicApi.json()) as unknown).toMatchObject({ message: expect.any(String) });

  // A resource route outside the API (a feed).
  const feed = await get("/feeds/tenders.rss");
  expect(feed.status).toBe(503);
  expect(feed.headers.get("Retry-After")).toBe("60");

  // A form post (no JavaScript): the login action needs the database for its throttle.
  const login = await handle(
    new Request("http://localhost/login", {
      method: "POST",
      body: new URLSearchParams({ email: "outage@example.et", password: "pw-12345678" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
  expect(login.status).toBe(503);
  expect(login.headers.get("Retry-After")).toBe("60");
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: db.url.replace(/\/[^/]+$/, "/postgres") });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe("database outage", () => {
  it("answers 503 with Retry-After while the server refuses connections, 200 once it is back", async () => {
    await expectServing();
    await relay.cut();
    try {
      await expectUnavailable();
    } finally {
      await relay.open();
    }
    await expectServing();
  });

  it("reports not ready within its own bound while the database hangs without answering", async () => {
    await expectServing();
    relay.hang();
    try {
      // Only the readiness checks' own time limit can end this request: the database never
      // answers. (The test's timeout is far longer than that limit.)
      const ready = await get("/readyz");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        status: "unavailable",
        checks: { database: "no answer in time", storage: "ok" },
      });
      expect((await get("/healthz")).status).toBe(200);
    } finally {
      relay.answer();
    }
    await expect.poll(async () => (await get("/readyz")).status, { timeout: 10_000 }).toBe(200);
  });

  it("answers 503 while the database takes no connections and has ended its sessions", async () => {
    await expectServing();
    await withAdmin(async (admin) => {
      await admin.query(`alter database ${databaseName} allow_connections false`);
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
        [databaseName],
      );
    });
    try {
      await expectUnavailable();
    } finally {
      await withAdmin((admin) =>
        admin.query(`alter database ${databaseName} allow_connections true`),
      );
    }
    await expectServing();
  });
});
