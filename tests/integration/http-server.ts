import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Server } from "node:http";
import type { Logger } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp, type HttpApp } from "../../server/http-app";
import { hashToken } from "~/server/tokens.server";
import type { TestDatabase } from "./database";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

export const FORGED = { "X-Client-IP": "203.0.113.66", "X-Forwarded-For": "198.51.100.77" };

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The server of `npm start` / `npm run dev` (server/http-app.ts) on a free port, in this
 * process. One kind per test file: the production build and Vite's dev modules each define the
 * entities, and one process holds only one MikroORM metadata registry.
 */
export async function startServer(
  dev: boolean,
  trustProxy?: string,
  logger?: Logger,
): Promise<RunningServer> {
  if (!dev && !fs.existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(
      `No production build in ${buildDir}: run \`node scripts/build-app.mjs\` first.`,
    );
  }
  const http: HttpApp = await createHttpApp({ dev, buildDir, trustProxy, hmr: false, logger });
  const server: Server = await new Promise((resolve) => {
    const listening = http.app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await http.close();
    },
  };
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.et`;

/**
 * The login limiter's counters of one address at `email` (`login:<address>:<account>`, see
 * login-throttle.server.ts): each names the address the limiter saw, with its count.
 */
export async function limiterKeysFor(
  db: TestDatabase,
  email: string,
): Promise<{ key: string; count: number }[]> {
  const account = hashToken(email.trim().toLowerCase());
  return db
    .em()
    .getConnection()
    .execute<{ key: string; count: number }[]>(
      "select key, count from rate_limits where key like ?",
      [`login:%:${account}`],
    );
}

/** Every rate-limit key that names one of `addresses`: none may, when they were forged. */
export async function keysNaming(db: TestDatabase, addresses: string[]): Promise<string[]> {
  const rows = await db
    .em()
    .getConnection()
    .execute<{ key: string }[]>(
      `select key from rate_limits where ${addresses.map(() => "key like ?").join(" or ")}`,
      addresses.map((address) => `%${address}%`),
    );
  return rows.map((row) => row.key);
}

export async function failPageLogin(
  server: RunningServer,
  email: string,
  headers: HeadersInit = {},
) {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ email, password: "not-the-password" }),
    redirect: "manual",
  });
  expect(response.status, await response.clone().text()).toBe(401);
}

async function failApiLogin(server: RunningServer, email: string, headers: HeadersInit = {}) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ email, password: "not-the-password" }),
  });
  expect(response.status).toBe(401);
}

/**
 * With TRUST_PROXY off, forged X-Client-IP and X-Forwarded-For headers never reach the login
 * limiter, for the page and the API login. One suite for the production and the dev server; they
 * run in separate files because the production bundle and Vite's dev modules cannot share one
 * process's ORM.
 */
export function describeForgedAddresses(title: string, db: TestDatabase, dev: boolean) {
  describe(`${title} with TRUST_PROXY off`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer(dev);
      // The dev server compiles the login page's modules on its first request.
      if (dev) expect((await fetch(`${server.url}/login`)).status).toBe(200);
    }, 120_000);
    afterAll(() => server?.stop());

    it("counts a failed page login against the socket's address, whatever X-Client-IP or X-Forwarded-For say", async () => {
      const email = uniqueEmail("forged-page");
      await failPageLogin(server, email, FORGED);
      await failPageLogin(server, email, { "X-Forwarded-For": "192.0.2.1, 192.0.2.2" });
      // Both attempts landed on one counter, the socket's: the forged headers split nothing.
      expect(await limiterKeysFor(db, email)).toEqual([
        { key: expect.stringMatching(/^login:127\.0\.0\.1:/), count: 2 },
      ]);
      expect(await keysNaming(db, ["203.0.113.66", "198.51.100.77", "192.0.2."])).toEqual([]);
    });

    it("does the same for the API login", async () => {
      const email = uniqueEmail("forged-api");
      await failApiLogin(server, email, FORGED);
      expect(await limiterKeysFor(db, email)).toEqual([
        { key: expect.stringMatching(/^login:127\.0\.0\.1:/), count: 1 },
      ]);
      expect(await keysNaming(db, ["203.0.113.66", "198.51.100.77"])).toEqual([]);
    });
  });
}
