import { describe, expect, it } from "vitest";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { loginThrottle } from "~/modules/auth/login-throttle.server";
import { PasswordResetToken } from "~/modules/auth/password-reset-token.entity";
import { resetPassword, RESET_TOKEN_TTL_MS } from "~/modules/auth/password-reset.server";
import { ForbiddenError } from "~/modules/domain-errors";
import { changeUserRole } from "~/modules/users/users.server";
import { action as apiLoginAction } from "~/routes/api/auth-login";
import { action as loginAction } from "~/routes/login";
import { hashToken } from "~/server/tokens.server";
import { setupTestDatabase } from "./database";
import { addressContext, formRequest, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();
const PASSWORD = "correct-horse";
// Every real login hashes a password with argon2, about a second each on a loaded machine.
const SLOW = 60_000;

type Refused = { init: { status: number; headers?: Record<string, string> }; data: unknown };

/** The page login from `address`: its status, the form's message, Retry-After. */
async function pageLogin(email: string, password: string, address: string) {
  const request = formRequest("/login", { email, password });
  const result = await settle(() => loginAction(routeArgs(request, db.em(), null, {}, address)));
  if (result instanceof Response) return { status: result.status, message: null, retryAfter: null };
  const refused = result as Refused & { data: { result: { error: Record<string, string[]> } } };
  return {
    status: refused.init.status,
    message: refused.data.result.error[""]?.[0] ?? null,
    retryAfter: refused.init.headers?.["Retry-After"] ?? null,
  };
}

async function apiLogin(email: string, password: string, address: string) {
  const request = new Request("http://localhost/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const response = (await apiLoginAction(
    routeArgs(request, db.em(), null, {}, address),
  )) as Response;
  const body = (await response.json()) as { message?: string };
  return {
    status: response.status,
    message: body.message ?? null,
    retryAfter: response.headers.get("Retry-After"),
  };
}

function createUser(email: string, role: "user" | "superadmin" = "user") {
  return registerUser(
    db.em(),
    { fullname: "Test User", email, phone: "0911000000", password: PASSWORD },
    role,
  );
}

/** `count` failed logins, as the login routes record them, from `who(n)` = [address, email]. */
async function recordFailures(count: number, who: (n: number) => [string, string]) {
  for (let n = 1; n <= count; n++) {
    const [address, email] = who(n);
    await loginThrottle(db.em(), addressContext(address), email).recordFailure();
  }
}

describe("login throttle", () => {
  it(
    "stops password spraying from one address, page and API alike, without stopping an office",
    async () => {
      await createUser("colleague@example.et");
      const office = "10.5.0.1";
      // Wrong passwords over 49 accounts: counted directly (each real one costs an argon2 hash),
      // then the last two through the page and the API, which count them the same way.
      await recordFailures(47, (n) => [office, `sprayed-${n}@example.et`]);
      expect((await pageLogin("sprayed-48@example.et", "Summer2026!", office)).status).toBe(401);
      expect((await apiLogin("sprayed-49@example.et", "Summer2026!", office)).status).toBe(401);
      // A busy office's typos stay below the limit: a colleague signs in from the same address.
      expect((await pageLogin("colleague@example.et", PASSWORD, office)).status).toBe(302);
      expect((await apiLogin("sprayed-50@example.et", "Summer2026!", office)).status).toBe(401);

      const page = await pageLogin("sprayed-51@example.et", "Summer2026!", office);
      expect(page).toEqual({
        status: 429,
        message: "Too many failed attempts. Please wait 15 minutes and try again.",
        retryAfter: "900",
      });
      expect(await apiLogin("colleague@example.et", PASSWORD, office)).toEqual(page);
      // Another address is not affected.
      expect((await apiLogin("colleague@example.et", PASSWORD, "10.5.0.2")).status).toBe(200);
      expect((await pageLogin("sprayed-51@example.et", "Summer2026!", "10.5.0.2")).status).toBe(
        401,
      );
    },
    SLOW,
  );

  it(
    "names the real time left in the window",
    async () => {
      await createUser("patient@example.et");
      await recordFailures(9, () => ["10.6.0.1", "patient@example.et"]);
      expect((await pageLogin("patient@example.et", "wrong-guess", "10.6.0.1")).status).toBe(401);
      await db
        .em()
        .getConnection()
        .execute(
          "update rate_limits set reset_at = now() + interval '390 seconds' where key like ?",
          ["login:10.6.0.1:%"],
        );
      expect(await pageLogin("patient@example.et", PASSWORD, "10.6.0.1")).toEqual({
        status: 429,
        message: "Too many failed attempts. Please wait 7 minutes and try again.",
        retryAfter: "420",
      });
      // The same account from another address, and another account here, still work.
      expect((await apiLogin("patient@example.et", PASSWORD, "10.6.0.2")).status).toBe(200);
    },
    SLOW,
  );

  it(
    "stops guessing one account from many addresses, yet the only superadmin always gets in",
    async () => {
      const boss = await createUser("boss@example.et", "superadmin");
      const bossAddress = "10.7.0.1";
      expect((await pageLogin("boss@example.et", PASSWORD, bossAddress)).status).toBe(302);

      // 30 wrong passwords from 30 addresses: 28 counted directly, 2 through the page and the API.
      await recordFailures(28, (n) => [`10.8.0.${n}`, "boss@example.et"]);
      expect((await pageLogin("boss@example.et", "guess", "10.8.0.29")).status).toBe(401);
      expect((await apiLogin("boss@example.et", "guess", "10.8.0.30")).status).toBe(401);
      // A new address is refused, even with the right password ...
      expect(await apiLogin("boss@example.et", PASSWORD, "10.8.1.1")).toEqual({
        status: 429,
        message: "Too many failed attempts. Please wait 60 minutes and try again.",
        retryAfter: "3600",
      });
      // ... but the attacker cannot lock the owner out: the address the superadmin signed in from
      // is spared by the per-account limit, through the page and the API.
      expect((await pageLogin("boss@example.et", PASSWORD, bossAddress)).status).toBe(302);
      expect((await apiLogin("boss@example.et", PASSWORD, bossAddress)).status).toBe(200);

      // On a new phone, a password reset (which proves the mailbox) opens that address too.
      const phone = "10.9.0.1";
      expect((await pageLogin("boss@example.et", PASSWORD, phone)).status).toBe(429);
      const token = "r".repeat(43);
      const em = db.em();
      em.create(PasswordResetToken, {
        user: boss.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      await em.flush();
      expect(
        await resetPassword(db.em(), addressContext(phone), token, "new-passphrase"),
      ).toMatchObject({ reset: true });
      expect((await pageLogin("boss@example.et", "new-passphrase", phone)).status).toBe(302);

      // Nor can roles lock operators out: no one can demote a superadmin, not even themselves.
      await expect(
        changeUserRole(db.em(), toCurrentUser(boss), boss.id, "user"),
      ).rejects.toBeInstanceOf(ForbiddenError);
    },
    SLOW,
  );
});
