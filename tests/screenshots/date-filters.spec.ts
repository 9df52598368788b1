import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "../e2e/fixtures";
import { shoot } from "./shoot";

// The list's date filters, read and refused, at both widths (the phone's panel opened): in
// English Gregorian days, in Amharic Ethiopian days typed as day/month/year and shown in both
// calendars. SHOTS_DIR writes them elsewhere (a review's folder).

/** The filter panel open, as a phone shows it after a tap (the desktop's is always open). */
async function openFilters(page: Page) {
  const panel = page.locator(".filter-disclosure");
  if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) {
    await panel.locator("> summary").click();
  }
}

const DAYS = {
  en: { read: "2026-11-10", refused: "2026-02-30", folder: "" },
  am: { read: "01/03/2019", refused: "31/13/2019", folder: "am/" },
} as const;

for (const lng of ["en", "am"] as const) {
  test(`the date filters in ${lng}, read and refused`, async ({ page }) => {
    const { read, refused, folder } = DAYS[lng];
    await login(page, DEMO.user);
    await page.goto(`/language?lng=${lng}&redirectTo=/home`);
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    await page.goto(`/home?${new URLSearchParams({ published_from: read })}`);
    await expect(page.locator("#filter-published_from")).not.toHaveValue("");
    await shoot(page, `${folder}date-filters`, () => openFilters(page));
    await page.goto(`/home?${new URLSearchParams({ closes_to: refused })}`);
    await shoot(page, `${folder}date-filters-refused`, () => openFilters(page));
    await page.goto("/language?lng=en&redirectTo=/");
  });
}

test("the admin tender form and a tender's page in Amharic, at both widths", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto("/language?lng=am&redirectTo=/home");
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  const href = await page.locator("article.tender-card h2 a").first().getAttribute("href");
  for (const [path, name] of [
    ["/admin/tenders/create", "admin-tender-form"],
    [href!, "detail"],
  ] as const) {
    await page.goto(path);
    await shoot(page, `am/${name}`);
  }
  await page.goto("/language?lng=en&redirectTo=/");
});
