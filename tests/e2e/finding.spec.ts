import { expect, test } from "@playwright/test";
import { DEMO, login } from "./fixtures";

// Issue 13, point 3, with JavaScript on and off: sort, organisation and date fields of the
// filter panel, a refused date, and Back to the exact list page the user came from.

const EEU = "Ethiopian Electric Utility";

test.beforeEach(async ({ page }) => {
  await login(page, DEMO.user);
});

test("sorts by closing date and filters by organisation and closing day", async ({ page }) => {
  // In the archive, where closed tenders follow the open ones.
  await page.goto("/home?scope=all");
  await page.getByLabel("Sort by").selectOption("Closing soonest");
  await page.getByLabel("Organisation").fill(EEU);
  await page.getByLabel("Closes from").fill("2020-01-01");
  await page.getByRole("button", { name: "Apply Filters" }).click();

  await expect(page).toHaveURL(/[?&]sort=closing(&|$)/);
  await expect(page).toHaveURL(/[?&]scope=all(&|$)/);
  await expect(page).toHaveURL(/[?&]organisation=Ethiopian(\+|%20)Electric(\+|%20)Utility(&|$)/);
  await expect(page).toHaveURL(/[?&]closes_from=2020-01-01(&|$)/);
  const cards = page.locator("article.tender-card");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let index = 0; index < count; index++) {
    await expect(cards.nth(index).locator(".tender-card-organisation")).toHaveText(EEU);
  }
  // Open tenders come first, each saying how long it stays open.
  const statuses = await cards.locator(".status-badge").allInnerTexts();
  const firstClosed = statuses.indexOf("Closed");
  if (firstClosed !== -1) {
    expect(statuses.slice(firstClosed).every((status) => status === "Closed")).toBe(true);
  }
  if (statuses[0] === "Open") {
    await expect(cards.first().locator(".closing-marker")).toHaveText(
      /^(Closes in \d+ days?|Closing today)$/,
    );
  }
  // The panel shows what is applied.
  await expect(page.getByLabel("Sort by")).toHaveValue("closing");
  await expect(page.getByLabel("Organisation")).toHaveValue(EEU);
  await expect(page.getByLabel("Closes from")).toHaveValue("2020-01-01");

  // A search keeps the panel's choices and offers relevance.
  await page.getByPlaceholder("Search tenders...").fill("transfor");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=transfor(&|$)/);
  await expect(page).toHaveURL(/[?&]organisation=/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Distribution Transformers");
});

test("a typed organisation is read whatever its letter case; one no tender names offers those it may mean", async ({
  page,
}) => {
  await page.goto("/home");
  await page.getByLabel("Organisation").fill("  ethiopian electric UTILITY ");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  const cards = page.locator("article.tender-card");
  await expect(cards.first()).toBeVisible();
  for (const organisation of await cards.locator(".tender-card-organisation").allInnerTexts()) {
    expect(organisation).toBe(EEU);
  }
  await expect(page.getByLabel("Organisation")).toHaveValue(EEU);

  await page.getByLabel("Organisation").fill("electric");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page.getByText("No tenders found.")).toBeVisible();
  const unknown = page.locator("#filter-organisation-unknown");
  await expect(unknown).toContainText("No organisation is called “electric”. Did you mean:");
  await expect(page.getByLabel("Organisation")).toHaveValue("electric");
  await unknown.getByRole("link", { name: EEU, exact: true }).click();
  await expect(page).toHaveURL(/[?&]organisation=Ethiopian(\+|%20)Electric(\+|%20)Utility(&|$)/);
  await expect(cards.first()).toBeVisible();
  await expect(page.getByLabel("Organisation")).toHaveValue(EEU);

  await page.getByLabel("Organisation").fill("Ministry of Nowhere");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(unknown).toHaveText("No organisation is called “Ministry of Nowhere”.");
  await expect(unknown.getByRole("link")).toHaveCount(0);
});

test("refuses a date that does not exist with a message, keeping the filters", async ({ page }) => {
  const response = await page.goto(
    `/home?q=supply&organisation=${encodeURIComponent(EEU)}&published_from=2026-02-30`,
  );
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Check the dates in the filters");
  await expect(page.getByText("Enter a real date, for example 2026-05-31")).toBeVisible();
  await expect(page.getByLabel("Published from")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Organisation")).toHaveValue(EEU);
  await expect(page.getByPlaceholder("Search tenders...")).toHaveValue("supply");
});

test("Back on a tender returns to the filtered page 3 it was opened from", async ({ page }) => {
  // The archive too: the choice travels to the tender and back.
  const listUrl = "/home?q=supply&sort=newest&scope=all&page=3";
  await page.goto(listUrl);
  await expect(page.locator(".result-count")).toContainText(", page 3 of");
  const first = page.locator("article.tender-card h2 a").first();
  const title = await first.innerText();
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("from")).toBe(listUrl);

  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.locator(".result-count")).toContainText(", page 3 of");
  await expect(page.getByPlaceholder("Search tenders...")).toHaveValue("supply");
  await expect(page.getByLabel("Sort by")).toHaveValue("newest");
  await expect(
    page.getByRole("link", { name: "Include closed tenders (archive)" }),
  ).toHaveAttribute("aria-current", "page");
});

test("Back never leaves the site, whatever the link says", async ({ page }) => {
  await page.goto("/home");
  const href = await page.locator("article.tender-card h2 a").first().getAttribute("href");
  const detail = new URL(href!, "http://localhost").pathname;
  for (const from of ["https://evil.test/home", "//evil.test/home", "/admin/users"]) {
    await page.goto(`${detail}?${new URLSearchParams({ from })}`);
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute(
      "href",
      "/home",
    );
  }
});
