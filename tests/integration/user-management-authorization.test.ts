import { beforeAll, describe, expect, it } from "vitest";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { User, type Role } from "~/modules/auth/user.entity";
import { deactivateUser } from "~/modules/users/account-status.server";
import * as usersRoute from "~/routes/admin/users";
import * as apiUsers from "~/routes/api/auth-users";
import * as apiUserStatus from "~/routes/api/auth-user-status";
import type { CurrentUser } from "~/server/request-context";
import { getRequest, statusOf, throughAdminGuard } from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { formRequest, routeArgs, settle } from "./route-args";

// Every page action and API call of user management, for each kind of caller: who gets in,
// who is refused with what, and that a refusal changes nothing in the database.

const db = setupTestDatabase();
type Caller = "visitor" | "user" | "admin" | "superadmin";
const CALLERS: Caller[] = ["visitor", "user", "admin", "superadmin"];
const callers = {} as Record<Caller, CurrentUser | null>;
let counter = 0;

async function account(role: Role, label: string = role): Promise<CurrentUser> {
  const user = await registerUser(
    db.em(),
    {
      fullname: `${label} matrix`,
      email: `matrix-${label}-${++counter}@example.et`,
      phone: "0911000000",
      password: "long-enough-pass",
    },
    role,
  );
  return toCurrentUser(user);
}

beforeAll(async () => {
  callers.visitor = null;
  callers.user = await account("user", "caller-user");
  callers.admin = await account("admin", "caller-admin");
  callers.superadmin = await account("superadmin", "caller-superadmin");
});

const isDeactivated = async (id: number) =>
  (await db.em().findOneOrFail(User, id)).deactivatedAt !== null;
const roleOf = async (id: number) => (await db.em().findOneOrFail(User, id)).role;

/** The page's answer: 302 to the list (done), 302 to /login (refused by the guard), or a status. */
function pageOutcome(outcome: unknown): string {
  if (outcome instanceof Response && outcome.status === 302) {
    const location = outcome.headers.get("Location") ?? "";
    return location.startsWith("/login?") ? "login" : "done";
  }
  return String(statusOf(outcome));
}

function pagePost(caller: Caller, fields: Record<string, string>) {
  return throughAdminGuard(
    usersRoute.action,
    formRequest("/admin/users?q=matrix", fields),
    db.em(),
    callers[caller],
  ).then(pageOutcome);
}

async function apiCall(caller: Caller, method: "GET" | "POST", path: string, params = {}) {
  const request = new Request(`http://localhost/api${path}`, { method });
  const args = routeArgs(request, db.em(), callers[caller], params);
  const route = method === "GET" ? apiUsers.loader : apiUserStatus.action;
  const response = (await settle(() => route(args))) as Response;
  return String(response.status);
}

/** What each caller gets: "login" (sent to sign in), "done", or the refusal's status. */
type Expected = Record<Caller, string>;
const ANY_ADMIN: Expected = { visitor: "login", user: "login", admin: "done", superadmin: "done" };
const SUPERADMIN_ONLY: Expected = {
  visitor: "login",
  user: "login",
  admin: "403",
  superadmin: "done",
};
const API_ANY_ADMIN: Expected = { visitor: "401", user: "403", admin: "200", superadmin: "200" };
const API_SUPERADMIN_ONLY: Expected = {
  visitor: "401",
  user: "403",
  admin: "403",
  superadmin: "200",
};

