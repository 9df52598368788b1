import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { uniqueTitle } from "./admin-tenders-helpers";
import { DEMO, login } from "./fixtures";
import { closedTender } from "./outcome-helpers";

test("an admin previews award notices from a CSV, then records the valid rows once", async ({
  page,
}, testInfo) => {
  test.slow();
  const title = uniqueTitle(testInfo, "award import");
  const [first, second] = [await closedTender(`${title} a`), await closedTender(`${title} b`)];
  const csv = [
    "tender_id,lot,supplier,amount,currency,date,note",
    `${first},1,Awash Builders PLC,"1,250,000",,2026-11-20,Notice of 20 Nov`,
    `${second},2,Awash Builders PLC,980.5,usd,2026-11-21,`,
    `${first},1,Duplicate PLC,10,,2026-11-21,`,
    `${second},,,-5,,2026-13-01,`,
  ].join("\n");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "award-import-")), "awards.csv");
  fs.writeFileSync(file, csv);

  await login(page, DEMO.admin);
  await page.goto("/admin/tenders");
  await page.getByRole("link", { name: "Import award notices" }).click();
  await page.getByLabel("File to import (.csv or .xlsx)").setInputFiles(file);
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.locator("#import-summary")).toHaveText(
    "2 valid rows, 2 rows with errors, 0 lots already awarded. Nothing is stored yet.",
  );
  await expect(
    page.getByText(/Row 4, lot: An earlier row of the file awards this lot/),
  ).toBeVisible();
  await expect(page.getByText(/Row 5, supplier:/)).toBeVisible();
  await expect(page.getByText(/Row 5, amount:/)).toBeVisible();
  await page.getByRole("button", { name: "Record the valid awards (2)" }).click();
  await expect(page.getByText("Recorded 2 awards; 2 rows were skipped.")).toBeVisible();

  await page.goto(`/admin/tenders/${first}/outcome`);
  await expect(page.locator(".data-table")).toContainText("Awash Builders PLC");
  await expect(page.locator(".data-table")).toContainText("1,250,000.00 birr");
  await page.goto(`/admin/tenders/${second}/outcome`);
  await expect(page.locator(".data-table")).toContainText("USD 980.50");

  // The same file again: both lots are taken now, shown as warnings, and nothing is recorded.
  await page.goto("/admin/awards/import");
  await page.getByLabel("File to import (.csv or .xlsx)").setInputFiles(file);
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.locator("#import-summary")).toContainText("2 lots already awarded");
  await expect(
    page.getByText("Already awarded to Awash Builders PLC.", { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Record the valid awards (0)" })).toBeDisabled();
});
