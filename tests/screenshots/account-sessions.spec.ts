import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, login } from "../e2e/fixtures";

// /account's list of sign-ins: this browser and a phone, at both widths, in English and Amharic.

const OUT = "docs/screenshots";
const WIDTHS = [375, 1280] as const;
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function shoot(page: Page, section: Locator, name: string) {
  await page.waitForLoadState("networkidle");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await section.screenshot({ path: `${OUT}/${name}-${width}.png` });
  }
}

test("the sessions list in English and Amharic", async ({ page, browser }) => {
  await login(page, DEMO.user);
  const phone = await browser.newContext({ userAgent: ANDROID_CHROME });
  const phonePage = await phone.newPage();
  await login(phonePage, DEMO.user);

  await page.goto("/account#account-sessions");
  const english = page.getByRole("region", { name: "Where you are signed in" });
  await expect(english.getByRole("row", { name: /Chrome on Android/ })).toBeVisible();
  await shoot(page, english, "account-sessions");

  await page.goto("/account?lng=am#account-sessions");
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  const amharic = page.locator('section[aria-labelledby="account-sessions"]');
  await expect(amharic.getByRole("cell", { name: "Chrome በAndroid", exact: true })).toBeVisible();
  await shoot(page, amharic, "am/account-sessions");
  await phone.close();
});