describe("the /admin/users page", () => {
  it("shows the list (with a search) to admins and superadmins only", async () => {
    for (const caller of CALLERS) {
      const outcome = await throughAdminGuard(
        usersRoute.loader,
        getRequest("/admin/users?q=matrix&role=user&status=active&sort=newest"),
        db.em(),
        callers[caller],
      );
      const got = outcome instanceof Response ? pageOutcome(outcome) : "done";
      expect(got, caller).toBe(ANY_ADMIN[caller]);
    }
  });

  const statusCases: [string, Role, Expected][] = [
    ["a user's account", "user", ANY_ADMIN],
    ["an admin's account", "admin", SUPERADMIN_ONLY],
    ["another superadmin's account", "superadmin", SUPERADMIN_ONLY],
  ];
  for (const [what, role, expected] of statusCases) {
    it(`deactivates and reactivates ${what} for ${Object.keys(expected)
      .filter((caller) => expected[caller as Caller] === "done")
      .join(" and ")} only`, async () => {
      for (const caller of CALLERS) {
        const target = await account(role, `target-${role}`);
        const off = await pagePost(caller, { intent: "deactivate", userId: String(target.id) });
        expect(off, `${caller} deactivates ${what}`).toBe(expected[caller]);
        expect(await isDeactivated(target.id)).toBe(expected[caller] === "done");

        if (expected[caller] !== "done")
          await deactivateUser(db.em(), callers.superadmin!, target.id);
        const on = await pagePost(caller, { intent: "reactivate", userId: String(target.id) });
        expect(on, `${caller} reactivates ${what}`).toBe(expected[caller]);
        expect(await isDeactivated(target.id)).toBe(expected[caller] !== "done");
      }
    });
  }

  it("refuses everyone their own account, and changes roles for superadmins only", async () => {
    for (const caller of ["admin", "superadmin"] as const) {
      const own = await pagePost(caller, {
        intent: "deactivate",
        userId: String(callers[caller]!.id),
      });
      expect(own, caller).toBe("403");
      expect(await isDeactivated(callers[caller]!.id)).toBe(false);
    }
    for (const caller of CALLERS) {
      const target = await account("user", "role-target");
      const got = await pagePost(caller, {
        intent: "role",
        userId: String(target.id),
        role: "admin",
      });
      expect(got, caller).toBe(SUPERADMIN_ONLY[caller]);
      expect(await roleOf(target.id)).toBe(caller === "superadmin" ? "admin" : "user");
    }
  });
});

describe("the API", () => {
  it("GET /api/auth/users (with q, role, status, sort, page) is for admins only", async () => {
    for (const caller of CALLERS) {
      const got = await apiCall(caller, "GET", "/auth/users?q=matrix&role=user&sort=newest&page=1");
      expect(got, caller).toBe(API_ANY_ADMIN[caller]);
    }
  });

  const statusCases: [string, Role, Expected][] = [
    ["a user's account", "user", API_ANY_ADMIN],
    ["an admin's account", "admin", API_SUPERADMIN_ONLY],
    ["another superadmin's account", "superadmin", API_SUPERADMIN_ONLY],
  ];
  for (const [what, role, expected] of statusCases) {
    it(`POST /api/auth/users/{id}/deactivate and /reactivate on ${what}`, async () => {
      for (const caller of CALLERS) {
        const target = await account(role, `api-target-${role}`);
        const params = (change: string) => ({ id: String(target.id), change });
        const path = (change: string) => `/auth/users/${target.id}/${change}`;
        const off = await apiCall(caller, "POST", path("deactivate"), params("deactivate"));
        expect(off, `${caller} deactivates ${what}`).toBe(expected[caller]);
        expect(await isDeactivated(target.id)).toBe(expected[caller] === "200");

        if (expected[caller] !== "200")
          await deactivateUser(db.em(), callers.superadmin!, target.id);
        const on = await apiCall(caller, "POST", path("reactivate"), params("reactivate"));
        expect(on, `${caller} reactivates ${what}`).toBe(expected[caller]);
        expect(await isDeactivated(target.id)).toBe(expected[caller] !== "200");
      }
    });
  }

  it("refuses one's own account, answers 404 for unknown users and changes", async () => {
    for (const caller of ["admin", "superadmin"] as const) {
      const id = String(callers[caller]!.id);
      expect(
        await apiCall(caller, "POST", `/auth/users/${id}/deactivate`, { id, change: "deactivate" }),
      ).toBe("403");
      expect(await isDeactivated(callers[caller]!.id)).toBe(false);
    }
    expect(
      await apiCall("admin", "POST", "/auth/users/999999/deactivate", {
        id: "999999",
        change: "deactivate",
      }),
    ).toBe("404");
    const target = await account("user", "api-unknown-change");
    const id = String(target.id);
    expect(
      await apiCall("admin", "POST", `/auth/users/${id}/delete`, { id, change: "delete" }),
    ).toBe("404");
    expect(
      await apiCall("admin", "POST", `/auth/users/abc/deactivate`, {
        id: "abc",
        change: "deactivate",
      }),
    ).toBe("404");
    expect(await isDeactivated(target.id)).toBe(false);
  });
});
