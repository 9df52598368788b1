import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "../e2e/fixtures";

// A tender's outcome: the admin screen that records it and the tender page that shows it, at
// both widths, in English and Amharic. SHOTS_DIR writes them elsewhere (a review's folder).

const OUT = process.env.SHOTS_DIR ?? "docs/screenshots";
const WIDTHS = [375, 1280] as const;
const SAMPLE_PDF = path.resolve("scripts/seed/files/sample.pdf");

async function shoot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
}

/** The ids of the first closed demo tenders, from the archive's cards. */
async function closedTenders(page: Page, count: number): Promise<number[]> {
  await page.goto("/home?status=closed");
  const hrefs = await page
    .locator("article.tender-card h2 a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.slice(0, count).map((href) => Number(/\/tenders\/(\d+)/.exec(href)![1]));
}

async function recordAward(page: Page, values: Record<string, string>, notice = false) {
  await page.getByLabel("Supplier").fill(values.supplier!);
  await page.getByLabel("Lot", { exact: true }).fill(values.lot!);
  await page.getByLabel("Amount").fill(values.amount!);
  await page.getByLabel("Award date").fill(values.date!);
  if (values.note) await page.getByLabel("Note (optional)").fill(values.note);
  if (notice) await page.getByLabel("Upload the award notice").setInputFiles(SAMPLE_PDF);
  await page.getByRole("button", { name: "Record award" }).click();
  await expect(page.getByText("Award recorded.")).toBeVisible();
}

test("the outcome screen and the tender page, in English and Amharic", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, DEMO.admin);
  const [awarded, cancelled] = await closedTenders(page, 2);

  await page.goto(`/admin/tenders/${awarded}/outcome`);
  await recordAward(
    page,
    { supplier: "Abay Engineering PLC", lot: "1", amount: "1,250,000.50", date: "2026-11-20" },
    true,
  );
  const lot2 = { supplier: "ጣና ትሬዲንግ ኃ.የተ.የግ.ማ.", lot: "2", amount: "384000", date: "2026-11-21" };
  await recordAward(page, { ...lot2, note: "Framework agreement, 12 months" });
  // The warning before a second award of lot 2.
  await page.getByLabel("Supplier").fill("Kebede Supplies");
  await page.getByLabel("Lot", { exact: true }).fill("2");
  await page.getByLabel("Amount").fill("390000");
  await page.getByLabel("Award date").fill("2026-11-22");
  await page.getByRole("button", { name: "Record award" }).click();
  await expect(page.getByText("Lot 2 is already awarded: nothing was saved")).toBeVisible();
  await shoot(page, "tender-outcome-admin");

  await page.goto(`/admin/tenders/${cancelled}/outcome`);
  await page.getByLabel("Reason for cancelling").fill("The budget was withdrawn by the buyer.");
  await page.getByRole("button", { name: "Cancel the tender" }).click();
  await expect(page.getByText("The tender is marked cancelled.")).toBeVisible();
  await shoot(page, "tender-outcome-admin-cancelled");

  await page.goto(`/tenders/${awarded}`);
  await expect(page.getByRole("region", { name: /Outcome/ })).toBeVisible();
  await shoot(page, "tender-outcome-awarded");
  await page.goto(`/tenders/${cancelled}`);
  await shoot(page, "tender-outcome-cancelled");
  await page.goto(`/home?scope=all&outcome=awarded`);
  await shoot(page, "tender-outcome-filter");

  await page.goto(`/language?lng=am&redirectTo=${encodeURIComponent(`/tenders/${awarded}`)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await shoot(page, "am/tender-outcome-awarded");
  await page.goto(`/tenders/${cancelled}`);
  await shoot(page, "am/tender-outcome-cancelled");
  await page.goto(`/admin/tenders/${awarded}/outcome`);
  await shoot(page, "am/tender-outcome-admin");
  await page.goto(`/home?scope=all&outcome=awarded`);
  await shoot(page, "am/tender-outcome-filter");
  await page.goto("/language?lng=en&redirectTo=/");
});
