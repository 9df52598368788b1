import { beforeAll, describe, expect, it } from "vitest";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import {
  addSubcategory,
  createCategory,
  deleteCategory,
  listCategoriesPage,
  renameCategory,
} from "~/modules/catalog/categories.server";
import { addMetadataItem, listMetadataPage } from "~/modules/catalog/metadata.server";
import { AdvertContact } from "~/modules/contact/advert-contact.entity";
import { BlankNameError, DuplicateNameError, ForbiddenError } from "~/modules/domain-errors";
import { Page } from "~/modules/pages/page.entity";
import { getRenderedPage } from "~/modules/pages/pages.server";
import { Tender } from "~/modules/tenders/tender.entity";
import * as adsRoute from "~/routes/admin/ads";
import * as categoriesRoute from "~/routes/admin/categories";
import * as createRoute from "~/routes/admin/categories-create";
import * as deleteRoute from "~/routes/admin/categories-delete";
import * as editRoute from "~/routes/admin/categories-edit";
import * as metadataRoute from "~/routes/admin/metadata";
import * as pagesRoute from "~/routes/admin/pages";
import * as pageEditRoute from "~/routes/admin/pages-edit";
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
  accounts = await createAccounts(db.em(), "catalog");
  const em = db.em();
  em.create(Page, { slug: "about", title: "About Us", body: "# About\n\nWe list tenders." });
  await em.flush();
});

const audits = (entityType: string, entityId: number) =>
  db.em().find(AuditLog, { entityType, entityId }, { orderBy: { id: "asc" } });

