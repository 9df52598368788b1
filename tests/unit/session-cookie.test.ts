import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { MAX_SESSION_COOKIE_LENGTH, sessionToken } from "~/modules/auth/session.server";
import { config } from "~/server/config.server";
import { newToken } from "~/server/tokens.server";

/** A session cookie signed as the app signs it (same name and secret). */
const signed = createCookie("__session", { secrets: [config().sessionSecret] });
const forged = createCookie("__session", { secrets: ["not-the-secret-of-this-app"] });

async function pair(cookie: typeof signed, token: string): Promise<string> {
  return (await cookie.serialize(token)).split(";")[0]!;
}

const withCookie = (header: string) =>
  new Request("http://localhost/home", { headers: { Cookie: header } });

describe("session cookie", () => {
  it("reads the token of a cookie we sign, among other cookies", async () => {
    const token = newToken();
    const cookie = await pair(signed, token);
    expect(await sessionToken(withCookie(cookie))).toBe(token);
    // Twice: the second answer comes from the remembered check.
    expect(await sessionToken(withCookie(`theme=dark; ${cookie}; lang=am`))).toBe(token);
  });

  it("takes the first session cookie, as the cookie parser does", async () => {
    const first = newToken();
    const header = `${await pair(signed, first)}; ${await pair(signed, newToken())}`;
    expect(await sessionToken(withCookie(header))).toBe(first);
  });

  it("refuses a cookie signed with another secret, and no cookie at all", async () => {
    expect(await sessionToken(withCookie(await pair(forged, newToken())))).toBeNull();
    expect(await sessionToken(withCookie("theme=dark"))).toBeNull();
    expect(await sessionToken(new Request("http://localhost/home"))).toBeNull();
  });

  it("keeps every cookie we issue within the length it reads", async () => {
    for (let index = 0; index < 200; index++) {
      const value = (await pair(signed, newToken())).slice("__session=".length);
      expect(value.length).toBeLessThanOrEqual(MAX_SESSION_COOKIE_LENGTH / 2);
    }
  });

  it("does not even check a cookie longer than any we issue, correctly signed or not", async () => {
    const long = randomBytes(600).toString("base64url");
    const signedLong = await pair(signed, long);
    expect(signedLong.length).toBeGreaterThan(MAX_SESSION_COOKIE_LENGTH);
    expect(await sessionToken(withCookie(signedLong))).toBeNull();
    expect(await sessionToken(withCookie(`__session=${"x".repeat(12 * 1024)}`))).toBeNull();
  });
});
