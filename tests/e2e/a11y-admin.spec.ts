import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "./fixtures";

// axe runs inside the page, so it needs JavaScript even in the no-js project; the HTML it
// checks is the same server-rendered markup either way.
test.use({ javaScriptEnabled: true });

/** Fails with the list of serious or critical violations on the current page. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`);
  expect(serious).toEqual([]);
}

test("/contact has no serious accessibility violations", async ({ page }) => {
  await page.goto("/contact");
  await expectNoSeriousViolations(page);
  // And with every field error showing.
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  await expectNoSeriousViolations(page);
});

const ADMIN_SCREENS = [
  "/admin/users",
  "/admin/categories",
  "/admin/categories?detail=1",
  "/admin/categories/create",
  "/admin/categories/edit/1",
  "/admin/categories/delete/1",
  "/admin/ads",
  "/admin/metadata?tab=regions&page=1",
  // Catalogue upkeep: looked at, never submitted (these are the demo catalogue's rows).
  "/admin/metadata/sources/1/rename",
  "/admin/metadata/sources/1/delete",
  "/admin/categories/1/subcategories/1/rename",
  "/admin/categories/1/subcategories/1/delete",
  "/admin/pages",
  "/admin/pages/about",
];

for (const path of ADMIN_SCREENS) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await login(page, DEMO.superadmin);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectNoSeriousViolations(page);
  });
}

// Row actions name what they act on after the visible word, so a speech user saying the word
// they see reaches the control in either language (axe's experimental rule, enabled here).
for (const lng of ["en", "am"]) {
  for (const path of [
    "/admin/tenders",
    "/admin/categories?detail=1",
    "/admin/metadata",
    "/admin/users",
    "/admin/pages",
  ]) {
    test(`${path} in ${lng}: every accessible name starts with the visible label`, async ({
      page,
    }) => {
      await login(page, DEMO.superadmin);
      // ?lng= for this page only: the switch would change the shared demo account's language.
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      const results = await new AxeBuilder({ page })
        .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
        .withRules(["label-content-name-mismatch"])
        .analyze();
      expect(results.violations.flatMap((violation) => violation.nodes.map((n) => n.html))).toEqual(
        [],
      );
      // Back to English for the other tests signed in as this account.
      await page.goto("/language?lng=en&redirectTo=/admin");
    });
  }
}
