import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "./database";
import {
  failApiLogin,
  failPageLogin,
  FORGED,
  keysNaming,
  limiterKeysFor,
  startServer,
  uniqueEmail,
  type RunningServer,
} from "./http-server";

// The production build and its TRUST_PROXY case: client-address-production.test.ts.
const db = setupTestDatabase();

describe("the dev server (npm run dev: Vite in middleware mode) with TRUST_PROXY off", () => {
  const dev = true;
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(dev);
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