describe("categories", () => {
  it("trims names, refuses blanks and duplicates in any letter case, and audits", async () => {
    const created = await createCategory(db.em(), accounts.admin, "  Road Works  ");
    expect(created.name).toBe("Road Works");
    await expect(createCategory(db.em(), accounts.admin, "road WORKS")).rejects.toThrow(
      new DuplicateNameError("A category with this name already exists."),
    );
    await expect(createCategory(db.em(), accounts.admin, "   ")).rejects.toBeInstanceOf(
      BlankNameError,
    );
    expect(await db.em().count(Category, { name: { $ilike: "road works" } })).toBe(1);
    const [audit] = await audits("Category", created.id);
    expect(audit).toMatchObject({ action: "create", actorEmail: accounts.admin.email });
  });

  it("renames, allowing a change of letter case of the same category but not another's name", async () => {
    const a = await createCategory(db.em(), accounts.admin, "Cleaning Services");
    await createCategory(db.em(), accounts.admin, "Catering");
    await renameCategory(db.em(), accounts.superadmin, a.id, "cleaning services ");
    expect((await db.em().findOneOrFail(Category, a.id)).name).toBe("cleaning services");
    await expect(renameCategory(db.em(), accounts.admin, a.id, "CATERING")).rejects.toBeInstanceOf(
      DuplicateNameError,
    );
    expect((await db.em().findOneOrFail(Category, a.id)).name).toBe("cleaning services");
    expect((await audits("Category", a.id)).map((row) => row.action)).toEqual(["create", "update"]);
  });

  it("lists 5 per page sorted by name case-insensitively, clamping pages past the end", async () => {
    const em = db.em();
    for (const name of ["zeta", "Alpha", "beta", "Gamma", "delta", "Epsilon"]) {
      em.create(Category, { name: `Sort ${name}` });
    }
    await em.flush();
    const first = await listCategoriesPage(db.em(), 1);
    expect(first.categories).toHaveLength(5);
    const all = [];
    for (let page = 1; page <= first.pageCount; page++) {
      all.push(...(await listCategoriesPage(db.em(), page)).categories.map((c) => c.name));
    }
    const sorts = all.filter((name) => name.startsWith("Sort "));
    expect(sorts).toEqual([
      "Sort Alpha",
      "Sort beta",
      "Sort delta",
      "Sort Epsilon",
      "Sort Gamma",
      "Sort zeta",
    ]);
    expect((await listCategoriesPage(db.em(), 999)).page).toBe(first.pageCount);
  });

  it("keeps subcategory names unique per category only, case-insensitively", async () => {
    const works = await createCategory(db.em(), accounts.admin, "Construction");
    const goods = await createCategory(db.em(), accounts.admin, "Goods");
    const sub = await addSubcategory(db.em(), accounts.admin, works.id, " Roads ");
    expect(sub.name).toBe("Roads");
    await expect(addSubcategory(db.em(), accounts.admin, works.id, "ROADS")).rejects.toThrow(
      "This category already has a subcategory with this name.",
    );
    await expect(addSubcategory(db.em(), accounts.admin, goods.id, "roads")).resolves.toMatchObject(
      { name: "roads" },
    );
    await expect(addSubcategory(db.em(), accounts.admin, works.id, "  ")).rejects.toThrow(
      "Subcategory name is required.",
    );
    expect(await db.em().count(Subcategory, { category: works.id })).toBe(1);
    expect((await audits("Subcategory", sub.id))[0]?.action).toBe("create");
  });

  it("lets only a superadmin delete; tenders keep their other categories", async () => {
    const em = db.em();
    const doomed = await createCategory(em, accounts.admin, "Doomed");
    const kept = await createCategory(em, accounts.admin, "Kept");
    await addSubcategory(em, accounts.admin, doomed.id, "Doomed sub");
    const tender = em.create(Tender, {
      title: "Bridge repair",
      publishedBy: accounts.admin.id,
    } as never) as Tender;
    tender.categories.add(em.getReference(Category, doomed.id), em.getReference(Category, kept.id));
    await em.flush();

    await expect(deleteCategory(db.em(), accounts.admin, doomed.id)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(await db.em().count(Category, { id: doomed.id })).toBe(1);

    await deleteCategory(db.em(), accounts.superadmin, doomed.id);
    expect(await db.em().count(Category, { id: doomed.id })).toBe(0);
    expect(await db.em().count(Subcategory, { name: "Doomed sub" })).toBe(0);
    const reloaded = await db.em().findOneOrFail(Tender, tender.id, { populate: ["categories"] });
    expect(reloaded.categories.getItems().map((c) => c.name)).toEqual(["Kept"]);
    const [audit] = await audits("Category", doomed.id).then((rows) =>
      rows.filter((row) => row.action === "delete"),
    );
    expect(audit?.actorEmail).toBe(accounts.superadmin.email);
  });
});

describe("metadata", () => {
  it("ignores blank names, refuses duplicates in any case and pages 5 at a time", async () => {
    expect(await addMetadataItem(db.em(), accounts.admin, "languages", "   ")).toEqual({
      added: false,
    });
    expect(await db.em().count(Language)).toBe(0);
    for (const name of ["Amharic", "Afaan Oromo", "Tigrinya", "Somali", "English", "Afar"]) {
      await addMetadataItem(db.em(), accounts.admin, "languages", ` ${name} `);
    }
    await expect(addMetadataItem(db.em(), accounts.admin, "languages", "AMHARIC")).rejects.toThrow(
      new DuplicateNameError("This language already exists."),
    );
    // The same name is fine in another list.
    await addMetadataItem(db.em(), accounts.admin, "regions", "Amharic");
    await addMetadataItem(db.em(), accounts.admin, "sources", "Addis Zemen");
    expect(await db.em().count(Region)).toBe(1);
    expect(await db.em().count(Source)).toBe(1);

    const first = await listMetadataPage(db.em(), "languages", 1);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 6 });
    expect(first.items.map((item) => item.name)).toEqual([
      "Afaan Oromo",
      "Afar",
      "Amharic",
      "English",
      "Somali",
    ]);
    const second = await listMetadataPage(db.em(), "languages", 2);
    expect(second.items.map((item) => item.name)).toEqual(["Tigrinya"]);
    const amharic = await db.em().findOneOrFail(Language, { name: "Amharic" });
    expect((await audits("Language", amharic.id))[0]?.action).toBe("create");
  });
});

