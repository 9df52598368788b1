import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "./database";
import {
  describeForgedAddresses,
  failPageLogin,
  FORGED,
  keysNaming,
  limiterKeysFor,
  startServer,
  uniqueEmail,
  type RunningServer,
} from "./http-server";

const db = setupTestDatabase();

describeForgedAddresses("the production server", db, false);

describe("the production server with TRUST_PROXY=loopback", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(false, "loopback");
  }, 120_000);
  afterAll(() => server?.stop());

  it("takes the client's address from X-Forwarded-For set by the trusted proxy, never X-Client-IP", async () => {
    const email = uniqueEmail("proxied");
    await failPageLogin(server, email, FORGED);
    expect(await limiterKeysFor(db, email)).toEqual([
      { key: expect.stringMatching(/^login:198\.51\.100\.77:/), count: 1 },
    ]);
    expect(await keysNaming(db, ["203.0.113.66"])).toEqual([]);
  });
});
