import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "../e2e/fixtures";

// The list's scope choice (open tenders or the archive) at both widths, in English and Amharic.

const OUT = "docs/screenshots";
const WIDTHS = [375, 1280] as const;

async function shoot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
}

test("open tenders and the archive, signed in, in English", async ({ page }) => {
  await login(page, DEMO.user);
  await page.goto("/home");
  await expect(page.getByRole("link", { name: "Open tenders" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await shoot(page, "list-scope-open");
  await page.getByRole("link", { name: "Include closed tenders (archive)" }).click();
  await expect(page).toHaveURL(/scope=all/);
  await shoot(page, "list-scope-archive");
});

test("open tenders and the archive in Amharic", async ({ browser }) => {
  const context = await browser.newContext({ locale: "am-ET" });
  const page = await context.newPage();
  await page.goto("/home");
  await shoot(page, "am/list-scope-open");
  await page.goto("/home?scope=all");
  await shoot(page, "am/list-scope-archive");
  await context.close();
});
