import { describe, expect, it } from "vitest";
import { findApiUser, issueApiToken } from "~/modules/api/api-auth.server";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { Session } from "~/modules/auth/session.entity";
import { action as loginAction } from "~/routes/login";
import { action as apiLogoutAction } from "~/routes/api/auth-logout";
import { action as logoutAction } from "~/routes/logout";
import { loader as adminGuardProbe } from "./guard-probe";
import { setupTestDatabase } from "./database";
import { formRequest, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();

async function createUser(email: string, role: "user" | "admin" | "superadmin" = "user") {
  return registerUser(
    db.em(),
    { fullname: "Test User", email, phone: "0911000000", password: "correct-horse" },
    role,
  );
}

function cookieOf(response: Response): string {
  return response.headers.get("Set-Cookie")!.split(";")[0]!;
}

/** The session's Set-Cookie alone: signing in also sets the language cookie. */
function sessionSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
}

async function login(fields: Record<string, string>, cookie?: string) {
  return settle(() =>
    loginAction(
      routeArgs(formRequest("/login", fields, cookie ? { Cookie: cookie } : {}), db.em()),
    ),
  ) as Promise<Response>;
}

describe("login and logout", () => {
  it("remember me gives a 30-day cookie; without it the cookie ends with the browser", async () => {
    await createUser("remember@example.et");
    const remembered = await login({
      email: "remember@example.et",
      password: "correct-horse",
      remember: "on",
    });
    expect(remembered.status).toBe(302);
    expect(sessionSetCookie(remembered)).toMatch(/Max-Age=2592000/);
    expect(sessionSetCookie(remembered)).toMatch(/HttpOnly/);
    expect(sessionSetCookie(remembered)).toMatch(/SameSite=Lax/);
    const session = await login({ email: "remember@example.et", password: "correct-horse" });
    expect(sessionSetCookie(session)).toBeDefined();
    expect(sessionSetCookie(session)).not.toMatch(/Max-Age|Expires/);
  });

  it("goes back to a same-site redirectTo, never to another site", async () => {
    await createUser("redirect@example.et");
    const fields = { email: "redirect@example.et", password: "correct-horse" };
    expect((await login({ ...fields, redirectTo: "/tenders/5" })).headers.get("Location")).toBe(
      "/tenders/5",
    );
    expect((await login({ ...fields, redirectTo: "//evil.test/x" })).headers.get("Location")).toBe(
      "/tenders",
    );
    expect(
      (await login({ ...fields, redirectTo: "https://evil.test" })).headers.get("Location"),
    ).toBe("/tenders");
  });

  it("rotates the session id at login and deletes the session at logout", async () => {
    const user = await createUser("rotate@example.et");
    const first = cookieOf(await login({ email: "rotate@example.et", password: "correct-horse" }));
    const second = cookieOf(
      await login({ email: "rotate@example.et", password: "correct-horse" }, first),
    );
    expect(second).not.toBe(first);
    expect(await db.em().count(Session, { user: user.id })).toBe(1);

    const logout = (await logoutAction(
      routeArgs(formRequest("/logout", {}, { Cookie: second }), db.em()),
    )) as Response;
    expect(logout.headers.get("Location")).toBe("/login");
    expect(logout.headers.get("Set-Cookie")).toMatch(/__session=;/);
    expect(await db.em().count(Session, { user: user.id })).toBe(0);
  });

  it("answers a wrong password with one message and keeps the email, not the password", async () => {
    await createUser("wrong@example.et");
    const result = (await login({
      email: "wrong@example.et",
      password: "not-the-password",
    })) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(result.init.status).toBe(401);
    expect(result.data.result.error[""]).toEqual(["Invalid email or password"]);
    expect(result.data.result.initialValue.email).toBe("wrong@example.et");
    expect(result.data.result.initialValue.password).toBeUndefined();
  });
});

