import { expect, test } from "@playwright/test";
import { am } from "./catalogue";
import { REGISTERED_PASSWORD, registerAndLogin } from "./fixtures";

/**
 * The interface in Amharic, as a visitor and a user choose it with the header's switch: with
 * JavaScript on and off (both projects run this file).
 */
test("a visitor switches to Amharic and back, and the choice stays for the next pages", async ({
  page,
}) => {
  await page.goto("/home?q=road");
  await page.getByRole("link", { name: "አማርኛ" }).click();
  await expect(page).toHaveURL(/\/home\?q=road$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await expect(page.getByRole("navigation", { name: am("Main") })).toContainText(am("All Tenders"));
  await expect(page.getByRole("link", { name: am("Privacy Policy") })).toBeVisible();

  // The cookie keeps the choice; ?lng= overrides it for one page.
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await page.goto("/login?lng=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.goto("/home");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "All Tenders" })).toBeVisible();
});

test("the browser's Accept-Language decides for a first visit", async ({ browser }) => {
  const context = await browser.newContext({ locale: "am-ET" });
  const page = await context.newPage();
  await page.goto("/home");
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await context.close();
});

test("a signed-in user's choice follows them to another browser", async ({ browser }, testInfo) => {
  // Registers, signs in twice and renders a dozen pages in two browsers.
  test.slow();
  const first = await browser.newContext();
  const page = await first.newPage();
  const email = await registerAndLogin(page, testInfo, "amharic");
  await page.getByRole("link", { name: "አማርኛ" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await first.close();

  // A new browser (no language cookie, English Accept-Language): English until they sign in.
  const second = await browser.newContext({ locale: "en-US" });
  const other = await second.newPage();
  await other.goto("/login");
  await expect(other.locator("html")).toHaveAttribute("lang", "en");
  await other.getByLabel("Email").fill(email);
  await other.getByLabel("Password").fill(REGISTERED_PASSWORD);
  await other.getByRole("button", { name: "Login" }).click();
  await expect(other.locator("html")).toHaveAttribute("lang", "am");
  await expect(other.getByText(am("Profile"))).toBeVisible();
  await second.close();
});

test("an unknown language is refused with a 400, and a foreign redirect stays on the site", async ({
  page,
}) => {
  const refused = await page.goto("/language?lng=fr&redirectTo=/home");
  expect(refused?.status()).toBe(400);
  await page.goto("/language?lng=am&redirectTo=https://evil.example/");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
});
