import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi, beforeAll } from "vitest";
import type { EntityManager } from "@mikro-orm/postgresql";

// Documents go to a private folder, so "nothing stored" can be checked while other test files
// write their own documents. Must be set before any module reads the config.
const dataDir = vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "admin-tenders-"));
  process.env.DATA_DIR = dir;
  return dir;
});

import { AuditLog } from "~/modules/audit/audit-log.entity";
import { adminOnlyMiddleware } from "~/modules/auth/admin-middleware.server";
import { registerUser } from "~/modules/auth/accounts.server";
import type { Role } from "~/modules/auth/user.entity";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import { SavedTender } from "~/modules/saved/saved-tender.entity";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { action as createAction } from "~/routes/admin/tenders-create";
import { action as deleteAction } from "~/routes/admin/tenders-delete";
import { action as editAction, loader as editLoader } from "~/routes/admin/tenders-edit";
import { loader as listLoader } from "~/routes/admin/tenders";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { inLocale, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();
const samples = path.resolve("scripts/seed/files");
const PDF = fs.readFileSync(path.join(samples, "sample.pdf"));
const DOCX = fs.readFileSync(path.join(samples, "sample.docx"));
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(64)]);
const documentsDir = path.join(await dataDir, "documents");

type FormReply = {
  init: { status: number };
  data: {
    result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  };
};

const users = {} as Record<"admin" | "otherAdmin" | "superadmin" | "user", CurrentUser>;
const catalogue = {} as {
  roads: Category;
  water: Category;
  asphalt: Subcategory;
  bridges: Subcategory;
  pipes: Subcategory;
  language: Language;
  source: Source;
  region: Region;
};

async function account(em: EntityManager, email: string, role: Role): Promise<CurrentUser> {
  const user = await registerUser(
    em,
    { fullname: email, email, phone: "0911000000", company: "", password: "long-enough-pass" },
    role,
  );
  return { id: user.id, fullname: user.fullname, email: user.email, role: user.role, locale: null };
}

beforeAll(async () => {
  const em = db.em();
  users.admin = await account(em, "admin@test.et", "admin");
  users.otherAdmin = await account(em, "other@test.et", "admin");
  users.superadmin = await account(em, "super@test.et", "superadmin");
  users.user = await account(em, "user@test.et", "user");
  catalogue.roads = em.create(Category, { name: "Roads" });
  catalogue.water = em.create(Category, { name: "Water" });
  catalogue.asphalt = em.create(Subcategory, { name: "Asphalt", category: catalogue.roads });
  catalogue.bridges = em.create(Subcategory, { name: "Bridges", category: catalogue.roads });
  catalogue.pipes = em.create(Subcategory, { name: "Pipes", category: catalogue.water });
  catalogue.language = em.create(Language, { name: "English" });
  catalogue.source = em.create(Source, { name: "Addis Zemen" });
  catalogue.region = em.create(Region, { name: "Oromia" });
  await em.flush();
});

function validFields(overrides: Record<string, string | string[]> = {}) {
  return {
    title: "Supply of asphalt",
    snippet: "Asphalt for the ring road",
    description: "<p>Details</p>",
    closingDate: "2026-05-01T10:30",
    openingDate: "2026-05-02T09:00",
    publishedAt: "",
    categories: [String(catalogue.roads.id)],
    subcategories: [String(catalogue.asphalt.id)],
    tenderLanguageId: String(catalogue.language.id),
    tenderSourceId: String(catalogue.source.id),
    tenderRegionId: String(catalogue.region.id),
    documentPrice: "150",
    bidBond: "2",
    ...overrides,
  };
}

function multipart(
  url: string,
  fields: Record<string, string | string[]>,
  files: { name: string; bytes: Uint8Array<ArrayBuffer> }[] = [],
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  for (const file of files) body.append("documentPath", new File([file.bytes], file.name));
  return new Request(`http://localhost${url}`, { method: "POST", body });
}

function storedFiles(): string[] {
  return fs.existsSync(documentsDir) ? fs.readdirSync(documentsDir) : [];
}