describe("signing out everywhere", () => {
  async function signedInTwiceWithToken(email: string) {
    const user = await createUser(email);
    const fields = { email, password: "correct-horse" };
    const browsers = [cookieOf(await login(fields)), cookieOf(await login(fields))];
    const apiToken = await issueApiToken(db.em(), user);
    return { user, browsers, apiToken };
  }

  function logout(cookie: string, user: Parameters<typeof toCurrentUser>[0], scope?: string) {
    const request = formRequest("/logout", scope ? { scope } : {}, { Cookie: cookie });
    return logoutAction(routeArgs(request, db.em(), toCurrentUser(user))) as Promise<Response>;
  }

  it("a plain logout ends only its own session; 'everywhere' ends every session and API token", async () => {
    const { user, browsers, apiToken } = await signedInTwiceWithToken("everywhere@example.et");
    expect(await db.em().count(Session, { user: user.id })).toBe(3);

    const plain = await logout(browsers[0]!, user);
    expect(plain.headers.get("Location")).toBe("/login");
    expect(await db.em().count(Session, { user: user.id, kind: "web" })).toBe(1);
    expect(await findApiUser(db.em(), apiToken)).toMatchObject({ id: user.id });

    const everywhere = await logout(browsers[1]!, user, "everywhere");
    expect(everywhere.headers.get("Location")).toBe("/login?notice=signed-out-everywhere");
    expect(everywhere.headers.get("Set-Cookie")).toMatch(/__session=;/);
    expect(await db.em().count(Session, { user: user.id })).toBe(0);
    expect(await findApiUser(db.em(), apiToken)).toBeNull();
  });

  it("through the API: ?everywhere=true ends browser sessions and other tokens too", async () => {
    const { user, apiToken } = await signedInTwiceWithToken("api-everywhere@example.et");
    const otherToken = await issueApiToken(db.em(), user);
    const apiLogout = (query: string) =>
      apiLogoutAction(
        routeArgs(
          new Request(`http://localhost/api/auth/logout${query}`, {
            method: "POST",
            headers: { Authorization: `Bearer ${apiToken}` },
          }),
          db.em(),
          toCurrentUser(user),
        ),
      ) as Promise<Response>;

    const refused = await apiLogout("?everywhere=maybe");
    expect(refused.status).toBe(400);
    expect(await db.em().count(Session, { user: user.id })).toBe(4);

    const response = await apiLogout("?everywhere=true");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Logged out everywhere" });
    expect(await db.em().count(Session, { user: user.id })).toBe(0);
    expect(await findApiUser(db.em(), otherToken)).toBeNull();
  });
});

describe("guards", () => {
  it("send visitors and users to /login with redirectTo, let admins and superadmins in", async () => {
    const request = new Request("http://localhost/admin/tenders?page=2");
    const visitor = (await settle(() =>
      adminGuardProbe(routeArgs(request, db.em(), null)),
    )) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Ftenders%3Fpage%3D2");
    const user = { id: 1, fullname: "U", email: "u@x.et", role: "user" as const, locale: null };
    const asUser = (await settle(() =>
      adminGuardProbe(routeArgs(request, db.em(), user)),
    )) as Response;
    expect(asUser.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    for (const role of ["admin", "superadmin"] as const) {
      expect(await adminGuardProbe(routeArgs(request, db.em(), { ...user, role }))).toEqual({
        role,
      });
    }
  });
});

describe("login throttling", () => {
  it("refuses an 11th attempt after ten failures for one email, even with the right password", async () => {
    await createUser("throttled@example.et");
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = (await login({
        email: "throttled@example.et",
        password: "wrong-guess",
      })) as unknown as {
        init: { status: number };
      };
      expect(failed.init.status).toBe(401);
    }
    const blocked = (await login({
      email: "throttled@example.et",
      password: "correct-horse",
    })) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(blocked.init.status).toBe(429);
    expect(blocked.data.result.error[""]).toEqual([
      "Too many failed attempts. Please wait 15 minutes and try again.",
    ]);
    await createUser("other@example.et");
    const other = await login({ email: "other@example.et", password: "correct-horse" });
    expect(other.status).toBe(302);
  });
});
