import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { tenders as demoTenders } from "../../scripts/seed/demo-data";
import { DEMO, jsEnabled, login } from "./fixtures";
import {
  fillTenderBasics,
  openTenderForm,
  samplePath,
  tenderIdByTitle,
  uniqueTitle,
} from "./admin-tenders-helpers";

test("an admin publishes a tender with three documents, edits it and removes one", async ({
  page,
}, testInfo) => {
  // Three uploads, four downloads, a zip and an edit: a long walk on a busy 2-core machine.
  test.slow();
  const title = uniqueTitle(testInfo, "publish");
  await login(page, DEMO.admin);
  await page.goto("/admin/tenders");
  await expect(page.getByRole("heading", { name: "Tender Management" })).toBeVisible();
  await page.getByRole("link", { name: "Add New Tender" }).click();
  await expect(page).toHaveURL(/\/admin\/tenders\/create$/);
  if (jsEnabled(testInfo)) {
    await expect(page.locator(".ql-editor")).toBeVisible();
    // The subcategory list waits for a category.
    await expect(page.getByLabel("Subcategories")).toBeDisabled();
    await expect(page.getByText("Select category first")).toBeVisible();
  }
  await fillTenderBasics(page, title);
  if (jsEnabled(testInfo)) {
    await page.getByRole("textbox", { name: "Description" }).fill("Scope: 12 km of road.");
  } else {
    await page.getByLabel("Description").fill("<h2>Scope</h2><p>12 km of road.</p>");
  }
  await page
    .getByLabel("Documents")
    .setInputFiles([samplePath("pdf"), samplePath("docx"), samplePath("xlsx")]);
  await page.getByRole("button", { name: "Submit Tender" }).click();

  await expect(page.getByText("Tender submitted successfully!")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("");

  const id = await tenderIdByTitle(page, title);
  // Every stored document downloads back byte for byte.
  await page.goto(`/tenders/${id}`);
  for (const extension of ["pdf", "docx", "xlsx"] as const) {
    const link = page.getByRole("link", { name: `Download sample.${extension}` });
    const download = await page.request.get((await link.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(fs.readFileSync(samplePath(extension)))).toBe(
      true,
    );
  }
  // All three at once: a real browser download of the zip, every file byte for byte.
  const [zipDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Download all as zip \(3 files, / }).click(),
  ]);
  expect(zipDownload.suggestedFilename()).toBe(`tender-${id}-documents.zip`);
  const entries = unzipSync(fs.readFileSync(await zipDownload.path()));
  for (const extension of ["pdf", "docx", "xlsx"] as const) {
    const stored = Buffer.from(entries[`sample.${extension}`]!);
    expect(stored.equals(fs.readFileSync(samplePath(extension)))).toBe(true);
  }
  // The PDF also opens in the browser's own viewer; the others only download.
  const view = page.getByRole("link", { name: "View sample.pdf" });
  const inline = await page.request.get((await view.getAttribute("href"))!);
  expect(inline.headers()["content-disposition"]).toMatch(/^inline; /);
  await expect(page.getByRole("link", { name: /^View sample\.(docx|xlsx)/ })).toHaveCount(0);

  await tenderIdByTitle(page, title);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Tender" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Language")).toHaveValue(/\d+/);
  await expect(page.getByLabel("Subcategories")).toHaveValues([/^\d+$/]);
  for (const name of ["sample.pdf", "sample.docx", "sample.xlsx"]) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(`Created by ${DEMO.admin}`)).toBeVisible();

  await page.getByLabel("Title").fill(`${title} (amended)`);
  await page.getByRole("checkbox", { name: "Remove sample.docx" }).check();
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByText("Tender updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/tenders/edit/${id}\\?notice=updated`));
  await expect(page.getByLabel("Title")).toHaveValue(`${title} (amended)`);
  await expect(page.getByText("sample.docx", { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Updated by admin@demo\.test/)).toBeVisible();
  await expect(page.getByText(/removed sample\.docx/)).toBeVisible();

  // The kept document still downloads byte for byte.
  await page.goto(`/tenders/${id}`);
  const href = await page.getByRole("link", { name: "Download sample.pdf" }).getAttribute("href");
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(fs.readFileSync(samplePath("pdf")))).toBe(true);
});

