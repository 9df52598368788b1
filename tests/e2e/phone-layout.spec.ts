import { expect, test, type Page } from "@playwright/test";
import { DEMO, login, registerAndLogin } from "./fixtures";
import { routeTargets } from "./route-targets";

// Both browser projects run this file: the layout must hold with JavaScript on and off.

/**
 * Responses that are not pages (feeds, calendar files, downloads, zips and the import templates,
 * health probes, sitemaps and robots.txt) or that only act (logout).
 */
const NOT_A_PAGE =
  /^\/(api|feeds|documents|logout|account\/export|healthz|readyz)(\/|$)|\.(zip|csv|xlsx|xml|txt)$/;

/**
 * Every page of app/routes.ts, with real ids where the demo data has them (a tender, a
 * category), and a few states of the list and admin pages that lay out differently.
 */
async function everyPage(page: Page): Promise<string[]> {
  await page.goto("/home");
  const href = await page.locator("article.tender-card h2 a").first().getAttribute("href");
  // A visitor's card links to the login page with the tender as its redirectTo.
  const tenderId = /tenders(?:%2F|\/)(\d+)/.exec(href ?? "")?.[1];
  expect(tenderId, "a tender id on /home").toBeTruthy();
  const paths = routeTargets()
    .filter((target) => !NOT_A_PAGE.test(target.path))
    .map((target) =>
      target.path
        .replace(/^\/(admin\/)?tenders\/(edit\/)?999999999/, `/$1tenders/$2${tenderId}`)
        .replace(/^\/admin\/categories\/(edit|delete)\/999999999/, "/admin/categories/$1/1"),
    );
  return [
    ...new Set([
      ...paths,
      "/home?q=road&page=2",
      `/mytender?open=${tenderId}`,
      "/admin/categories?detail=1",
      "/admin/metadata?tab=regions&page=1",
    ]),
  ];
}

/** Elements that reach past the right edge of the viewport, for the failure message. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .map((element) => {
        const className = typeof element.className === "string" ? element.className : "";
        return `${element.tagName.toLowerCase()}${className ? `.${className.split(" ").join(".")}` : ""}`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
}

for (const account of [null, DEMO.user, DEMO.superadmin]) {
  test(`no page scrolls sideways at 320 px (${account ?? "visitor"})`, async ({ page }) => {
    // Some fifty pages in one test.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 320, height: 640 });
    if (account) await login(page, account);
    const failures: Record<string, unknown> = {};
    for (const path of await everyPage(page)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      await page.waitForLoadState("load");
      const overflow = await sidewaysOverflow(page);
      if (overflow) failures[`${path} → ${new URL(page.url()).pathname}`] = overflow;
    }
    expect(failures).toEqual({});
  });
}

/** The search box and the 'Filters (n)' control both start within the first screen. */
async function expectSearchAndFiltersFirst(page: Page) {
  const viewport = page.viewportSize()!;
  const search = page.getByRole("searchbox", { name: "Search tenders" });
  const filters = page.locator(".filter-disclosure > summary");
  await expect(search).toBeVisible();
  await expect(filters).toBeVisible();
  await expect(filters).toHaveText(/^Filters \(\d+ active\)$/);
  for (const control of [search, filters]) {
    const box = await control.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(viewport.height);
  }
  // The panel itself waits behind the disclosure, so the results follow straight after.
  await expect(page.getByRole("button", { name: "Apply Filters" })).toBeHidden();
  const firstCard = await page.locator("article.tender-card").first().boundingBox();
  const filtersBox = await filters.boundingBox();
  expect(firstCard!.y).toBeGreaterThan(filtersBox!.y);
}

test("on a phone, /home and /mytender show search and filters in the first screen", async ({
  page,
}, testInfo) => {
  test.slow(); // registers, logs in, saves, and reads four list pages
  await page.setViewportSize({ width: 375, height: 667 });
  await registerAndLogin(page, testInfo, "phone-layout");
  // Something saved, so My Tenders has a list to show below its controls.
  await page.goto("/home");
  await page.locator("article.tender-card h2 a").first().click();
  // "Saved" shows at once with JavaScript, before the server has it: leave once it has.
  const saving = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && /\/tenders\/\d+\/save/.test(response.url()),
  );
  await page.getByRole("button", { name: "Save Tender" }).click();
  await saving;
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();

  await page.goto("/home");
  await expectSearchAndFiltersFirst(page);
  await page.goto("/mytender");
  await expectSearchAndFiltersFirst(page);

  // Opening the disclosure shows the panel; applying a filter counts it on the closed control.
  await page.goto("/home");
  await page.locator(".filter-disclosure > summary").click();
  await page.getByLabel("Bidding").selectOption("open");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/status=open/);
  await expect(page.locator(".filter-disclosure > summary")).toHaveText("Filters (1 active)");
  await expect(page.getByRole("button", { name: "Apply Filters" })).toBeHidden();
});

test("on a wide screen the filter panel is an open sidebar with no disclosure control", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, DEMO.user);
  await page.goto("/home");
  await expect(page.locator(".filter-disclosure > summary")).toBeHidden();
  await expect(page.getByRole("button", { name: "Apply Filters" })).toBeVisible();
  const panel = await page.getByRole("heading", { name: "Filter tenders" }).boundingBox();
  const search = await page.getByRole("searchbox", { name: "Search tenders" }).boundingBox();
  expect(panel!.x + panel!.width).toBeLessThan(search!.x);
});
