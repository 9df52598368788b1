import { beforeAll, describe, expect, it } from "vitest";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import { User } from "~/modules/auth/user.entity";
import { ForbiddenError } from "~/modules/domain-errors";
import { registerUser } from "~/modules/auth/accounts.server";
import { deactivateUser } from "~/modules/users/account-status.server";
import { parseUserListQuery } from "~/modules/users/users.schema";
import { changeUserRole, listUsersPage } from "~/modules/users/users.server";
import * as usersRoute from "~/routes/admin/users";
import {
  createAccounts,
  expectLoginRedirect,
  getRequest,
  statusOf,
  throughAdminGuard,
  type Accounts,
} from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { formRequest } from "./route-args";

const db = setupTestDatabase();
let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts(db.em(), "users");
});

const roleOf = async (id: number) => (await db.em().findOneOrFail(User, id)).role;
const auditCount = () => db.em().count(AuditLog, { entityType: "User" });

describe("changeUserRole", () => {
  it("lets a superadmin promote a user and demote them again, with audit rows", async () => {
    const before = await auditCount();
    await changeUserRole(db.em(), accounts.superadmin, accounts.user.id, "admin");
    expect(await roleOf(accounts.user.id)).toBe("admin");
    await changeUserRole(db.em(), accounts.superadmin, accounts.user.id, "user");
    expect(await roleOf(accounts.user.id)).toBe("user");
    const rows = await db
      .em()
      .find(
        AuditLog,
        { entityType: "User", entityId: accounts.user.id },
        { orderBy: { id: "asc" } },
      );
    expect(rows.map((row) => row.summary)).toEqual([
      `Role of ${accounts.user.email}: user → admin`,
      `Role of ${accounts.user.email}: admin → user`,
    ]);
    expect(await auditCount()).toBe(before + 2);
  });

  it("refuses admins, one's own role and superadmin accounts, changing nothing", async () => {
    const before = await auditCount();
    await expect(
      changeUserRole(db.em(), accounts.admin, accounts.user.id, "admin"),
    ).rejects.toThrow(new ForbiddenError("Only a superadmin can change roles."));
    await expect(
      changeUserRole(db.em(), accounts.superadmin, accounts.superadmin.id, "user"),
    ).rejects.toThrow("You cannot change your own role.");
    await expect(
      changeUserRole(db.em(), accounts.admin, accounts.admin.id, "user"),
    ).rejects.toBeInstanceOf(ForbiddenError);
    const other = await createAccounts(db.em(), "users-other");
    await expect(
      changeUserRole(db.em(), accounts.superadmin, other.superadmin.id, "user"),
    ).rejects.toThrow("A superadmin's role cannot be changed here.");
    expect(await roleOf(accounts.user.id)).toBe("user");
    expect(await roleOf(accounts.admin.id)).toBe("admin");
    expect(await roleOf(other.superadmin.id)).toBe("superadmin");
    expect(await auditCount()).toBe(before);
  });

  it("lists 5 users a page with name, email, phone and company", async () => {
    const list = await listUsersPage(db.em(), parseUserListQuery(new URLSearchParams()));
    expect(list.users).toHaveLength(5);
    expect(list.total).toBe(await db.em().count(User));
    expect(list.pageCount).toBe(Math.ceil(list.total / 5));
    expect(list.users[0]).toMatchObject({
      name: accounts.user.fullname,
      email: accounts.user.email,
      phone: "0911000000",
      company: "",
    });
  });
});

