import { beforeAll, describe, expect, it } from "vitest";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import type { Role } from "~/modules/auth/user.entity";
import type { CurrentUser } from "~/server/request-context";
import * as accountPage from "~/routes/account/index";
import * as accountDelete from "~/routes/account/delete";
import * as accountExport from "~/routes/account/export";
import * as apiAccount from "~/routes/api/account";
import * as apiAccountExport from "~/routes/api/account-export";
import * as apiAccountPassword from "~/routes/api/account-password";
import * as apiAccountSessions from "~/routes/api/account-sessions";
import * as apiEndOthers from "~/routes/api/account-sessions-end-others";
import { expectLoginRedirect, getRequest, statusOf } from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { formRequest, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();

type Run = (args: never) => unknown;

/** Every new page call: [name, path, run, request]. */
const PAGE_CALLS: [string, string, Run, () => Request][] = [
  ["GET /account", "/account", accountPage.loader, () => getRequest("/account")],
  [
    "POST /account (profile)",
    "/account",
    accountPage.action,
    () => formRequest("/account", { intent: "profile", fullname: "X", phone: "0911000000" }),
  ],
  [
    "POST /account (end other sessions)",
    "/account",
    accountPage.action,
    () => formRequest("/account", { intent: "end-other-sessions" }),
  ],
  [
    "GET /account/export",
    "/account/export",
    accountExport.loader,
    () => getRequest("/account/export"),
  ],
  [
    "GET /account/delete",
    "/account/delete",
    accountDelete.loader,
    () => getRequest("/account/delete"),
  ],
  [
    "POST /account/delete",
    "/account/delete",
    accountDelete.action,
    () => formRequest("/account/delete", { password: "whatever-pass" }),
  ],
];

function jsonRequest(path: string, method: string, body?: unknown) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Every new API call. */
const API_CALLS: [string, Run, () => Request][] = [
  ["GET /api/account", apiAccount.loader, () => jsonRequest("/api/account", "GET")],
  [
    "PATCH /api/account",
    apiAccount.action,
    () => jsonRequest("/api/account", "PATCH", { fullname: "X" }),
  ],
  [
    "DELETE /api/account",
    apiAccount.action,
    () => jsonRequest("/api/account", "DELETE", { password: "whatever-pass" }),
  ],
  [
    "POST /api/account/password",
    apiAccountPassword.action,
    () =>
      jsonRequest("/api/account/password", "POST", {
        currentPassword: "whatever-pass",
        newPassword: "another-pass-1",
      }),
  ],
  [
    "GET /api/account/sessions",
    apiAccountSessions.loader,
    () => jsonRequest("/api/account/sessions", "GET"),
  ],
  [
    "POST /api/account/sessions/end-others",
    apiEndOthers.action,
    () => jsonRequest("/api/account/sessions/end-others", "POST"),
  ],
  [
    "GET /api/account/export",
    apiAccountExport.loader,
    () => jsonRequest("/api/account/export", "GET"),
  ],
];

let counter = 0;
async function account(role: Role, password = `pass-of-${role}-${++counter}`) {
  const user = await registerUser(
    db.em(),
    {
      fullname: `Auth ${role} ${counter}`,
      email: `auth-${role}-${counter}-${Date.now()}@example.et`,
      phone: "0911000000",
      password,
    },
    role,
  );
  return { current: toCurrentUser(user), password };
}

async function userRow(id: number) {
  const [row] = await db
    .em()
    .execute<{ fullname: string; email: string }[]>(
      "select fullname, email from users where id = ?",
      [id],
    );
  return row;
}

function run(call: Run, request: Request, user: CurrentUser | null) {
  return settle(() => call(routeArgs(request, db.em(), user)));
}

describe("account pages and API: visitors", () => {
  for (const [name, path, call, request] of PAGE_CALLS) {
    it(`${name} sends a visitor to log in`, async () => {
      expectLoginRedirect(await run(call, request(), null), path);
    });
  }
  for (const [name, call, request] of API_CALLS) {
    it(`${name} answers a visitor 401`, async () => {
      const response = (await run(call, request(), null)) as Response;
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    });
  }
});

describe("account pages and API: every role reaches its own account only", () => {
  const roles: Role[] = ["user", "admin", "superadmin"];
  let others: Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    others = await account("user");
  });

  for (const role of roles) {
    it(`a ${role} sees and exports their own account`, async () => {
      const { current } = await account(role);
      const page = (await run(accountPage.loader, getRequest("/account"), current)) as {
        profile: { id: number; email: string };
      };
      expect(page.profile).toMatchObject({ id: current.id, email: current.email });

      const download = (await run(
        accountExport.loader,
        getRequest(`/account/export?userId=${others.current.id}&id=${others.current.id}`),
        current,
      )) as Response;
      expect(download.status).toBe(200);
      const exported = (await download.json()) as { profile: { id: number; email: string } };
      expect(exported.profile).toMatchObject({ id: current.id, email: current.email });
      expect(JSON.stringify(exported)).not.toContain(others.current.email);

      const api = (await run(
        apiAccount.loader,
        jsonRequest(`/api/account?id=${others.current.id}`, "GET"),
        current,
      )) as Response;
      expect(api.status).toBe(200);
      expect(await api.json()).toMatchObject({ id: current.id, role });

      const apiExport = (await run(
        apiAccountExport.loader,
        jsonRequest(`/api/account/export?userId=${others.current.id}`, "GET"),
        current,
      )) as Response;
      expect(((await apiExport.json()) as { profile: { id: number } }).profile.id).toBe(current.id);

      const sessions = (await run(
        apiAccountSessions.loader,
        jsonRequest("/api/account/sessions", "GET"),
        current,
      )) as Response;
      expect(sessions.status).toBe(200);
      expect(await sessions.json()).toEqual([]);

      expect(
        statusOf(await run(accountDelete.loader, getRequest("/account/delete"), current)),
      ).toBe(200);
    });
  }

  it("a user's change with another account's id in the form or body changes only their own", async () => {
    const { current } = await account("user");
    const before = await userRow(others.current.id);
    const pageOutcome = await run(
      accountPage.action,
      formRequest("/account", {
        intent: "profile",
        id: String(others.current.id),
        userId: String(others.current.id),
        fullname: "Changed by page",
        phone: "0911000000",
      }),
      current,
    );
    expect((pageOutcome as Response).headers.get("Location")).toBe("/account?notice=profile-saved");
    const apiOutcome = (await run(
      apiAccount.action,
      jsonRequest("/api/account", "PATCH", {
        id: others.current.id,
        userId: others.current.id,
        fullname: "Changed by API",
      }),
      current,
    )) as Response;
    expect(apiOutcome.status).toBe(200);
    expect(await apiOutcome.json()).toMatchObject({ id: current.id, fullname: "Changed by API" });
    expect((await userRow(current.id))!.fullname).toBe("Changed by API");
    expect(await userRow(others.current.id)).toEqual(before);
  });

  it("another account's password deletes nothing, through the page or the API", async () => {
    const { current } = await account("user");
    const page = await run(
      accountDelete.action,
      formRequest("/account/delete", { password: others.password, id: String(others.current.id) }),
      current,
    );
    expect(statusOf(page)).toBe(400);
    const api = (await run(
      apiAccount.action,
      jsonRequest("/api/account", "DELETE", { password: others.password, id: others.current.id }),
      current,
    )) as Response;
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ errors: { password: [expect.any(String)] } });
    expect(await userRow(current.id)).toBeDefined();
    expect(await userRow(others.current.id)).toBeDefined();
  });

  it("a user deletes their own account with their password through the API, and only theirs", async () => {
    const { current, password } = await account("user");
    const response = (await run(
      apiAccount.action,
      jsonRequest("/api/account", "DELETE", { password, id: others.current.id }),
      current,
    )) as Response;
    expect(response.status).toBe(204);
    expect(await userRow(current.id)).toBeUndefined();
    expect(await userRow(others.current.id)).toBeDefined();
  });

  it("the only superadmin is refused with 409 and a clear message", async () => {
    await db.em().execute("update users set role = 'admin' where role = 'superadmin'");
    const { current, password } = await account("superadmin");
    const response = (await run(
      apiAccount.action,
      jsonRequest("/api/account", "DELETE", { password }),
      current,
    )) as Response;
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(/only superadmin/);
    const page = await run(
      accountDelete.action,
      formRequest("/account/delete", { password }),
      current,
    );
    expect(statusOf(page)).toBe(409);
    expect(JSON.stringify(page)).toMatch(/only superadmin/);
    expect(await userRow(current.id)).toBeDefined();
  });

  it("bad input is a 400 with the field named, and changes nothing", async () => {
    const { current } = await account("user");
    const page = await run(
      accountPage.action,
      formRequest("/account", { intent: "profile", fullname: "Kept", phone: "12345" }),
      current,
    );
    expect(statusOf(page)).toBe(400);
    expect(JSON.stringify(page)).toContain("Kept");
    const api = (await run(
      apiAccount.action,
      jsonRequest("/api/account", "PATCH", { phone: "12345" }),
      current,
    )) as Response;
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ errors: { phone: [expect.any(String)] } });
    const password = await run(
      accountPage.action,
      formRequest("/account", {
        intent: "password",
        currentPassword: "not-it-at-all",
        newPassword: "another-pass-1",
        confirmPassword: "another-pass-1",
      }),
      current,
    );
    expect(statusOf(password)).toBe(400);
    expect(JSON.stringify(password)).not.toContain("another-pass-1");
    expect(JSON.stringify(password)).not.toContain("not-it-at-all");
    expect((await userRow(current.id))!.fullname).toBe(current.fullname);
  });
});