async function create(
  actor: CurrentUser,
  fields: Record<string, string | string[]>,
  files: { name: string; bytes: Uint8Array<ArrayBuffer> }[] = [],
) {
  return createAction(
    routeArgs(multipart("/admin/tenders/create", fields, files), db.em(), actor),
  ) as Promise<Response | FormReply>;
}

async function createdId(title: string): Promise<number> {
  const tender = await db.em().findOneOrFail(Tender, { title }, { orderBy: { id: "desc" } });
  return tender.id;
}

function edit(
  actor: CurrentUser,
  id: number,
  fields: Record<string, string | string[]>,
  files: { name: string; bytes: Uint8Array<ArrayBuffer> }[] = [],
) {
  return editAction(
    routeArgs(multipart(`/admin/tenders/edit/${id}`, fields, files), db.em(), actor, {
      id: String(id),
    }),
  ) as Promise<Response | FormReply>;
}

describe("creating a tender", () => {
  it("stores trimmed, sanitized values with Addis Ababa dates and its documents, and audits it", async () => {
    const before = storedFiles().length;
    const response = (await create(
      users.admin,
      validFields({
        title: "  Ring road asphalt  ",
        snippet: "  Short text  ",
        description:
          "<h2>Scope</h2><script>alert(1)</script><table><tbody><tr><td>Item</td><td>Qty</td></tr><tr><td>Asphalt</td><td>10</td></tr></tbody></table>",
      }),
      [
        { name: "bid.pdf", bytes: PDF },
        { name: "terms.docx", bytes: DOCX },
      ],
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/tenders/create?notice=created");

    const tender = await db
      .em()
      .findOneOrFail(
        Tender,
        { title: "Ring road asphalt" },
        { populate: ["documents", "subcategories", "categories", "publishedBy"] },
      );
    expect(tender.snippet).toBe("Short text");
    expect(tender.description).not.toContain("script");
    expect(tender.description).toContain("<h2>Scope</h2>");
    expect(tender.description).toContain(
      "<thead><tr><th>Item</th><th>Qty</th></tr></thead><tbody><tr><td>Asphalt</td>",
    );
    // 10:30 in Addis Ababa (UTC+3) is 07:30 UTC.
    expect(tender.closingDate?.toISOString()).toBe("2026-05-01T07:30:00.000Z");
    expect(tender.publishedAt).toBeInstanceOf(Date);
    expect(tender.documentPrice).toBe(150);
    expect(tender.publishedBy?.id).toBe(users.admin.id);
    expect(
      tender.documents
        .getItems()
        .map((document) => document.fileName)
        .sort(),
    ).toEqual(["bid.pdf", "terms.docx"]);
    expect(storedFiles().length).toBe(before + 2);
    const audit = await db.em().find(AuditLog, { entityType: "tender", entityId: tender.id });
    expect(audit.map((row) => [row.action, row.actorEmail])).toEqual([["create", "admin@test.et"]]);
  });

  it("drops subcategories that do not belong to a chosen category (also with field[] names)", async () => {
    const fields: Record<string, string | string[]> = validFields({ title: "Mixed subcategories" });
    delete fields.categories;
    delete fields.subcategories;
    fields["categories[]"] = [String(catalogue.roads.id)];
    fields["subcategories[]"] = [String(catalogue.asphalt.id), String(catalogue.pipes.id)];
    const response = (await create(users.admin, fields)) as Response;
    expect(response.status).toBe(302);
    const tender = await db
      .em()
      .findOneOrFail(
        Tender,
        { title: "Mixed subcategories" },
        { populate: ["categories", "subcategories"] },
      );
    expect(tender.categories.getItems().map((category) => category.name)).toEqual(["Roads"]);
    expect(tender.subcategories.getItems().map((sub) => sub.name)).toEqual(["Asphalt"]);
  });

  it("refuses unknown language, source and region ids with field errors, storing nothing", async () => {
    const tenders = await db.em().count(Tender);
    const files = storedFiles().length;
    const result = (await create(
      users.admin,
      validFields({ tenderLanguageId: "99999", tenderSourceId: "99998", tenderRegionId: "abc" }),
      [{ name: "bid.pdf", bytes: PDF }],
    )) as FormReply;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error?.tenderRegionId).toEqual(["Choose a region"]);

    const unknown = (await create(
      users.admin,
      validFields({ tenderLanguageId: "99999", tenderSourceId: "99998" }),
      [{ name: "bid.pdf", bytes: PDF }],
    )) as FormReply;
    expect(unknown.init.status).toBe(400);
    expect(unknown.data.result.error).toMatchObject({
      tenderLanguageId: ["Choose a language from the list"],
      tenderSourceId: ["Choose a source from the list"],
    });
    expect(unknown.data.result.error?.[""]?.[0]).toMatch(/^Error submitting tender/);
    // What was typed comes back, so the form can show it again.
    expect(unknown.data.result.initialValue?.title).toBe("Supply of asphalt");
    expect(await db.em().count(Tender)).toBe(tenders);
    expect(storedFiles().length).toBe(files);
  });

  it("requires a title (blank after trimming is blank)", async () => {
    const tenders = await db.em().count(Tender);
    const result = (await create(users.admin, validFields({ title: "   " }))) as FormReply;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error?.title).toEqual(["Title is required"]);
    expect(await db.em().count(Tender)).toBe(tenders);
  });

  it("refuses an .exe renamed .pdf and keeps no file of that submit", async () => {
    const tenders = await db.em().count(Tender);
    const files = storedFiles().length;
    const result = (await create(users.admin, validFields({ title: "Renamed exe" }), [
      { name: "good.pdf", bytes: PDF },
      { name: "setup.pdf", bytes: EXE },
    ])) as FormReply;
    expect(result.init.status).toBe(415);
    expect(result.data.result.error?.documentPath?.[0]).toMatch(
      /setup\.pdf: the content is not a real \.pdf/,
    );
    expect(await db.em().count(Tender)).toBe(tenders);
    expect(storedFiles().length).toBe(files);
  });

  it("refuses a file name with a line break with 400 beside the file field, storing nothing", async () => {
    const tenders = await db.em().count(Tender);
    const files = storedFiles().length;
    // FormData writes a line break in a file name as %0D%0A; a hand-made body sends it raw.
    const encoded = multipart("/admin/tenders/create", validFields({ title: "Raw CRLF" }), [
      { name: "good.pdf", bytes: PDF },
      { name: "evil\r\nContent-Type: x.pdf", bytes: PDF },
    ]);
    const raw = Buffer.from(await encoded.arrayBuffer())
      .toString("latin1")
      .replace("evil%0D%0AContent-Type", "evil\r\nContent-Type");
    const request = new Request(encoded.url, {
      method: "POST",
      body: Buffer.from(raw, "latin1"),
      headers: { "Content-Type": encoded.headers.get("Content-Type")! },
    });
    const result = (await createAction(routeArgs(request, db.em(), users.admin))) as FormReply;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error?.documentPath?.[0]).toMatch(
      /a file name may not hold line breaks/,
    );
    expect(result.data.result.initialValue?.title).toBe("Raw CRLF");
    expect(await db.em().count(Tender)).toBe(tenders);
    expect(storedFiles().length).toBe(files);
  });

  it("refuses other file types and more than 10 files, storing nothing", async () => {
    const files = storedFiles().length;
    const wrongType = (await create(users.admin, validFields(), [
      { name: "virus.exe", bytes: EXE },
    ])) as FormReply;
    expect(wrongType.init.status).toBe(415);
    expect(wrongType.data.result.error?.documentPath?.[0]).toMatch(/Only PDF, Word/);

    const eleven = Array.from({ length: 11 }, (_, index) => ({
      name: `f${index}.pdf`,
      bytes: PDF,
    }));
    const tooMany = (await create(
      users.admin,
      validFields({ title: "Too many" }),
      eleven,
    )) as FormReply;
    expect(tooMany.init.status).toBe(413);
    expect(tooMany.data.result.error?.[""]).toEqual([
      "Error submitting tender. A tender can have at most 10 documents.",
    ]);
    expect(tooMany.data.result.initialValue?.title).toBe("Too many");
    expect(await db.em().count(Tender, { title: "Too many" })).toBe(0);

    const request = multipart("/admin/tenders/create", validFields({ title: "Too many" }), eleven);
    const inAmharic = (await createAction(
      inLocale(routeArgs(request, db.em(), users.admin), "am"),
    )) as FormReply;
    // Amharic ends a sentence with "።", not a Latin full stop.
    expect(inAmharic.data.result.error?.[""]?.[0]).toMatch(/^ጨረታውን በማስገባት ላይ ስህተት ተፈጥሯል። \S/);
    expect(storedFiles().length).toBe(files);
  });

  it("refuses a file over 20 MB with a clear message, keeping the typed fields, storing nothing", async () => {
    const files = storedFiles().length;
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(PDF.subarray(0, 8));
    const result = (await create(users.admin, validFields({ title: "Too big" }), [
      { name: "small.pdf", bytes: PDF },
      { name: "huge.pdf", bytes: big },
    ])) as FormReply;
    expect(result.init.status).toBe(413);
    expect(result.data.result.error?.[""]).toEqual([
      "Error submitting tender. Each document must be at most 20 MB.",
    ]);
    expect(result.data.result.error?.documentPath).toEqual([
      "Each document must be at most 20 MB.",
    ]);
    // Every text field precedes the files in the body, so all of them are shown again.
    expect(result.data.result.initialValue).toMatchObject({
      title: "Too big",
      snippet: validFields().snippet,
      tenderRegionId: validFields().tenderRegionId,
    });
    expect(await db.em().count(Tender, { title: "Too big" })).toBe(0);
    expect(storedFiles().length).toBe(files);
  });
});