test("a renamed .exe is refused with a message and the typed values stay", async ({
  page,
}, testInfo) => {
  const title = uniqueTitle(testInfo, "exe");
  await login(page, DEMO.admin);
  await openTenderForm(page, testInfo);
  await fillTenderBasics(page, title);
  await page.getByLabel("Documents").setInputFiles({
    name: "setup.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(256)]),
  });
  await page.getByRole("button", { name: "Submit Tender" }).click();

  await expect(page.getByRole("alert").first()).toContainText(
    "setup.pdf: the content is not a real .pdf file",
  );
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Region")).toHaveValue(/\d+/);
  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title })}`);
  await expect(page.getByText("No tenders found.")).toBeVisible();
});

test("a document over 20 MB is refused with a message and the typed values stay", async ({
  page,
}, testInfo) => {
  // Uploads 20 MB through the browser: on a loaded 2-core CI machine that alone can take 20 s.
  test.slow();
  const title = uniqueTitle(testInfo, "huge");
  await login(page, DEMO.admin);
  await openTenderForm(page, testInfo);
  await fillTenderBasics(page, title);
  const huge = Buffer.alloc(20 * 1024 * 1024 + 1);
  fs.readFileSync(samplePath("pdf")).copy(huge);
  await page.getByLabel("Documents").setInputFiles({
    name: "huge.pdf",
    mimeType: "application/pdf",
    buffer: huge,
  });
  await page.getByRole("button", { name: "Submit Tender" }).click();

  // With JavaScript the browser refuses before uploading; without, the server does.
  await expect(page.getByText(/Each document must be at most 20 MB/).first()).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Snippet")).toHaveValue("Road works around Adama");
  await expect(page.getByLabel("Region")).not.toHaveValue("");
  await expect(page.getByLabel("Bid bond (%)")).toHaveValue("2");
  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title })}`);
  await expect(page.getByText("No tenders found.")).toBeVisible();
});

test("a superadmin deletes a tender after confirming", async ({ page }, testInfo) => {
  const title = uniqueTitle(testInfo, "delete");
  await login(page, DEMO.superadmin);
  await openTenderForm(page, testInfo);
  await fillTenderBasics(page, title);
  await page.getByRole("button", { name: "Submit Tender" }).click();
  await expect(page.getByText("Tender submitted successfully!")).toBeVisible();

  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title })}`);
  const question = "Are you sure you want to delete this tender?";
  if (jsEnabled(testInfo)) {
    page.once("dialog", async (dialog) => {
      expect(dialog.message()).toBe(question);
      await dialog.accept();
    });
    await page.getByRole("link", { name: `Delete ${title}` }).click();
  } else {
    await page.getByRole("link", { name: `Delete ${title}` }).click();
    await expect(page.getByText(question)).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete" }).click();
  }
  await expect(page.getByText("Tender deleted.")).toBeVisible();
  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title })}`);
  await expect(page.getByText("No tenders found.")).toBeVisible();
});

test("an admin edits only their own tenders and never sees Delete", async ({ page }) => {
  // The demo data alternates publishers: even rows are the admin's, odd rows the superadmin's.
  const own = demoTenders[0]!.title;
  const others = demoTenders[1]!.title;
  await login(page, DEMO.admin);

  await page.goto(`/admin/tenders?${new URLSearchParams({ q: others })}`);
  await expect(page.getByRole("cell", { name: others, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Edit ${others}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Delete / })).toHaveCount(0);

  await page.goto(`/admin/tenders?${new URLSearchParams({ q: own })}`);
  await expect(page.getByRole("link", { name: `Edit ${own}` })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByText("Page 1 of 1")).toBeVisible();
});

test("the admin list pages five newest tenders at a time", async ({ page }) => {
  await login(page, DEMO.superadmin);
  await page.goto("/admin/tenders");
  await expect(page.locator(".data-table tbody tr")).toHaveCount(5);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Previous" })).toBeVisible();
  await page.goto("/admin/tenders?q=no-such-tender-title-xyz");
  await expect(page.getByText("No tenders found.")).toBeVisible();
});
