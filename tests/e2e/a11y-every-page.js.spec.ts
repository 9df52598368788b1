import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createCookie } from "react-router";
import { DEMO, login, registerAndLogin } from "./fixtures";

/**
 * axe on every page of the app, of every impact, in English and Amharic, at 375 and 1280 px:
 * a visitor's pages, a signed-in user's (with an alert of their own to edit) and an admin's,
 * edit forms included. axe runs inside the page, so this file runs in the js project only; the
 * markup it checks is the server's, the same a browser without JavaScript gets.
 */

/** A demo buyer with awards (scripts/seed/demo-outcomes.ts). */
const AWARDING_BUYER = "/organisations/bahir-dar-university";

const VISITOR_PAGES = [
  "/",
  "/home",
  "/home?q=road",
  "/home?q=zzzz-no-such-tender",
  "/organisations",
  AWARDING_BUYER,
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=not-a-token",
  "/about",
  "/privacy",
  "/terms",
  "/contact",
  "/alerts/verify-email?token=not-a-token",
  "/account/deleted",
];

const USER_PAGES = [
  "/home",
  "/home?q=road&status=open",
  "/mytender",
  "/home?outcome=awarded",
  "/suppliers",
  "/suppliers/zeta-technologies-plc",
  "/alerts",
  "/alerts/new",
  "/alerts/channels/telegram",
  "/alerts/channels/sms",
  "/alerts/channels/calendar",
  "/welcome",
  "/account",
  "/account/delete",
];

const ADMIN_PAGES = [
  "/admin",
  "/admin/tenders",
  "/admin/tenders/create",
  "/admin/tenders/import",
  "/admin/awards/import",
  "/admin/organisations",
  "/admin/users",
  "/admin/categories",
  "/admin/categories?detail=1",
  "/admin/categories/create",
  "/admin/categories/edit/1",
  "/admin/categories/delete/1",
  "/admin/categories/1/subcategories/1/rename",
  "/admin/categories/1/subcategories/1/delete",
  "/admin/ads",
  "/admin/metadata?tab=languages&page=1",
  "/admin/metadata?tab=regions&page=1",
  "/admin/metadata?tab=sources&page=1",
  "/admin/metadata/sources/1/rename",
  "/admin/metadata/sources/1/delete",
  "/admin/pages",
  "/admin/pages/about",
  "/admin/alerts",
];

/**
 * Every violation on the page, as "rule (impact): targets". A soft assertion: the walk goes on,
 * and the report lists every page with violations.
 */
async function check(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    // Experimental, so off by default: a speech user says the words they see.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  const lines = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect.soft(lines, label).toEqual([]);
}

async function visit(page: Page, path: string, expectedStatus = 200) {
  const response = await page.goto(path);
  expect.soft(response?.status(), path).toBe(expectedStatus);
  await check(page, path);
}

/** A form as it comes back refused, every field's error showing. */
async function refused(page: Page, path: string) {
  await page.goto(path);
  await page.locator("main form[method=post] button[type=submit]").first().click();
  await expect(page.locator(".field-error, .form-errors").first()).toBeVisible();
  await check(page, `${path}, refused`);
}

/** This browser's language cookie, as the header's switch sets it (signing in set English). */
async function useLanguage(page: Page, lng: "en" | "am") {
  const cookie = await createCookie("lng").serialize(lng);
  const value = cookie.slice(cookie.indexOf("=") + 1, cookie.indexOf(";"));
  await page.context().addCookies([{ name: "lng", value, url: page.url() }]);
}

/**
 * The first tender a page links: the open tenders' list, the archive's awarded ones, or a buyer
 * profile's awards (a visitor's way to a tender with an outcome: the outcome filter is a user's).
 */
async function firstTenderPath(
  page: Page,
  list = "/home",
  links = "article.tender-card h2 a",
): Promise<string> {
  await page.goto(list);
  const href = await page.locator(links).first().getAttribute("href", { timeout: 10_000 });
  const path = href?.startsWith("/login")
    ? new URL(href, "http://x").searchParams.get("redirectTo")
    : href;
  expect(path).toMatch(/^\/tenders\/\d+/);
  return path!;
}

// Each test walks a dozen or more pages, and axe takes seconds on each.
test.describe.configure({ timeout: 900_000 });

for (const width of [375, 1280]) {
  for (const lng of ["en", "am"] as const) {
    test.describe(`${lng} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test("a visitor's pages have no axe violations", async ({ page }) => {
        await page.goto("/");
        await useLanguage(page, lng);
        for (const path of VISITOR_PAGES) await visit(page, path);
        await visit(page, await firstTenderPath(page));
        await visit(page, await firstTenderPath(page, AWARDING_BUYER, "#profile-awards ~ * td a"));
        await visit(page, "/no-such-page", 404);
        await visit(page, "/alerts/unsubscribe", 400);
        for (const path of ["/login", "/register", "/contact"]) await refused(page, path);
        if (width === 375) {
          await page.goto("/home");
          await page.locator(".filter-disclosure > summary").click();
          await check(page, "/home, filters open");
        }
      });

      test("a user's pages have no axe violations", async ({ page }, testInfo) => {
        await registerAndLogin(page, testInfo, `axe-${lng}-${width}`);
        await page.goto("/alerts/new");
        await page.getByLabel("Name", { exact: true }).fill("Roads");
        await page.getByLabel("Include keywords").fill("road");
        await page.getByRole("button", { name: "Create alert" }).click();
        await expect(page).toHaveURL(/\/alerts(\?|$)/);
        const edit = await page.locator("a[href$='/edit']").first().getAttribute("href");
        const tender = await firstTenderPath(page);
        const awarded = await firstTenderPath(page, "/home?outcome=awarded");
        await useLanguage(page, lng);
        for (const path of [...USER_PAGES, edit!, tender, awarded]) await visit(page, path);
        await refused(page, "/alerts/new");
        if (width === 375) {
          await page.goto("/home");
          await page.locator(".filter-disclosure > summary").click();
          await check(page, "/home signed in, filters open");
        }
      });

      test("an admin's pages have no axe violations", async ({ page }) => {
        await login(page, DEMO.superadmin);
        await page.goto("/admin/tenders");
        const edit = await page
          .locator("a[href^='/admin/tenders/edit/']")
          .first()
          .getAttribute("href");
        const id = /(\d+)$/.exec(edit!)![1];
        const awarded = await firstTenderPath(page, "/home?outcome=awarded");
        await useLanguage(page, lng);
        const outcome = `/admin/tenders/${/^\/tenders\/(\d+)/.exec(awarded)![1]}/outcome`;
        for (const path of [...ADMIN_PAGES, edit!, `/admin/tenders/${id}/delete`, outcome]) {
          await visit(page, path);
        }
        for (const path of ["/admin/tenders/create", "/admin/categories/create"]) {
          await refused(page, path);
        }
      });
    });
  }
}
