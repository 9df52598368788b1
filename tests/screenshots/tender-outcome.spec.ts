import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "../e2e/fixtures";
import { shoot } from "./shoot";

// Who won: the admin's outcome screen (with the warning before a lot is awarded twice), a tender's
// outcome, the archive's outcome filter, a buyer profile, the organisation directory and a
// supplier record, at both widths, in English and Amharic, from the demo outcomes
// (scripts/seed/demo-outcomes.ts). SHOTS_DIR writes them elsewhere (a review's folder).

/** The first tender of an archive list, by its number. */
async function firstOf(page: Page, list: string): Promise<number> {
  await page.goto(list);
  const href = await page.locator("article.tender-card h2 a").first().getAttribute("href");
  return Number(/\/tenders\/(\d+)/.exec(href ?? "")![1]);
}

test("outcomes, buyer profiles and supplier records, in English and Amharic", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, DEMO.admin);
  const awarded = await firstOf(page, "/home?outcome=awarded&q=dormitories");
  const cancelled = await firstOf(page, "/home?outcome=cancelled");

  await page.goto(`/admin/tenders/${awarded}/outcome`);
  await page.getByLabel("Supplier").fill("Kebede Supplies");
  await page.getByLabel("Lot", { exact: true }).fill("2");
  await page.getByLabel("Amount").fill("390000");
  await page.getByLabel("Award date").fill("2026-11-30");
  await page.getByRole("button", { name: "Record award" }).click();
  await expect(page.getByText("Lot 2 is already awarded: nothing was saved")).toBeVisible();
  await shoot(page, "tender-outcome-admin");

  const pages: [string, string][] = [
    [`/tenders/${awarded}`, "tender-outcome-awarded"],
    [`/tenders/${cancelled}`, "tender-outcome-cancelled"],
    ["/home?outcome=awarded", "tender-outcome-filter"],
    ["/organisations", "organisations"],
    ["/organisations/bahir-dar-university", "organisation-profile"],
    ["/suppliers/zeta-technologies-plc", "supplier-record"],
  ];
  for (const [path, name] of pages) {
    await page.goto(path);
    await shoot(page, name);
  }

  await page.goto(
    `/language?lng=am&redirectTo=${encodeURIComponent(`/admin/tenders/${awarded}/outcome`)}`,
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await shoot(page, "am/tender-outcome-admin");
  for (const [path, name] of pages) {
    await page.goto(path);
    await shoot(page, `am/${name}`);
  }
  await page.goto("/language?lng=en&redirectTo=/");
});
