import { beforeAll, describe, expect, it } from "vitest";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import { User } from "~/modules/auth/user.entity";
import { ForbiddenError } from "~/modules/domain-errors";
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
    const list = await listUsersPage(db.em(), 1);
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
    formRequest("/admin/users?page=1", { userId: String(userId), role });

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