describe("/admin/users route", () => {
  const rolePost = (userId: number, role: string) =>
    formRequest("/admin/users?page=1", { intent: "role", userId: String(userId), role });

  it("redirects visitors and users to login, for the loader and a forged POST", async () => {
    for (const who of [null, accounts.user]) {
      expectLoginRedirect(
        await throughAdminGuard(usersRoute.loader, getRequest("/admin/users?page=2"), db.em(), who),
        "/admin/users?page=2",
      );
      expectLoginRedirect(
        await throughAdminGuard(
          usersRoute.action,
          rolePost(accounts.user.id, "admin"),
          db.em(),
          who,
        ),
        "/admin/users?page=1",
      );
    }
    expect(await roleOf(accounts.user.id)).toBe("user");
  });

  it("shows the list to admins, with role buttons only where a superadmin may use them", async () => {
    const asAdmin = (await throughAdminGuard(
      usersRoute.loader,
      getRequest("/admin/users"),
      db.em(),
      accounts.admin,
    )) as Awaited<ReturnType<typeof usersRoute.loader>>;
    expect(asAdmin.users.every((user) => !user.canChangeRole)).toBe(true);
    const asSuper = (await throughAdminGuard(
      usersRoute.loader,
      getRequest("/admin/users"),
      db.em(),
      accounts.superadmin,
    )) as Awaited<ReturnType<typeof usersRoute.loader>>;
    const byEmail = new Map(asSuper.users.map((user) => [user.email, user.canChangeRole]));
    expect(byEmail.get(accounts.user.email)).toBe(true);
    expect(byEmail.get(accounts.admin.email)).toBe(true);
    expect(byEmail.get(accounts.superadmin.email)).toBe(false);
  });

  it("answers 403 to an admin's forged POST and changes nothing", async () => {
    const outcome = await throughAdminGuard(
      usersRoute.action,
      rolePost(accounts.user.id, "admin"),
      db.em(),
      accounts.admin,
    );
    expect(statusOf(outcome)).toBe(403);
    expect(await roleOf(accounts.user.id)).toBe("user");
    const own = await throughAdminGuard(
      usersRoute.action,
      rolePost(accounts.superadmin.id, "user"),
      db.em(),
      accounts.superadmin,
    );
    expect(statusOf(own)).toBe(403);
    expect(await roleOf(accounts.superadmin.id)).toBe("superadmin");
  });

  it("lets a superadmin change a role and come back to the same page; bad input is a 400", async () => {
    const outcome = (await throughAdminGuard(
      usersRoute.action,
      rolePost(accounts.admin.id, "user"),
      db.em(),
      accounts.superadmin,
    )) as Response;
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/admin/users?page=1&notice=role-changed");
    expect(await roleOf(accounts.admin.id)).toBe("user");
    await changeUserRole(db.em(), accounts.superadmin, accounts.admin.id, "admin");

    const forgedRole = await throughAdminGuard(
      usersRoute.action,
      rolePost(accounts.user.id, "superadmin"),
      db.em(),
      accounts.superadmin,
    );
    expect(statusOf(forgedRole)).toBe(400);
    const unknown = await throughAdminGuard(
      usersRoute.action,
      rolePost(999999, "admin"),
      db.em(),
      accounts.superadmin,
    );
    expect(statusOf(unknown)).toBe(404);
    expect(await roleOf(accounts.user.id)).toBe("user");
  });
});

