import { beforeAll, describe, expect, it } from "vitest";
import { AlertProfile } from "~/modules/alerts/alert-profile.entity";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import { Category } from "~/modules/catalog/category.entity";
import { Source } from "~/modules/catalog/metadata.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import * as metadataPage from "~/routes/admin/metadata";
import * as metadataDelete from "~/routes/admin/metadata-delete";
import * as metadataRename from "~/routes/admin/metadata-rename";
import * as subcategoryDelete from "~/routes/admin/subcategories-delete";
import * as subcategoryRename from "~/routes/admin/subcategories-rename";
import { apiMiddleware } from "~/modules/api/api-middleware.server";
import * as metadataApi from "~/routes/api/metadata-item";
import * as subcategoryApi from "~/routes/api/subcategory";
import type { CurrentUser } from "~/server/request-context";
import {
  createAccounts,
  expectLoginRedirect,
  getRequest,
  statusOf,
  throughAdminGuard,
  type Accounts,
} from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { formRequest, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();
let accounts: Accounts;
let counter = 0;

beforeAll(async () => {
  accounts = await createAccounts(db.em(), "upkeep-routes");
});

interface Items {
  /** Used by one tender and one alert profile; the merge target; used by nothing. */
  used: number;
  target: number;
  unused: number;
  categoryId: number;
}

/** Three sources, or three subcategories of one category, the first in use. */
async function items(kind: "sources" | "subcategories"): Promise<Items> {
  const em = db.em();
  const tag = `${kind} ${++counter}`;
  const category = em.create(Category, { name: `Category ${tag}` });
  const make = (name: string) =>
    kind === "sources"
      ? em.create(Source, { name: `${name} ${tag}` })
      : em.create(Subcategory, { name: `${name} ${tag}`, category });
  const [used, target, unused] = [make("Used"), make("Target"), make("Unused")];
  await em.flush();
  const tender = em.create(Tender, { title: `Tender ${tag}` } as never) as Tender;
  tender.categories.add(category);
  const profile = em.create(AlertProfile, {
    user: accounts.user.id,
    name: `Profile ${tag}`,
  } as never) as AlertProfile;
  if (kind === "sources") {
    tender.source = used as Source;
    profile.sources.add(used as Source);
  } else {
    tender.subcategories.add(used as Subcategory);
    profile.subcategories.add(used as Subcategory);
  }
  await em.flush();
  return { used: used.id, target: target.id, unused: unused.id, categoryId: category.id };
}

async function exists(kind: "sources" | "subcategories", id: number) {
  const rows = await db.em().execute(`select 1 from "${kind}" where id = ?`, [id]);
  return rows.length === 1;
}

async function nameOf(kind: "sources" | "subcategories", id: number) {
  const [row] = await db
    .em()
    .execute<{ name: string }[]>(`select name from "${kind}" where id = ?`, [id]);
  return row?.name;
}

type RouteFunction = (args: never) => unknown;
type RouteModule = { loader: RouteFunction; action: RouteFunction };
type Call = readonly [RouteFunction, Request, Record<string, string>];

/** Each page's loader and action, with its path and params, for one item. */
function pages(kind: "sources" | "subcategories", item: Items, id: number) {
  const base =
    kind === "sources"
      ? `/admin/metadata/sources/${id}`
      : `/admin/categories/${item.categoryId}/subcategories/${id}`;
  const params: Record<string, string> =
    kind === "sources"
      ? { kind: "sources", id: String(id) }
      : { categoryId: String(item.categoryId), id: String(id) };
  const rename = (kind === "sources" ? metadataRename : subcategoryRename) as RouteModule;
  const remove = (kind === "sources" ? metadataDelete : subcategoryDelete) as RouteModule;
  return {
    renameLoader: (): Call => [rename.loader, getRequest(`${base}/rename`), params],
    renameAction: (name: string): Call => [
      rename.action,
      formRequest(`${base}/rename`, { name }),
      params,
    ],
    deleteLoader: (): Call => [remove.loader, getRequest(`${base}/delete`), params],
    deleteAction: (fields: Record<string, string> = {}): Call => [
      remove.action,
      formRequest(`${base}/delete`, fields),
      params,
    ],
  };
}

function run(call: Call, who: CurrentUser | null) {
  const [route, request, params] = call;
  return throughAdminGuard(route, request, db.em(), who, params);
}

/** An API call to the item's resource, as the bearer `who` (null: no token). */
function api(
  kind: "sources" | "subcategories",
  item: Items,
  id: number,
  who: CurrentUser | null,
  method: "GET" | "PUT" | "DELETE",
  options: { body?: unknown; query?: string } = {},
) {
  const path =
    kind === "sources"
      ? `/api/tenders/metadata/sources/${id}`
      : `/api/categories/${item.categoryId}/subcategories/${id}`;
  const params: Record<string, string> =
    kind === "sources"
      ? { kind: "sources", id: String(id) }
      : { categoryId: String(item.categoryId), id: String(id) };
  const request = new Request(`http://localhost${path}${options.query ?? ""}`, {
    method,
    ...(options.body === undefined
      ? {}
      : { body: JSON.stringify(options.body), headers: { "Content-Type": "application/json" } }),
  });
  const args = routeArgs(request, db.em(), who, params);
  if (method === "GET") {
    // These routes serve no GET: the API middleware refuses it before any route runs.
    const pattern =
      kind === "sources"
        ? "/api/tenders/metadata/:kind/:id"
        : "/api/categories/:categoryId/subcategories/:id";
    return settle(() =>
      apiMiddleware({ ...(args as object), pattern } as never, () => {
        throw new Error("the route ran");
      }),
    );
  }
  const route = kind === "sources" ? metadataApi : subcategoryApi;
  return settle(() => (route.action as (args: never) => unknown)(args));
}

async function answer(outcome: unknown) {
  const response = outcome as Response;
  return { status: response.status, body: await response.json() };
}

describe.each(["sources", "subcategories"] as const)("%s pages", (kind) => {
  it("send visitors and users to log in from every page, changing nothing", async () => {
    const item = await items(kind);
    const audits = await db.em().count(AuditLog);
    for (const who of [null, accounts.user]) {
      const p = pages(kind, item, item.used);
      for (const call of [
        p.renameLoader(),
        p.renameAction("Forged"),
        p.deleteLoader(),
        p.deleteAction(),
        p.deleteAction({ mergeInto: String(item.target) }),
      ]) {
        const url = new URL(call[1].url);
        expectLoginRedirect(await run(call, who), url.pathname);
      }
    }
    expect(await nameOf(kind, item.used)).toContain("Used");
    expect(await exists(kind, item.used)).toBe(true);
    expect(await db.em().count(AuditLog)).toBe(audits);
  });

  it("let an admin rename (duplicates and blanks refused, input kept) but not delete", async () => {
    const item = await items(kind);
    const p = pages(kind, item, item.used);
    expect(await run(p.renameLoader(), accounts.admin)).toMatchObject({ id: item.used });
    const targetName = (await nameOf(kind, item.target))!;
    const duplicate = (await run(p.renameAction(targetName.toUpperCase()), accounts.admin)) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(duplicate.init.status).toBe(409);
    expect(duplicate.data.result.error.name).toEqual([
      kind === "sources"
        ? "This source already exists."
        : "This category already has a subcategory with this name.",
    ]);
    expect(duplicate.data.result.initialValue.name).toBe(targetName.toUpperCase());
    const blank = (await run(p.renameAction("   "), accounts.admin)) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(blank.init.status).toBe(400);
    expect(blank.data.result.error.name).toEqual([
      kind === "sources" ? "Name is required." : "Subcategory name is required.",
    ]);
    const renamed = (await run(p.renameAction(" Renamed by admin "), accounts.admin)) as Response;
    expect(renamed.headers.get("Location")).toBe(
      kind === "sources"
        ? "/admin/metadata?tab=sources&page=1&renamed=Renamed+by+admin"
        : `/admin/categories?detail=${item.categoryId}&notice=subcategory-renamed`,
    );
    expect(await nameOf(kind, item.used)).toBe("Renamed by admin");

    expect(statusOf(await run(p.deleteLoader(), accounts.admin))).toBe(403);
    const unused = pages(kind, item, item.unused);
    expect(statusOf(await run(unused.deleteAction(), accounts.admin))).toBe(403);
    const merge = p.deleteAction({ mergeInto: String(item.target) });
    expect(statusOf(await run(merge, accounts.admin))).toBe(403);
    expect(await exists(kind, item.unused)).toBe(true);
    expect(await exists(kind, item.used)).toBe(true);
  });

  it("let a superadmin see the usage, be refused a plain delete, merge and delete", async () => {
    const item = await items(kind);
    const p = pages(kind, item, item.used);
    const preview = (await run(p.deleteLoader(), accounts.superadmin)) as {
      usage: unknown;
      targets: { id: number }[];
    };
    expect(preview.usage).toEqual({ tenders: 1, alertProfiles: 1 });
    // Every other item of the list (of the category, for a subcategory), never itself.
    const targetIds = preview.targets.map((target) => target.id);
    expect(targetIds).toEqual(expect.arrayContaining([item.target, item.unused]));
    expect(targetIds).not.toContain(item.used);
    if (kind === "subcategories") expect(targetIds).toHaveLength(2);
    const refused = (await run(p.deleteAction(), accounts.superadmin)) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(refused.init.status).toBe(409);
    expect(refused.data.result.error[""]).toEqual([
      "It is still in use: choose another one to merge it into.",
    ]);
    const self = (await run(
      p.deleteAction({ mergeInto: String(item.used) }),
      accounts.superadmin,
    )) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(self.init.status).toBe(400);
    expect(self.data.result.error.mergeInto?.[0]).toMatch(/^Choose another /);
    const junk = await run(p.deleteAction({ mergeInto: "abc" }), accounts.superadmin);
    expect(statusOf(junk)).toBe(400);
    expect(await exists(kind, item.used)).toBe(true);

    const merged = (await run(
      p.deleteAction({ mergeInto: String(item.target) }),
      accounts.superadmin,
    )) as Response;
    expect(await exists(kind, item.used)).toBe(false);
    const usedName = `Used ${kind} ${counter}`;
    expect(merged.headers.get("Location")).toBe(
      kind === "sources"
        ? `/admin/metadata?${new URLSearchParams({ tab: "sources", page: "1", merged: usedName, into: `Target ${kind} ${counter}` })}`
        : `/admin/categories?detail=${item.categoryId}&notice=subcategory-merged`,
    );
    const deleted = (await run(
      pages(kind, item, item.unused).deleteAction(),
      accounts.superadmin,
    )) as Response;
    expect(deleted.status).toBe(302);
    expect(await exists(kind, item.unused)).toBe(false);
    // Gone now: the pages answer 404.
    expect(statusOf(await run(p.deleteLoader(), accounts.superadmin))).toBe(404);
    expect(statusOf(await run(p.renameLoader(), accounts.superadmin))).toBe(404);
  });
});

describe("metadata list page", () => {
  it("offers Delete to superadmins only and says what a rename, delete or merge did", async () => {
    const list = (who: CurrentUser, query = "") =>
      throughAdminGuard(
        metadataPage.loader,
        getRequest(`/admin/metadata?tab=sources${query}`),
        db.em(),
        who,
      ) as Promise<Awaited<ReturnType<typeof metadataPage.loader>>>;
    expect((await list(accounts.admin)).canDelete).toBe(false);
    expect((await list(accounts.superadmin)).canDelete).toBe(true);
    expect((await list(accounts.admin, "&renamed=Herald")).notice).toBe('Renamed to "Herald".');
    expect((await list(accounts.admin, "&deleted=Herald")).notice).toBe('Deleted "Herald".');
    expect((await list(accounts.admin, "&merged=Herald&into=Zemen")).notice).toBe(
      'Merged "Herald" into "Zemen".',
    );
  });

  it("answers 404 for a kind or an id that is not one", async () => {
    for (const params of [
      { kind: "planets", id: "1" },
      { kind: "sources", id: "abc" },
      { kind: "sources", id: "2000000000" },
    ]) {
      const outcome = await throughAdminGuard(
        metadataRename.loader,
        getRequest(`/admin/metadata/${params.kind}/${params.id}/rename`),
        db.em(),
        accounts.admin,
        params,
      );
      expect(statusOf(outcome)).toBe(404);
    }
  });
});

describe.each(["sources", "subcategories"] as const)("%s API", (kind) => {
  it("401 without a token, 403 for users, admins rename but may not delete", async () => {
    const item = await items(kind);
    for (const method of ["PUT", "DELETE"] as const) {
      const body = method === "PUT" ? { name: "Forged" } : undefined;
      const visitor = await answer(await api(kind, item, item.used, null, method, { body }));
      expect(visitor.status).toBe(401);
      const user = await answer(await api(kind, item, item.used, accounts.user, method, { body }));
      expect(user.status).toBe(403);
    }
    const adminDelete = await answer(
      await api(kind, item, item.unused, accounts.admin, "DELETE", {
        query: `?mergeInto=${item.target}`,
      }),
    );
    expect(adminDelete.status).toBe(403);
    expect(await exists(kind, item.unused)).toBe(true);

    const renamed = await answer(
      await api(kind, item, item.used, accounts.admin, "PUT", {
        body: { name: " Api name ", nameAm: " የኤፒአይ ስም " },
      }),
    );
    expect(renamed).toEqual({
      status: 200,
      body: { id: item.used, name: "Api name", nameAm: "የኤፒአይ ስም" },
    });
    // Left out of an update, the Amharic name stays; null removes it.
    const kept = await answer(
      await api(kind, item, item.used, accounts.admin, "PUT", { body: { name: "Api name" } }),
    );
    expect(kept.body).toMatchObject({ nameAm: "የኤፒአይ ስም" });
    const removed = await answer(
      await api(kind, item, item.used, accounts.admin, "PUT", {
        body: { name: "Api name", nameAm: null },
      }),
    );
    expect(removed.body).toMatchObject({ nameAm: null });
    const targetName = (await nameOf(kind, item.target))!;
    const duplicate = await answer(
      await api(kind, item, item.used, accounts.admin, "PUT", {
        body: { name: targetName.toLowerCase() },
      }),
    );
    expect(duplicate.status).toBe(409);
    const blank = await answer(
      await api(kind, item, item.used, accounts.admin, "PUT", { body: { name: "  " } }),
    );
    expect(blank.status).toBe(400);
    expect(blank.body.errors.name).toHaveLength(1);
    expect(await nameOf(kind, item.used)).toBe("Api name");
    const get = (await api(kind, item, item.used, accounts.admin, "GET")) as Response;
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("PUT, DELETE");
  });

  it("superadmin: 409 with the counts, 400 for a bad target, merge and plain delete", async () => {
    const item = await items(kind);
    const refused = await answer(await api(kind, item, item.used, accounts.superadmin, "DELETE"));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: `Used by 1 tender and 1 alert profile: merge it into another ${kind === "sources" ? "source" : "subcategory"} instead.`,
      usage: { tenders: 1, alertProfiles: 1 },
    });
    for (const query of ["?mergeInto=abc", `?mergeInto=${item.used}`, "?mergeInto=2000000000"]) {
      const bad = await answer(
        await api(kind, item, item.used, accounts.superadmin, "DELETE", { query }),
      );
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(["mergeInto"]);
    }
    expect(await exists(kind, item.used)).toBe(true);
    const merged = await answer(
      await api(kind, item, item.used, accounts.superadmin, "DELETE", {
        query: `?mergeInto=${item.target}`,
      }),
    );
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({
      id: item.used,
      mergedInto: { id: item.target },
      tendersMoved: 1,
      alertProfilesMoved: 1,
    });
    const deleted = await answer(await api(kind, item, item.unused, accounts.superadmin, "DELETE"));
    expect(deleted.body).toMatchObject({ id: item.unused, mergedInto: null, tendersMoved: 0 });
    expect(await exists(kind, item.unused)).toBe(false);
    const again = await answer(await api(kind, item, item.unused, accounts.superadmin, "DELETE"));
    expect(again.status).toBe(404);
  });
});
