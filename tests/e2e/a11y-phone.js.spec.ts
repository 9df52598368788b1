import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "./fixtures";

// axe runs inside the page, so this file runs in the js project only; the markup it checks is
// the same server-rendered HTML a browser without JavaScript gets.

/** Every axe violation on the current page, of any impact. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** A list page as a phone shows it: the filters closed, then opened. */
async function expectListPageClean(page: Page, url: string) {
  await page.goto(url);
  expect(await violations(page), `${url}, filters closed`).toEqual([]);
  await page.locator(".filter-disclosure > summary").click();
  await expect(page.getByRole("button", { name: "Apply Filters" })).toBeVisible();
  expect(await violations(page), `${url}, filters open`).toEqual([]);
}

async function expectPageClean(page: Page, url: string) {
  await page.goto(url);
  expect(await violations(page), url).toEqual([]);
}

async function expectFirstTenderClean(page: Page) {
  await page.goto("/home");
  await page.locator("article.tender-card h2 a").first().click();
  await expect(page).toHaveURL(/\/tenders\/\d+$/);
  expect(await violations(page), page.url()).toEqual([]);
}

// One page per test: axe takes seconds on a large page, more on a busy machine.
test.slow();

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the landing page has no violations", async ({ page }) => {
    await expectPageClean(page, "/");
  });

  test("All Tenders has no violations for a visitor, filters closed or open", async ({ page }) => {
    await expectListPageClean(page, "/home");
  });

  for (const url of ["/home", "/home?q=road&status=open", "/mytender"]) {
    test(`${url} has no violations when signed in, filters closed or open`, async ({ page }) => {
      await login(page, DEMO.user);
      await expectListPageClean(page, url);
    });
  }

  test("a tender has no violations", async ({ page }) => {
    await login(page, DEMO.user);
    await expectFirstTenderClean(page);
  });

  test("the Amharic date filters, one day chosen and one refused, have no violations", async ({
    page,
  }) => {
    await login(page, DEMO.user);
    // ?lng= for this page only: the demo account keeps its language.
    const url = "/home?lng=am&published_from=22/04/2018&closes_to=31/01/2019";
    await page.goto(url);
    // A refused day opens the panel.
    await expect(page.locator("#filter-closes_to-error")).toBeVisible();
    await expect(page.locator("#filter-published_from-day")).toBeVisible();
    expect(await violations(page), url).toEqual([]);
  });

  test("the alerts page has no violations", async ({ page }) => {
    await login(page, DEMO.user);
    await expectPageClean(page, "/alerts");
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const url of ["/home", "/mytender", "/alerts"]) {
    test(`${url} has no violations`, async ({ page }) => {
      await login(page, DEMO.user);
      await expectPageClean(page, url);
    });
  }

  test("a tender has no violations", async ({ page }) => {
    await login(page, DEMO.user);
    await expectFirstTenderClean(page);
  });
});
