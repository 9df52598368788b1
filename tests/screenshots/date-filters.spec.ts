import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "../e2e/fixtures";

// The list's date filters in Amharic: Ethiopian days typed as day/month/year, shown in both
// calendars, and the error for a day that does not exist, at both widths (the phone's panel
// opened). SHOTS_DIR writes them elsewhere (a review's folder).

const OUT = process.env.SHOTS_DIR ?? "docs/screenshots";

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const panel = page.locator(".filter-disclosure");
    if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) {
      await panel.locator("> summary").click();
    }
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${OUT}/am/${name}-${width}.png`, fullPage: true });
  }
}

test("the date filters in Amharic, read and refused", async ({ page }) => {
  await login(page, DEMO.user);
  await page.goto("/language?lng=am&redirectTo=/home");
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await page.goto(`/home?${new URLSearchParams({ published_from: "01/03/2019" })}`);
  await expect(page.locator("#filter-published_from-day")).toBeVisible();
  await shoot(page, "date-filters");
  await page.goto(`/home?${new URLSearchParams({ closes_to: "31/13/2019" })}`);
  await shoot(page, "date-filters-refused");
  await page.goto("/language?lng=en&redirectTo=/");
});