describe("admin catalogue routes", () => {
  it("refuse visitors and users on every loader, changing nothing on every action", async () => {
    const category = await createCategory(db.em(), accounts.admin, "Guarded");
    const before = {
      categories: await db.em().count(Category),
      subcategories: await db.em().count(Subcategory),
      languages: await db.em().count(Language),
      audits: await db.em().count(AuditLog),
    };
    const id = String(category.id);
    const calls = [
      () => [categoriesRoute.loader, getRequest("/admin/categories?page=1"), {}] as const,
      () =>
        [
          categoriesRoute.action,
          formRequest("/admin/categories", { categoryId: id, name: "Forged sub" }),
          {},
        ] as const,
      () => [createRoute.loader, getRequest("/admin/categories/create"), {}] as const,
      () =>
        [
          createRoute.action,
          formRequest("/admin/categories/create", { name: "Forged" }),
          {},
        ] as const,
      () => [editRoute.loader, getRequest(`/admin/categories/edit/${id}`), { id }] as const,
      () =>
        [
          editRoute.action,
          formRequest(`/admin/categories/edit/${id}`, { name: "Forged name" }),
          { id },
        ] as const,
      () => [deleteRoute.loader, getRequest(`/admin/categories/delete/${id}`), { id }] as const,
      () =>
        [deleteRoute.action, formRequest(`/admin/categories/delete/${id}`, {}), { id }] as const,
      () => [metadataRoute.loader, getRequest("/admin/metadata?tab=regions"), {}] as const,
      () =>
        [
          metadataRoute.action,
          formRequest("/admin/metadata", { kind: "languages", name: "Forged" }),
          {},
        ] as const,
      () => [adsRoute.loader, getRequest("/admin/ads"), {}] as const,
      () => [pagesRoute.loader, getRequest("/admin/pages"), {}] as const,
      () => [pageEditRoute.loader, getRequest("/admin/pages/about"), { slug: "about" }] as const,
      () =>
        [
          pageEditRoute.action,
          formRequest("/admin/pages/about", { title: "Forged", body: "Forged", intent: "save" }),
          { slug: "about" },
        ] as const,
    ];
    for (const who of [null, accounts.user]) {
      for (const call of calls) {
        const [run, request, params] = call();
        const path = new URL(request.url).pathname + new URL(request.url).search;
        expectLoginRedirect(
          await throughAdminGuard(run, request, db.em(), who, params as Record<string, string>),
          path,
        );
      }
    }
    expect({
      categories: await db.em().count(Category),
      subcategories: await db.em().count(Subcategory),
      languages: await db.em().count(Language),
      audits: await db.em().count(AuditLog),
    }).toEqual(before);
    expect((await db.em().findOneOrFail(Page, { slug: "about" })).title).toBe("About Us");
  });

  it("let admins and superadmins read every screen", async () => {
    const category = await createCategory(db.em(), accounts.admin, "Readable");
    const id = String(category.id);
    for (const who of [accounts.admin, accounts.superadmin]) {
      const list = (await throughAdminGuard(
        categoriesRoute.loader,
        getRequest(`/admin/categories?detail=${id}`),
        db.em(),
        who,
      )) as Awaited<ReturnType<typeof categoriesRoute.loader>>;
      expect(list.detail).toMatchObject({ name: "Readable", subcategories: [] });
      expect(list.canDelete).toBe(who.role === "superadmin");
      expect(
        await throughAdminGuard(editRoute.loader, getRequest(`/x`), db.em(), who, { id }),
      ).toEqual({ id: category.id, name: "Readable", nameAm: null });
      expect(
        await throughAdminGuard(createRoute.loader, getRequest("/x"), db.em(), who),
      ).toBeNull();
      const metadata = (await throughAdminGuard(
        metadataRoute.loader,
        getRequest("/admin/metadata?tab=nonsense&page=abc"),
        db.em(),
        who,
      )) as Awaited<ReturnType<typeof metadataRoute.loader>>;
      expect(metadata).toMatchObject({ tab: "languages", page: 1 });
      const ads = (await throughAdminGuard(
        adsRoute.loader,
        getRequest("/admin/ads"),
        db.em(),
        who,
      )) as Awaited<ReturnType<typeof adsRoute.loader>>;
      expect(ads.page).toBe(1);
      const pages = (await throughAdminGuard(
        pagesRoute.loader,
        getRequest("/admin/pages"),
        db.em(),
        who,
      )) as Awaited<ReturnType<typeof pagesRoute.loader>>;
      expect(pages.pages.map((page) => page.slug)).toEqual(["about"]);
    }
    // The delete confirmation is a superadmin screen: an admin gets 403, not the page.
    const refused = await throughAdminGuard(
      deleteRoute.loader,
      getRequest("/x"),
      db.em(),
      accounts.admin,
      {
        id,
      },
    );
    expect(statusOf(refused)).toBe(403);
    const confirm = await throughAdminGuard(
      deleteRoute.loader,
      getRequest("/x"),
      db.em(),
      accounts.superadmin,
      { id },
    );
    expect(confirm).toMatchObject({ name: "Readable" });
    expect(
      statusOf(
        await throughAdminGuard(editRoute.loader, getRequest("/x"), db.em(), accounts.admin, {
          id: "abc",
        }),
      ),
    ).toBe(404);
  });

  it("create, edit and subcategory actions give field errors and redirect with notices", async () => {
    const create = (name: string) =>
      throughAdminGuard(
        createRoute.action,
        formRequest("/admin/categories/create", { name }),
        db.em(),
        accounts.admin,
      );
    const created = (await create("  Printing ")) as Response;
    expect(created.headers.get("Location")).toBe("/admin/categories?notice=created");
    const duplicate = (await create("PRINTING")) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(duplicate.init.status).toBe(409);
    expect(duplicate.data.result.error.name).toEqual(["A category with this name already exists."]);
    expect(duplicate.data.result.initialValue.name).toBe("PRINTING");
    const blank = (await create("   ")) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(blank.data.result.error.name).toEqual(["Category name is required."]);

    const printing = await db.em().findOneOrFail(Category, { name: "Printing" });
    const id = String(printing.id);
    const edited = (await throughAdminGuard(
      editRoute.action,
      formRequest(`/admin/categories/edit/${id}`, { name: "Printing & Publishing" }),
      db.em(),
      accounts.admin,
      { id },
    )) as Response;
    expect(edited.headers.get("Location")).toBe("/admin/categories?notice=updated");
    const list = (await throughAdminGuard(
      categoriesRoute.loader,
      getRequest("/admin/categories?notice=updated"),
      db.em(),
      accounts.admin,
    )) as Awaited<ReturnType<typeof categoriesRoute.loader>>;
    expect(list.notice).toBe("Category updated successfully!");

    const addSub = (name: string) =>
      throughAdminGuard(
        categoriesRoute.action,
        formRequest(`/admin/categories?page=2&detail=${id}`, { categoryId: id, name }),
        db.em(),
        accounts.admin,
      );
    const added = (await addSub("Books")) as Response;
    expect(added.headers.get("Location")).toBe(
      `/admin/categories?page=2&detail=${id}&notice=subcategory-added`,
    );
    const blankSub = (await addSub("  ")) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(blankSub.data.result.error.name).toEqual(["Subcategory name is required."]);
    const dupSub = (await addSub("books")) as { init: { status: number } };
    expect(dupSub.init.status).toBe(409);
    const badId = await throughAdminGuard(
      categoriesRoute.action,
      formRequest("/admin/categories", { categoryId: "999999", name: "Lost" }),
      db.em(),
      accounts.admin,
    );
    expect(statusOf(badId)).toBe(404);
  });

  it("delete action: admin 403 and nothing changes; superadmin deletes with an audit row", async () => {
    const category = await createCategory(db.em(), accounts.admin, "To delete");
    const id = String(category.id);
    const request = () => formRequest(`/admin/categories/delete/${id}`, {});
    const forged = await throughAdminGuard(deleteRoute.action, request(), db.em(), accounts.admin, {
      id,
    });
    expect(statusOf(forged)).toBe(403);
    expect(await db.em().count(Category, { id: category.id })).toBe(1);
    const done = (await throughAdminGuard(
      deleteRoute.action,
      request(),
      db.em(),
      accounts.superadmin,
      { id },
    )) as Response;
    expect(done.headers.get("Location")).toBe("/admin/categories?notice=deleted");
    expect(await db.em().count(Category, { id: category.id })).toBe(0);
    expect((await audits("Category", category.id)).map((row) => row.action)).toContain("delete");
  });

  it("metadata action: blank ignored, duplicate refused, success redirects to page 1", async () => {
    const add = (kind: string, name: string) =>
      throughAdminGuard(
        metadataRoute.action,
        formRequest("/admin/metadata", { kind, name }),
        db.em(),
        accounts.superadmin,
      );
    const before = await db.em().count(Source);
    const blank = (await add("sources", "  ")) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(blank.data.result.error[""]).toEqual(["Nothing added: the name was empty."]);
    expect(await db.em().count(Source)).toBe(before);
    const added = (await add("sources", "Ethiopian Herald")) as Response;
    expect(added.headers.get("Location")).toBe(
      "/admin/metadata?tab=sources&page=1&added=Ethiopian+Herald",
    );
    const duplicate = (await add("sources", "ethiopian herald")) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(duplicate.init.status).toBe(409);
    expect(duplicate.data.result.error.name).toEqual(["This source already exists."]);
    expect(statusOf(await add("planets", "Mars"))).toBe(400);
    expect(await db.em().count(Source)).toBe(before + 1);
  });

  it("ads list is newest first with the full message", async () => {
    const em = db.em();
    for (let i = 1; i <= 6; i++) {
      em.create(AdvertContact, {
        name: `Advertiser ${i}`,
        email: `ad${i}@example.et`,
        phone: "0911000000",
        subject: `Message ${i} `.repeat(20),
        createdAt: new Date(Date.UTC(2026, 0, i)),
      });
    }
    await em.flush();
    const first = (await throughAdminGuard(
      adsRoute.loader,
      getRequest("/admin/ads"),
      db.em(),
      accounts.admin,
    )) as Awaited<ReturnType<typeof adsRoute.loader>>;
    expect(first.ads.map((ad) => ad.name)).toEqual([
      "Advertiser 6",
      "Advertiser 5",
      "Advertiser 4",
      "Advertiser 3",
      "Advertiser 2",
    ]);
    expect(first.ads[0]?.subject).toBe("Message 6 ".repeat(20));
    expect(first.pageCount).toBe(2);
  });

  it("page editing: preview renders like the public page, save stores and audits", async () => {
    const body = "## Mission\n\nFree tenders for **everyone**.\n\n<script>alert(1)</script>";
    const preview = (await throughAdminGuard(
      pageEditRoute.action,
      formRequest("/admin/pages/about", { intent: "preview", title: "About Us", body }),
      db.em(),
      accounts.admin,
      { slug: "about" },
    )) as { data: { previewHtml: string } };
    expect(preview.data.previewHtml).toContain("<h2>Mission</h2>");
    expect(preview.data.previewHtml).not.toContain("<script");
    expect((await db.em().findOneOrFail(Page, { slug: "about" })).body).not.toContain("Mission");

    const blank = await throughAdminGuard(
      pageEditRoute.action,
      formRequest("/admin/pages/about", { intent: "save", title: " ", body }),
      db.em(),
      accounts.admin,
      { slug: "about" },
    );
    expect(statusOf(blank)).toBe(400);

    const saved = (await throughAdminGuard(
      pageEditRoute.action,
      formRequest("/admin/pages/about", { intent: "save", title: "About TenderLink", body }),
      db.em(),
      accounts.admin,
      { slug: "about" },
    )) as Response;
    expect(saved.headers.get("Location")).toBe("/admin/pages?saved=about");
    const page = await db.em().findOneOrFail(Page, { slug: "about" });
    const rendered = await getRenderedPage(db.em(), "about", "en");
    expect(rendered?.title).toBe("About TenderLink");
    expect(rendered?.html).toBe(preview.data.previewHtml);
    expect((await audits("Page", page.id))[0]).toMatchObject({
      action: "update",
      actorEmail: accounts.admin.email,
    });
    const unknown = await throughAdminGuard(
      pageEditRoute.loader,
      getRequest("/admin/pages/nope"),
      db.em(),
      accounts.admin,
      { slug: "nope" },
    );
    expect(statusOf(unknown)).toBe(404);
  });
});
