import { expect, test } from "@playwright/test";
import { DEMO, login, uniqueName } from "./fixtures";

/** A CSV as a spreadsheet saves it: two good rows around one with an impossible closing date. */
function csv(prefix: string): Buffer {
  return Buffer.from(
    [
      "title,organisation,closing_date (EAT),region,source,language,categories",
      `${prefix} road A,Oromia Roads Authority,2031-08-01 10:00,oromia,Addis Zemen,English,construction & civil works`,
      `${prefix} bad date,Oromia Roads Authority,2031-13-01 10:00,Oromia,Addis Zemen,English,`,
      `${prefix} road B,,,Amhara,Reporter,english,`,
    ].join("\r\n"),
  );
}

test("an admin imports the valid rows of a file with one bad row", async ({ page }, testInfo) => {
  // Six page loads and three file checks: more than the default 30 s on a busy machine.
  test.slow();
  const prefix = uniqueName(testInfo, "Import");
  await login(page, DEMO.admin);
  await page.goto("/admin/tenders");
  await page.getByRole("link", { name: "Import tenders" }).click();
  await expect(page).toHaveURL(/\/admin\/tenders\/import$/);

  await page.getByLabel("File to import (.csv or .xlsx)").setInputFiles({
    name: "tenders.csv",
    mimeType: "text/csv",
    buffer: csv(prefix),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.locator("#import-summary")).toHaveText(
    "2 valid rows, 1 rows with errors, 0 possible duplicates. Nothing is stored yet.",
  );
  await expect(
    page.getByText("Row 3, closing date: Enter a valid date and time", { exact: true }),
  ).toBeVisible();

  // 'All or nothing' refuses the file and says why; the preview stays to choose again.
  await page.getByRole("button", { name: "Import all or nothing" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Nothing was imported: some rows have errors",
  );
  const list = await page.context().newPage();
  await list.goto(`/admin/tenders?q=${encodeURIComponent(prefix)}`);
  await expect(list.getByText("No tenders found.")).toBeVisible();
  await list.close();

  await page.getByRole("button", { name: "Import the valid rows (2)" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Imported 2 tenders as drafts; 1 rows with errors were skipped.",
  );

  await page.goto(`/admin/tenders?q=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole("cell", { name: `${prefix} road A`, exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: `${prefix} road B`, exact: true })).toBeVisible();
  await expect(page.getByText(`${prefix} bad date`)).toHaveCount(0);
});

test("a file that is not CSV or XLSX is refused with a message", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto("/admin/tenders/import");
  await page.getByLabel("File to import (.csv or .xlsx)").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("title\nx\n"),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Upload a CSV (.csv) or Excel (.xlsx) file. Other files cannot be imported.",
  );
});

test("a file past a reading limit is refused naming the limit, the upload offered again", async ({
  page,
}) => {
  // 19 MB sent and read to its 10,000th row: about 20 s on a quiet two-core machine.
  test.slow();
  await login(page, DEMO.admin);
  await page.goto("/admin/tenders/import");
  // A header and 19 MB of blank lines (issue 41): blank rows count against the row limit.
  await page.getByLabel("File to import (.csv or .xlsx)").setInputFiles({
    name: "blank-lines.csv",
    mimeType: "text/csv",
    buffer: Buffer.concat([
      Buffer.from("title,region,source,language\n"),
      Buffer.alloc(19 * 1024 * 1024, "\n"),
    ]),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "The file has too many rows: at most 10,000 rows are read, blank rows included. Delete the empty rows below your tenders, or split the file.",
  );
  await expect(page.getByLabel("File to import (.csv or .xlsx)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Check the file" })).toBeEnabled();
});

test("a user who is not an admin cannot open the import", async ({ page }) => {
  await login(page, DEMO.user);
  await page.goto("/admin/tenders/import");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Ftenders%2Fimport$/);
  // The upload itself is refused on the server: nothing is checked or stored.
  const posted = await page.request.post("/admin/tenders/import", {
    multipart: { file: { name: "t.csv", mimeType: "text/csv", buffer: csv("Refused") } },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  expect(posted.headers()["location"]).toMatch(/^\/login\?redirectTo=/);
});
