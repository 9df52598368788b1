import { expect, test } from "@playwright/test";
import { DEMO, login } from "./fixtures";

// The organisation filter reads a misspelt or shortened name as the organisation it means, with
// JavaScript on and off, and says so beside the search, where a phone sees it too.

const EAG = "Ethiopian Airlines Group";

test.beforeEach(async ({ page }) => {
  await login(page, DEMO.user);
});

test("a misspelt organisation lists Ethiopian Airlines Group's tenders and says so", async ({
  page,
}) => {
  await page.goto("/home");
  await page.getByLabel("Organisation").fill("Ethiopain Airlnes");
  await page.getByRole("button", { name: "Apply Filters" }).click();

  await expect(page).toHaveURL(/[?&]organisation=Ethiopain(\+|%20)Airlnes(&|$)/);
  const note = page.locator("#filter-organisation-unknown");
  await expect(note).toHaveText(
    `Showing tenders of ${EAG}, the organisation closest to “Ethiopain Airlnes”.`,
  );
  const cards = page.locator("article.tender-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText("Commercial Kitchen Equipment");
  for (const organisation of await cards.locator(".tender-card-organisation").allInnerTexts()) {
    expect(organisation).toBe(EAG);
  }
  await expect(page.getByLabel("Organisation")).toHaveValue(EAG);

  // On a phone the filter panel is closed; the note beside the search is still in sight.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByLabel("Organisation")).toBeHidden();
  await expect(note).toBeVisible();
  await expect(note).toBeInViewport();
});

test("a word several organisations hold offers a few of them; the fuller name lists its tenders", async ({
  page,
}) => {
  await page.goto("/home?organisation=ethiopian");
  const note = page.locator("#filter-organisation-unknown");
  await expect(note).toContainText("No organisation is called “ethiopian”. Did you mean:");
  await expect(page.getByText("No tenders found.")).toBeVisible();
  const links = note.getByRole("link");
  expect(await links.count()).toBeGreaterThan(1);
  expect(await links.count()).toBeLessThanOrEqual(5);

  await page.goto("/home?organisation=ethiopian%20airlines");
  await expect(note).toContainText(`Showing tenders of ${EAG}`);
  await expect(page.locator(".tender-card-organisation").first()).toHaveText(EAG);
});
