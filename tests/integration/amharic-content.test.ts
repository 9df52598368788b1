import { beforeAll, describe, expect, it } from "vitest";
import { AlertProfile } from "~/modules/alerts/alert-profile.entity";
import { createFirstAlert } from "~/modules/alerts/first-alert.server";
import { registerUser } from "~/modules/auth/accounts.server";
import {
  addSubcategory,
  createCategory,
  getCategoryDetail,
  renameCategory,
} from "~/modules/catalog/categories.server";
import { Category } from "~/modules/catalog/category.entity";
import { Region } from "~/modules/catalog/metadata.entity";
import { addMetadataItem, renameMetadataItem } from "~/modules/catalog/metadata.server";
import { Page } from "~/modules/pages/page.entity";
import { updatePage } from "~/modules/pages/pages-admin.server";
import { getRenderedPage } from "~/modules/pages/pages.server";
import { loadImportCatalogue, resolveItem } from "~/modules/tender-import/import-catalogue.server";
import { loadFilterOptions, loadFilterPanelOptions } from "~/modules/tenders/filter-options.server";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { getTenderView } from "~/modules/tenders/tender-queries.server";
import { Tender } from "~/modules/tenders/tender.entity";
import { seedPages } from "../../server/database/seed-demo";
import { createAccounts, type Accounts } from "./admin-helpers";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();
let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts(db.em(), "amharic");
});

describe("static pages in Amharic", () => {
  it("ship with an Amharic version, and fall back to English part by part, saying so", async () => {
    await seedPages(db.em());
    const about = await getRenderedPage(db.em(), "about", "am");
    expect(about).toMatchObject({ title: "ስለ እኛ", titleLang: null, bodyLang: null });
    expect(about?.html).toContain("<h2>ተልዕኳችን</h2>");
    const english = await getRenderedPage(db.em(), "about", "en");
    expect(english).toMatchObject({ title: "About Us", titleLang: null, bodyLang: null });

    // An admin keeps the Amharic title and empties the Amharic text.
    await updatePage(db.em(), accounts.admin, "about", {
      title: "About TenderLink",
      body: "We list **tenders**.",
      titleAm: "  ስለ ቴንደርሊንክ ",
      bodyAm: "   ",
    });
    const fallback = await getRenderedPage(db.em(), "about", "am");
    expect(fallback).toMatchObject({ title: "ስለ ቴንደርሊንክ", titleLang: null, bodyLang: "en" });
    expect(fallback?.html).toContain("<strong>tenders</strong>");
    const stored = await db.em().findOneOrFail(Page, { slug: "about" });
    expect(stored.bodyAm).toBeNull();

    // Nothing Amharic at all: both parts are the English, marked as English.
    await updatePage(db.em(), accounts.admin, "about", { title: "About", body: "Text." });
    expect(await getRenderedPage(db.em(), "about", "am")).toMatchObject({
      title: "About",
      titleLang: "en",
      bodyLang: "en",
    });
  });

  it("give the shipped Amharic to a page no admin has saved, never to one an admin has", async () => {
    const em = db.em();
    await em.nativeUpdate(
      Page,
      { slug: { $in: ["privacy", "terms"] } },
      { titleAm: null, bodyAm: null },
    );
    await updatePage(em, accounts.admin, "terms", { title: "Terms", body: "Be nice." });
    await seedPages(db.em());
    const pages = await db.em().find(Page, { slug: { $in: ["privacy", "terms"] } });
    const bySlug = Object.fromEntries(pages.map((page) => [page.slug, page]));
    expect(bySlug.privacy?.titleAm).toBe("የግላዊነት ፖሊሲ");
    expect(bySlug.terms?.titleAm).toBeNull();
  });
});

