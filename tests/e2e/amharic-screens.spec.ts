import { expect, test, type Page } from "@playwright/test";
import { createCookie } from "react-router";
import { englishInterfaceMessages } from "./catalogue";
import { DEMO, DEMO_PASSWORD } from "./fixtures";

/**
 * Every main screen in Amharic at phone width, as a visitor, a user and an admin, with
 * JavaScript on and off (both projects run this file): the page is Amharic, no English message
 * of the catalogues is left on it (a string rendered outside the catalogue or a catalogue that
 * did not load shows up here), and nothing is wider than the phone.
 */
const VISITOR_SCREENS = [
  "/",
  "/home",
  "/home?q=zzzz-no-such-tender",
  "/login",
  "/register",
  "/forgot-password",
  "/contact",
];
const USER_SCREENS = ["/mytender", "/alerts", "/account"];
const ADMIN_SCREENS = ["/admin/tenders", "/admin/tenders/create", "/admin/categories"];

test.use({ viewport: { width: 375, height: 812 }, locale: "am-ET" });
// Each test walks several screens, each rendered and read whole.
test.describe.configure({ timeout: 120_000 });

async function englishLeftOn(page: Page): Promise<string[]> {
  const text = await page.locator("body").innerText();
  return englishInterfaceMessages().filter((message) => text.includes(message));
}

async function checkScreen(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("html"), path).toHaveAttribute("lang", "am");
  expect(await englishLeftOn(page), `English left on ${path}`).toEqual([]);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, `${path} is wider than the phone`).toBeLessThanOrEqual(widths.screen);
}

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.locator("input[name=email]").fill(email);
  await page.locator("input[name=password]").fill(DEMO_PASSWORD);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  // Signing in brought the account's English (the demo accounts, shared with other tests, keep
  // it): this browser's own language cookie, as the switch sets it, asks for Amharic.
  const cookie = await createCookie("lng").serialize("am");
  const value = cookie.slice(cookie.indexOf("=") + 1, cookie.indexOf(";"));
  await page.context().addCookies([{ name: "lng", value, url: page.url() }]);
}

test("a visitor's screens are Amharic and fit a phone", async ({ page }) => {
  for (const path of VISITOR_SCREENS) await checkScreen(page, path);
  await page.goto("/home?q=road");
  // A feed reader sends no cookie: the page's feed link names the language.
  await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/feeds/tenders.rss?q=road&lng=am",
  );
  const detail = await page.locator("article.tender-card h2 a").first().getAttribute("href");
  await checkScreen(page, detail!);
});

test("a user's screens are Amharic and fit a phone", async ({ page }) => {
  await signIn(page, DEMO.user);
  for (const path of USER_SCREENS) await checkScreen(page, path);
});

test("an admin's screens are Amharic and fit a phone", async ({ page }) => {
  await signIn(page, DEMO.admin);
  for (const path of ADMIN_SCREENS) await checkScreen(page, path);
});

/** Submits the page's form empty and waits for its errors (checked in the browser or not). */
async function refuseEmpty(page: Page, path: string) {
  await page.goto(path);
  await page.locator("main form[method=post] button[type=submit]").first().click();
  await expect(page.locator("[id$='-error'], .field-error, .form-errors").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  expect(await englishLeftOn(page), `English errors on ${path}`).toEqual([]);
}

test("form errors are Amharic: registration and contact", async ({ page }) => {
  await refuseEmpty(page, "/register");
  await refuseEmpty(page, "/contact");
});

test("form errors are Amharic: the admin's tender and category forms", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await refuseEmpty(page, "/admin/tenders/create");
  await refuseEmpty(page, "/admin/categories/create");
});
