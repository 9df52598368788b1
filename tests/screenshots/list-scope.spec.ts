import { expect, test } from "@playwright/test";
import { DEMO, login } from "../e2e/fixtures";
import { shoot } from "./shoot";

// The list's scope choice (open tenders or the archive) at both widths, in English and Amharic.

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
