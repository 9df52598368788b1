import { expect, test } from "@playwright/test";
import { DEMO, login } from "./fixtures";
import {
  expectNoSeriousViolations,
  fillTenderBasics,
  openTenderForm,
  tenderIdByTitle,
  uniqueTitle,
} from "./admin-tenders-helpers";

// JavaScript-only behaviour (the Quill editor, pending states); *.js.spec.ts never runs no-js.

test("a description built in the editor is published with its heading, header row and alignment", async ({
  page,
}, testInfo) => {
  // Sign-in, the editor's toolbar work and publishing take 20-31 s on a loaded 2-core CI run.
  test.slow();
  const title = uniqueTitle(testInfo, "quill");
  await login(page, DEMO.admin);
  await openTenderForm(page, testInfo);
  await fillTenderBasics(page, title);

  const editor = page.getByRole("textbox", { name: "Description" });
  await editor.click();
  await page.getByLabel("Text style").selectOption({ label: "Heading 2" });
  await page.keyboard.type("Scope of work");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Centered note");
  await page.getByRole("button", { name: "Align center" }).click();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Align left" }).click();

  await page.getByRole("button", { name: "Insert table" }).click();
  const cells = editor.locator("td");
  await expect(cells).toHaveCount(9);
  const values = ["Item", "Qty", "Unit", "Cement", "10", "ton"];
  for (const [index, value] of values.entries()) {
    await cells.nth(index).click();
    await page.keyboard.type(value);
  }
  await cells.nth(3).click();
  await page.getByRole("button", { name: "Add row" }).click();
  await expect(editor.locator("tr")).toHaveCount(4);
  await cells.nth(9).click();
  await page.getByRole("button", { name: "Delete row" }).click();
  await expect(editor.locator("tr")).toHaveCount(3);
  await cells.nth(0).click();
  await page.getByRole("button", { name: "Add column" }).click();
  await expect(editor.locator("tr").first().locator("td")).toHaveCount(4);
  await cells.nth(1).click();
  await page.getByRole("button", { name: "Delete column" }).click();
  await expect(editor.locator("tr").first().locator("td")).toHaveCount(3);

  await page.getByRole("button", { name: "Submit Tender" }).click();
  await expect(page.getByText("Tender submitted successfully!")).toBeVisible();

  const id = await tenderIdByTitle(page, title);
  await page.goto(`/tenders/${id}`);
  const description = page.locator(".tender-description");
  await expect(description.getByRole("heading", { level: 2, name: "Scope of work" })).toBeVisible();
  await expect(description.getByText("Centered note")).toHaveCSS("text-align", "center");
  const table = description.locator("table");
  await expect(table.locator("thead th")).toHaveText(["Item", "Qty", "Unit"]);
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.locator("tbody tr").first().locator("td")).toHaveText(["Cement", "10", "ton"]);

  // Editing loads the header row back into the editor and keeps it on save.
  await openTenderForm(page, testInfo, `/admin/tenders/edit/${id}`);
  await expect(page.getByRole("textbox", { name: "Description" }).locator("td")).toHaveCount(9);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Tender updated successfully!")).toBeVisible();
  await expect(page.locator(".tender-preview thead th")).toHaveText(["Item", "Qty", "Unit"]);
});

test("HTML typed before the editor has loaded is kept by the editor", async ({ page }) => {
  await login(page, DEMO.admin);
  // Hold the editor's chunk until something has been typed into the plain textarea.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/RichTextEditor.client-*.js", async (route) => {
    await typed;
    await route.continue();
  });
  const editorRequested = page.waitForRequest("**/assets/RichTextEditor.client-*.js");
  await page.goto("/admin/tenders/create");
  await editorRequested; // the page has hydrated and asked for the editor
  await page.getByLabel("Description").fill("<h2>Early scope</h2><p>Typed at once</p>");
  release();

  const editor = page.locator(".ql-editor");
  await expect(editor.getByRole("heading", { level: 2, name: "Early scope" })).toBeVisible();
  await expect(editor).toContainText("Typed at once");
  // One field posts the description: the hidden textarea, which the editor keeps up to date.
  await expect(page.locator("form [name=description]")).toHaveCount(1);
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" and edited");
  await expect(page.locator("textarea[name=description]")).toHaveValue(
    /^<h2>Early scope<\/h2><p>Typed at once and edited<\/p>$/,
  );
});

test("the category choice drives the subcategory list", async ({ page }, testInfo) => {
  await login(page, DEMO.admin);
  await openTenderForm(page, testInfo);
  const categories = page.getByLabel("Categories", { exact: true });
  const subcategories = page.getByLabel("Subcategories");
  await expect(subcategories).toBeDisabled();
  await expect(page.getByText("Select category first")).toBeVisible();

  await categories.selectOption([
    { label: "Construction & Civil Works" },
    { label: "ICT & Telecom" },
  ]);
  await expect(subcategories).toBeEnabled();
  await expect(page.getByText("Select subcategories...")).toBeVisible();
  await expect(subcategories.locator("option", { hasText: "Road Construction" })).toHaveCount(1);
  await expect(subcategories.locator("option", { hasText: "Medical" })).toHaveCount(0);
  await subcategories.selectOption([{ label: "Road Construction" }]);
  const road = await subcategories.inputValue();

  // Dropping the category drops its selected subcategory.
  await categories.selectOption([{ label: "ICT & Telecom" }]);
  await expect(subcategories.locator("option", { hasText: "Road Construction" })).toHaveCount(0);
  await categories.selectOption([{ label: "Construction & Civil Works" }]);
  await expect(subcategories).not.toHaveValue(road);
});

test("submitting shows 'Submitting...' and a progress bar; the browser refuses a wrong file type", async ({
  page,
}, testInfo) => {
  await login(page, DEMO.admin);
  await openTenderForm(page, testInfo);
  await fillTenderBasics(page, uniqueTitle(testInfo, "pending"));
  await page.getByLabel("Documents").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await page.getByRole("button", { name: "Submit Tender" }).click();
  await expect(page.getByText(/notes\.txt: Only PDF, Word/)).toBeVisible();

  await page.getByLabel("Documents").setInputFiles([]);
  await page.route("**/admin/tenders/create.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("button", { name: "Submit Tender" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(page.getByText("Tender submitted successfully!")).toBeVisible();
});

test("the tender admin screens have no serious accessibility violations", async ({
  page,
}, testInfo) => {
  // Four axe scans of large admin screens, one with the editor loaded.
  test.slow();
  await login(page, DEMO.admin);
  await page.goto("/admin/tenders");
  await expectNoSeriousViolations(page);
  await openTenderForm(page, testInfo);
  await expectNoSeriousViolations(page);
  // With every field error showing.
  await page.getByRole("button", { name: "Submit Tender" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto("/admin/tenders");
  await page
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  await expect(page.locator(".ql-editor")).toBeVisible();
  await expectNoSeriousViolations(page);
});