describe("searching, filtering and sorting the user list", () => {
  const stamp = Date.now();
  const made: Record<string, number> = {};
  const list = (query: string) =>
    listUsersPage(db.em(), parseUserListQuery(new URLSearchParams(query)), 100);
  const emails = async (query: string) => (await list(query)).users.map((user) => user.email);

  beforeAll(async () => {
    // Created one after the other, so their creation order is this order.
    const people = [
      ["Abebe Kebede", `abebe-${stamp}@Sheba.example.et`, "Sheba Trading PLC", "user"],
      ["Sara 100% Tesfaye", `sara-${stamp}@example.et`, null, "admin"],
      ["Hanna Girma", `hanna-${stamp}@example.et`, "Blue Nile Construction", "user"],
      ["Dawit_Bekele", `dawit-${stamp}@example.et`, "SHEBA logistics", "user"],
    ] as const;
    for (const [fullname, email, company, role] of people) {
      const user = await registerUser(
        db.em(),
        {
          fullname,
          email,
          phone: "0911000000",
          company: company ?? "",
          password: "long-enough-pass",
        },
        role,
      );
      made[fullname] = user.id;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await deactivateUser(db.em(), accounts.admin, made["Hanna Girma"]!);
  });

  it("finds a word in the name, the email or the company, in any letter case", async () => {
    expect(await emails("q=sheba")).toEqual([
      `abebe-${stamp}@sheba.example.et`,
      `dawit-${stamp}@example.et`,
    ]);
    expect(await emails("q=  GIRMA ")).toEqual([`hanna-${stamp}@example.et`]);
    expect(await emails(`q=SARA-${stamp}@EXAMPLE`)).toEqual([`sara-${stamp}@example.et`]);
    expect(await emails("q=blue nile")).toEqual([`hanna-${stamp}@example.et`]);
    expect(await emails("q=no-such-person-anywhere")).toEqual([]);
    expect((await list("q=no-such-person-anywhere")).total).toBe(0);
  });

  it("takes % and _ as typed, not as wildcards", async () => {
    expect(await emails("q=100%")).toEqual([`sara-${stamp}@example.et`]);
    expect(await emails("q=a_e")).toEqual([]);
    expect(await emails("q=dawit_b")).toEqual([`dawit-${stamp}@example.et`]);
  });

  it("filters by role and by status, and counts what it found", async () => {
    const admins = await list(`role=admin&q=${stamp}`);
    expect(admins.users.map((user) => user.name)).toEqual(["Sara 100% Tesfaye"]);
    expect(admins.total).toBe(1);
    expect(await emails(`role=user&q=${stamp}`)).toEqual([
      `abebe-${stamp}@sheba.example.et`,
      `hanna-${stamp}@example.et`,
      `dawit-${stamp}@example.et`,
    ]);
    const off = await list("status=deactivated");
    expect(off.users.map((user) => user.email)).toEqual([`hanna-${stamp}@example.et`]);
    expect(off.users[0]!.deactivatedAt).toEqual(expect.any(String));
    expect(await emails(`status=active&q=${stamp}`)).not.toContain(`hanna-${stamp}@example.et`);
    const superadmins = await list("role=superadmin");
    expect(superadmins.users.map((user) => user.id)).toContain(accounts.superadmin.id);
    expect(superadmins.users.every((user) => user.role === "superadmin")).toBe(true);
    expect(superadmins.total).toBe(await db.em().count(User, { role: "superadmin" }));
  });

  it("sorts by creation date, oldest first unless asked for the newest", async () => {
    const oldest = await emails(`q=${stamp}`);
    expect(oldest).toEqual([
      `abebe-${stamp}@sheba.example.et`,
      `sara-${stamp}@example.et`,
      `hanna-${stamp}@example.et`,
      `dawit-${stamp}@example.et`,
    ]);
    expect(await emails(`q=${stamp}&sort=newest`)).toEqual([...oldest].reverse());
    const all = await list("sort=newest");
    const created = all.users.map((user) => user.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(all.users[0]!.email).toBe(`dawit-${stamp}@example.et`);
  });

  it("reads odd parameters as no filter instead of failing", async () => {
    const query = parseUserListQuery(
      new URLSearchParams("role=owner&status=gone&sort=sideways&page=-4&q=" + "x".repeat(400)),
    );
    expect(query).toEqual({ q: "x".repeat(254), sort: "oldest", page: 1 });
    const all = await list("role=owner&status=gone&sort=sideways");
    expect(all.total).toBe(await db.em().count(User));
  });

  it("keeps the search in the page's links and after a change (post/redirect/get)", async () => {
    const query = `/admin/users?q=sheba&role=user&sort=newest`;
    const page = (await throughAdminGuard(
      usersRoute.loader,
      getRequest(query),
      db.em(),
      accounts.admin,
    )) as Awaited<ReturnType<typeof usersRoute.loader>>;
    expect(page.query).toEqual({ q: "sheba", role: "user", sort: "newest", page: 1 });
    expect(page.users.map((user) => user.name)).toEqual(["Dawit_Bekele", "Abebe Kebede"]);
    expect(page.users.every((user) => user.canChangeStatus && !user.canChangeRole)).toBe(true);

    const outcome = (await throughAdminGuard(
      usersRoute.action,
      formRequest(query, { intent: "deactivate", userId: String(made["Dawit_Bekele"]) }),
      db.em(),
      accounts.admin,
    )) as Response;
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe(`${query}&notice=deactivated`);
    const after = (await throughAdminGuard(
      usersRoute.loader,
      getRequest(`${query}&notice=deactivated`),
      db.em(),
      accounts.admin,
    )) as Awaited<ReturnType<typeof usersRoute.loader>>;
    expect(after.notice).toBe(
      "Account deactivated: its sessions and API tokens have ended and its alerts have stopped.",
    );
    expect(after.users.find((user) => user.name === "Dawit_Bekele")!.deactivatedAt).toEqual(
      expect.any(String),
    );
    const back = (await throughAdminGuard(
      usersRoute.action,
      formRequest(query, { intent: "reactivate", userId: String(made["Dawit_Bekele"]) }),
      db.em(),
      accounts.admin,
    )) as Response;
    expect(back.headers.get("Location")).toBe(`${query}&notice=reactivated`);
    expect((await db.em().findOneOrFail(User, made["Dawit_Bekele"]!)).deactivatedAt).toBeNull();
  });

  it("answers a refused change on the page with its message and status, changing nothing", async () => {
    const own = await throughAdminGuard(
      usersRoute.action,
      formRequest("/admin/users", { intent: "deactivate", userId: String(accounts.admin.id) }),
      db.em(),
      accounts.admin,
    );
    expect(statusOf(own)).toBe(403);
    expect(
      (own as { data: { result: { error: Record<string, string[]> } } }).data.result.error,
    ).toEqual({
      "": ["You cannot deactivate or reactivate your own account."],
    });
    const junk = await throughAdminGuard(
      usersRoute.action,
      formRequest("/admin/users", { intent: "explode", userId: String(made["Abebe Kebede"]) }),
      db.em(),
      accounts.admin,
    );
    expect(statusOf(junk)).toBe(400);
    const missing = await throughAdminGuard(
      usersRoute.action,
      formRequest("/admin/users", { intent: "deactivate", userId: "999999" }),
      db.em(),
      accounts.admin,
    );
    expect(statusOf(missing)).toBe(404);
    expect((await db.em().findOneOrFail(User, accounts.admin.id)).deactivatedAt).toBeNull();
    expect((await db.em().findOneOrFail(User, made["Abebe Kebede"]!)).deactivatedAt).toBeNull();
  });
});