describe("editing and deleting", () => {
  it("lets the publisher update (publishedAt kept, documents added and removed) and audits it", async () => {
    await create(users.admin, validFields({ title: "Editable", publishedAt: "2026-01-10T08:00" }), [
      { name: "first.pdf", bytes: PDF },
    ]);
    const id = await createdId("Editable");
    const original = await db.em().findOneOrFail(Tender, id, { populate: ["documents"] });
    const [firstDocument] = original.documents.getItems();
    expect(fs.existsSync(path.join(documentsDir, firstDocument!.storageKey))).toBe(true);

    const response = (await edit(
      users.admin,
      id,
      validFields({
        title: "Edited title",
        publishedAt: "2030-01-01T00:00",
        removeDocuments: [String(firstDocument!.id)],
      }),
      [{ name: "second.docx", bytes: DOCX }],
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/tenders/edit/${id}?notice=updated`);

    const tender = await db.em().findOneOrFail(Tender, id, { populate: ["documents"] });
    expect(tender.title).toBe("Edited title");
    expect(tender.publishedAt?.toISOString()).toBe("2026-01-10T05:00:00.000Z");
    expect(tender.documents.getItems().map((document) => document.fileName)).toEqual([
      "second.docx",
    ]);
    expect(fs.existsSync(path.join(documentsDir, firstDocument!.storageKey))).toBe(false);

    const page = (await editLoader(
      routeArgs(new Request(`http://localhost/admin/tenders/edit/${id}`), db.em(), users.admin, {
        id: String(id),
      }),
    )) as { tender: { history: { action: string; actorEmail: string; summary: string }[] } };
    expect(page.tender.history.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(page.tender.history[0]!.summary).toContain("Changed title");
    expect(page.tender.history[0]!.summary).toContain("removed first.pdf");
  });

  it("refuses another admin's update (forged POST) and changes nothing; a superadmin may update", async () => {
    await create(users.admin, validFields({ title: "Owned by admin" }));
    const id = await createdId("Owned by admin");

    const forged = (await edit(users.otherAdmin, id, validFields({ title: "Hijacked" }), [
      { name: "x.pdf", bytes: PDF },
    ])) as FormReply;
    expect(forged.init.status).toBe(403);
    expect(forged.data.result.error?.[""]).toEqual([
      "Error updating tender. You can only edit tenders you published.",
    ]);
    expect((await db.em().findOneOrFail(Tender, id)).title).toBe("Owned by admin");
    expect(await db.em().count(TenderDocument, { tender: id })).toBe(0);
    expect(await db.em().count(AuditLog, { entityId: id, action: "update" })).toBe(0);

    const page = await settle(() =>
      editLoader(
        routeArgs(
          new Request(`http://localhost/admin/tenders/edit/${id}`),
          db.em(),
          users.otherAdmin,
          {
            id: String(id),
          },
        ),
      ),
    );
    expect((page as { init: { status: number } }).init.status).toBe(403);

    const bySuperadmin = (await edit(
      users.superadmin,
      id,
      validFields({ title: "Fixed by super" }),
    )) as Response;
    expect(bySuperadmin.status).toBe(302);
    expect((await db.em().findOneOrFail(Tender, id)).title).toBe("Fixed by super");
  });

  it("shows Edit only to the publisher or a superadmin and Delete only to a superadmin", async () => {
    const list = (user: CurrentUser) =>
      listLoader(
        routeArgs(new Request("http://localhost/admin/tenders?q=owned%20by"), db.em(), user),
      );
    await create(users.otherAdmin, validFields({ title: "Owned by other" }));
    const forAdmin = await list(users.admin);
    const row = forAdmin.tenders.find((tender) => tender.title === "Owned by other")!;
    expect(row).toMatchObject({ canEdit: false, canDelete: false });
    const forOther = await list(users.otherAdmin);
    expect(forOther.tenders.find((tender) => tender.title === "Owned by other")).toMatchObject({
      canEdit: true,
      canDelete: false,
    });
    const forSuper = await list(users.superadmin);
    expect(forSuper.tenders.find((tender) => tender.title === "Owned by other")).toMatchObject({
      canEdit: true,
      canDelete: true,
    });
    // ILIKE on the title only, % typed by the user is literal.
    const literal = await listLoader(
      routeArgs(new Request("http://localhost/admin/tenders?q=%25"), db.em(), users.admin),
    );
    expect(literal.tenders).toEqual([]);
  });

  it("refuses delete by an admin; a superadmin deletes saved records, files and audits it", async () => {
    await create(users.admin, validFields({ title: "To delete" }), [
      { name: "doc.pdf", bytes: PDF },
    ]);
    const id = await createdId("To delete");
    const em = db.em();
    em.create(SavedTender, { user: users.user.id, tender: id });
    await em.flush();
    const [document] = await db.em().find(TenderDocument, { tender: id });
    const file = path.join(documentsDir, document!.storageKey);
    expect(fs.existsSync(file)).toBe(true);

    const request = () =>
      new Request(`http://localhost/admin/tenders/${id}/delete`, {
        method: "POST",
        body: new URLSearchParams({ confirm: "yes" }),
      });
    const refused = await settle(() =>
      deleteAction(routeArgs(request(), db.em(), users.admin, { id: String(id) })),
    );
    expect((refused as { init: { status: number } }).init.status).toBe(403);
    expect(await db.em().count(Tender, { id })).toBe(1);

    const done = (await deleteAction(
      routeArgs(request(), db.em(), users.superadmin, { id: String(id) }),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/tenders?notice=deleted");
    expect(await db.em().count(Tender, { id })).toBe(0);
    expect(await db.em().count(SavedTender, { tender: id })).toBe(0);
    expect(await db.em().count(TenderDocument, { tender: id })).toBe(0);
    expect(fs.existsSync(file)).toBe(false);
    const audit = await db.em().find(AuditLog, { entityType: "tender", entityId: id });
    expect(audit.map((row) => row.action).sort()).toEqual(["create", "delete"]);
  });
});

describe("the admin middleware", () => {
  it.each([
    ["a visitor", null],
    ["a user", "user"],
  ] as const)("sends %s to /login before any tender loader or action runs", async (_, who) => {
    const next = vi.fn();
    const request = new Request("http://localhost/admin/tenders/create", { method: "POST" });
    const thrown = (await settle(() =>
      adminOnlyMiddleware(routeArgs(request, db.em(), who ? users[who] : null), next),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Ftenders%2Fcreate");
    expect(next).not.toHaveBeenCalled();
  });
});
