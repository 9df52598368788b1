import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "./fixtures";

// axe runs inside the page, so it needs JavaScript even in the "no-js" project.
test.use({ javaScriptEnabled: true });

/** Serious and critical axe violations on the current page, summarised for the failure message. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

test("the landing page and All Tenders have no serious accessibility violations", async ({
  page,
}) => {
  for (const url of ["/", "/home"]) {
    await page.goto(url);
    expect(await seriousViolations(page), url).toEqual([]);
  }
});

test("tender detail has no serious accessibility violations", async ({ page }) => {
  await login(page, DEMO.user);
  await page.goto("/tenders");
  await page.locator("article.tender-card h2 a").first().click();
  await expect(page).toHaveURL(/\/tenders\/\d+(\?from=[^&]+)?$/);
  expect(await seriousViolations(page), page.url()).toEqual([]);
});

// axe walks every node of My Tenders' list and filter panel: seconds of CPU on a quiet machine,
// more than the default 30 s beside a second Playwright worker on two busy cores.
test("My Tenders has no serious accessibility violations", async ({ page }) => {
  test.slow();
  await login(page, DEMO.user);
  await page.goto("/mytender");
  expect(await seriousViolations(page), "/mytender").toEqual([]);
});
