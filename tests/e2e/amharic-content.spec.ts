import { expect, test, type Page } from "@playwright/test";
import { am } from "./catalogue";
import { DEMO, findOnAnyPage, login, uniqueName } from "./fixtures";

/**
 * An admin gives catalogue items an Amharic name (JavaScript on and off: both projects run this
 * file); Amharic readers get it, and the English name, marked lang="en", where there is none.
 * `?lng=am` asks for Amharic one page at a time, so the shared demo account stays English.
 */

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
}

/** The filter panel's category label in Amharic, as a reader and a screen reader get it. */
function categoryLabel(page: Page, text: string) {
  return page.locator(".category-tree label").filter({ hasText: text });
}

test("a category's Amharic name is added, changed and shown to Amharic readers", async ({
  page,
}, testInfo) => {
  test.slow();
  // A leading "0" sorts before the demo catalogue, so the rows are near the first page.
  const name = uniqueName(testInfo, "0 Amharic");
  const amharic = `ምድብ ${Date.now()}`;
  const plain = uniqueName(testInfo, "0 English only");
  await login(page, DEMO.superadmin);

  await page.goto("/admin/categories/create");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Name in Amharic (optional)").fill(`  ${amharic}  `);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Category added successfully!")).toBeVisible();
  await findOnAnyPage(page, name);
  await expect(row(page, name).getByRole("cell", { name: amharic, exact: true })).toBeVisible();

  // Changed on the edit form; the typed Amharic comes back with a refused English name.
  await row(page, name).getByRole("link", { name: "Edit" }).click();
  await expect(page.getByLabel("Name in Amharic (optional)")).toHaveValue(amharic);
  await page.getByLabel("Name", { exact: true }).fill(" ");
  await page.getByLabel("Name in Amharic (optional)").fill(`${amharic} ለውጥ`);
  await page.getByRole("button", { name: "Update Category" }).click();
  await expect(page.getByText("Category name is required.")).toBeVisible();
  await expect(page.getByLabel("Name in Amharic (optional)")).toHaveValue(`${amharic} ለውጥ`);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Update Category" }).click();
  await expect(page.getByText("Category updated successfully!")).toBeVisible();

  // A second category with no Amharic name.
  await page.goto("/admin/categories/create");
  await page.getByLabel("Name", { exact: true }).fill(plain);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Category added successfully!")).toBeVisible();

  await page.goto("/home?lng=am");
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  const translated = categoryLabel(page, `${amharic} ለውጥ`);
  await expect(translated).toHaveCount(1);
  await expect(translated.locator("[lang]")).toHaveCount(0);
  await expect(categoryLabel(page, name)).toHaveCount(0);
  // The English stands in, marked as English.
  await expect(categoryLabel(page, plain).locator('span[lang="en"]')).toHaveText(plain);

  // English readers get the English name.
  await page.goto("/home?lng=en");
  await expect(categoryLabel(page, name)).toHaveCount(1);
  await expect(categoryLabel(page, amharic)).toHaveCount(0);
});

test("a source's Amharic name, given when it is added, names it in Amharic filters and cards", async ({
  page,
}, testInfo) => {
  test.slow();
  // A leading "0" sorts before the demo catalogue, so the row is on the first page.
  const source = uniqueName(testInfo, "0 Source");
  const amharic = `ምንጭ ${Date.now()}`;
  await login(page, DEMO.admin);
  await page.goto("/admin/metadata?tab=sources");
  await page.getByLabel("New source name").fill(source);
  await page.getByLabel("Name in Amharic (optional)").fill(amharic);
  await page.getByRole("button", { name: "Add Sources" }).click();
  await expect(page.getByText(`Added "${source}".`)).toBeVisible();
  await findOnAnyPage(page, source);
  await expect(row(page, source).getByRole("cell", { name: amharic, exact: true })).toBeVisible();

  await page.goto("/home?lng=am");
  const select = page.locator("#filter-source");
  await expect(select.locator("option", { hasText: amharic })).toHaveCount(1);
  await expect(select.locator("option", { hasText: source })).toHaveCount(0);

  // A demo tender's card and page name its region, source and category in Amharic.
  await page.goto(`/home?lng=am&q=${encodeURIComponent('"G+4 Office Building in Hawassa"')}`);
  const card = page.locator("article.tender-card").first();
  await expect(card.locator(".tender-card-facts")).toContainText("ሲዳማ");
  await expect(card.locator(".tender-card-facts")).toContainText("ሪፖርተር");
  await expect(card.locator(".tender-card-facts")).toContainText("ግንባታና የሲቪል ሥራዎች");
  await expect(card.locator("[lang=en]")).toHaveCount(0);
  const href = (await card.locator("h2 a").getAttribute("href"))!;
  await page.goto(`${href}${href.includes("?") ? "&" : "?"}lng=am`);
  await expect(page.locator(".detail-rows")).toContainText("ሲዳማ");
  await expect(page.locator(".detail-rows")).toContainText("ሪፖርተር");
});

test("an Amharic page says which names it shows in English: the rename form of a source", async ({
  page,
}, testInfo) => {
  test.slow();
  const source = uniqueName(testInfo, "0 Plain source");
  await login(page, DEMO.admin);
  await page.goto("/admin/metadata?tab=sources");
  await page.getByLabel("New source name").fill(source);
  await page.getByRole("button", { name: "Add Sources" }).click();
  await expect(page.getByText(`Added "${source}".`)).toBeVisible();
  await findOnAnyPage(page, source);
  const rename = await row(page, source).getByRole("link", { name: "Rename" }).getAttribute("href");

  // Given an Amharic name on the rename form.
  await page.goto(rename!);
  await page.getByLabel("Name in Amharic (optional)").fill("የሙከራ ምንጭ");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText(`Renamed to "${source}".`)).toBeVisible();
  await page.goto(`${rename!}?lng=am`);
  await expect(page.getByLabel(am("Name in Amharic (optional)"))).toHaveValue("የሙከራ ምንጭ");
  await expect(page.locator("main strong[lang=en]")).toHaveText(source);

  // And removed again: the admin list says there is none.
  await page.goto(rename!);
  await page.getByLabel("Name in Amharic (optional)").fill("");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText(`Renamed to "${source}".`)).toBeVisible();
  await findOnAnyPage(page, source);
  await expect(row(page, source).getByRole("cell", { name: "none", exact: true })).toBeVisible();
});