describe("catalogue names in Amharic", () => {
  it("are optional, trimmed, kept when an update leaves them out and removed when blank", async () => {
    const created = await createCategory(db.em(), accounts.admin, "Road Works", "  የመንገድ ሥራዎች ");
    expect(created).toMatchObject({ name: "Road Works", nameAm: "የመንገድ ሥራዎች" });
    await renameCategory(db.em(), accounts.admin, created.id, "Roadworks");
    expect(await getCategoryDetail(db.em(), created.id)).toMatchObject({
      name: "Roadworks",
      nameAm: "የመንገድ ሥራዎች",
    });
    await renameCategory(db.em(), accounts.admin, created.id, "Roadworks", "");
    expect((await db.em().findOneOrFail(Category, created.id)).nameAm).toBeNull();
    await renameCategory(db.em(), accounts.admin, created.id, "Roadworks", "መንገድ");

    const sub = await addSubcategory(db.em(), accounts.admin, created.id, "Asphalt", "አስፋልት");
    expect(sub.nameAm).toBe("አስፋልት");
    const region = await addMetadataItem(db.em(), accounts.admin, "regions", "Afar", "አፋር");
    expect(region).toMatchObject({ added: true, name: "Afar", nameAm: "አፋር" });
    if (!region.added) throw new Error("not added");
    await renameMetadataItem(db.em(), accounts.admin, "regions", region.id, "Afar", null);
    expect((await db.em().findOneOrFail(Region, region.id)).nameAm).toBeNull();
    await renameMetadataItem(db.em(), accounts.admin, "regions", region.id, "Afar", "አፋር");

    const options = await loadFilterOptions(db.em());
    const category = options.categories.find((item) => item.id === created.id);
    expect(category).toMatchObject({ name: "Roadworks", nameAm: "መንገድ" });
    expect(category?.subcategories).toEqual([{ id: sub.id, name: "Asphalt", nameAm: "አስፋልት" }]);
    expect(options.regions).toContainEqual({ id: region.id, name: "Afar", nameAm: "አፋር" });
    // A page gets the names its language shows: an English page none of the Amharic ones.
    const englishOptions = await loadFilterPanelOptions(db.em(), "en");
    expect(englishOptions.regions).toContainEqual({ id: region.id, name: "Afar" });
    expect(englishOptions.categories.find((item) => item.id === created.id)).toEqual({
      id: created.id,
      name: "Roadworks",
      subcategories: [{ id: sub.id, name: "Asphalt" }],
    });
    expect(JSON.stringify(englishOptions)).not.toMatch(/[\u1200-\u137f]/);
    const amharicOptions = await loadFilterPanelOptions(db.em(), "am");
    expect(amharicOptions.regions).toContainEqual({ id: region.id, name: "Afar", nameAm: "አፋር" });
    expect(amharicOptions).not.toHaveProperty("organisations");

    // Cards and the tender page carry both names; the page picks one.
    const em = db.em();
    const tender = em.create(Tender, {
      title: "Asphalt for the Semera road",
      snippet: "",
      description: "",
      publishedAt: new Date(Date.now() - 60_000),
      region: region.id,
    });
    tender.categories.add(em.getReference(Category, created.id));
    await em.flush();
    const cards = await listTenders(db.em(), parseTenderFilters(new URLSearchParams("q=asphalt")), {
      viewer: "user",
    });
    expect(cards.items[0]?.details).toMatchObject({
      region: { name: "Afar", nameAm: "አፋር" },
      categories: [{ name: "Roadworks", nameAm: "መንገድ" }],
    });
    // An English page's cards carry the English names only; an Amharic page's both.
    const listed = (locale: "en" | "am") =>
      listTenders(db.em(), parseTenderFilters(new URLSearchParams("q=asphalt")), {
        viewer: "user",
        locale,
      });
    const english = (await listed("en")).items[0]?.details;
    expect(english?.region).toEqual({ name: "Afar" });
    expect(english?.categories).toEqual([{ name: "Roadworks" }]);
    expect((await listed("am")).items[0]?.details).toMatchObject({
      region: { name: "Afar", nameAm: "አፋር" },
      categories: [{ name: "Roadworks", nameAm: "መንገድ" }],
    });
    const view = await getTenderView(db.em(), tender.id, accounts.admin);
    expect(view?.tender).toMatchObject({
      region: { name: "Afar", nameAm: "አፋር" },
      categories: [{ id: created.id, name: "Roadworks", nameAm: "መንገድ" }],
    });

    // The import reads a name in either language.
    const catalogue = await loadImportCatalogue(db.em());
    expect(resolveItem(catalogue.regions, "አፋር")).toBe(region.id);
    expect(resolveItem(catalogue.regions, "afar")).toBe(region.id);
    expect(resolveItem(catalogue.categories, " መንገድ ")).toBe(created.id);
  });

  it("name an Amharic reader's first alert", async () => {
    const category = await createCategory(
      db.em(),
      accounts.admin,
      "Medical Supplies",
      "የሕክምና አቅርቦቶች",
    );
    const user = await registerUser(db.em(), {
      fullname: "Almaz",
      email: `almaz-${Date.now()}@example.et`,
      phone: "+251911000000",
      password: "long-enough-pass",
      locale: "am",
    });
    await createFirstAlert(
      db.em(),
      { id: user.id, email: user.email, fullname: user.fullname, locale: "am" },
      { includeKeywords: "", categories: [category.id] },
    );
    const [profile] = await db.em().find(AlertProfile, { user: user.id });
    expect(profile?.name).toBe("የሕክምና አቅርቦቶች");
  });
});
