import { expect, test, type Page } from "@playwright/test";
import { am } from "./catalogue";
import { registerAndLogin } from "./fixtures";

// In Amharic the list's date filters are typed in the Ethiopian calendar, day/month/year, and
// read by the server: with JavaScript on and off (both projects run this file).

const ETHIOPIAN_EXAMPLE =
  "Enter a real Ethiopian date as day/month/year, for example 22/04/2019 (every month has 30 days, Pagume 5, or 6 in a leap year)";

const query = (page: Page) => new URL(page.url()).searchParams;

test("in Amharic the date filters take Ethiopian days, show them in both calendars and keep them in every link", async ({
  page,
}, testInfo) => {
  // Registers, then a dozen list pages: more than test.slow() allows on a busy machine.
  test.setTimeout(180_000);
  // Its own account: the language switch of a signed-in user is saved on the account.
  await registerAndLogin(page, testInfo, "ethiopian-date-filters");
  await page.goto("/language?lng=am&redirectTo=/home");
  await expect(page.locator("html")).toHaveAttribute("lang", "am");

  const from = page.getByLabel(am("Published from"), { exact: true });
  const closesTo = page.getByLabel(am("Closes to"), { exact: true });
  await expect(from).toHaveAttribute("type", "text");
  await expect(from).toHaveAttribute("placeholder", am("day/month/year"));
  await expect(page.locator("#filter-dates-hint")).toContainText("22/04/2019");
  // Tahsas 22, 2010 is 31 December 2017; Pagume 6, 2019 (a leap year's) is 11 September 2027.
  await from.fill("22/04/2010");
  await closesTo.fill("6/13/2019");
  await page.getByRole("button", { name: am("Apply Filters") }).click();
  await expect(page).toHaveURL(/[?&]published_from=22%2F04%2F2010(&|$)/);
  await expect(from).toHaveValue("22/04/2010");
  await expect(closesTo).toHaveValue("06/13/2019");
  await expect(page.locator("#filter-published_from-day")).toHaveText(
    "ታኅሣሥ 22, 2010 ዓ.ም. (31 Dec 2017)",
  );
  await expect(page.locator("#filter-closes_to-day")).toHaveText("ጳጉሜ 6, 2019 ዓ.ም. (11 Sept 2027)");
  await expect(page.locator("article.tender-card").first()).toBeVisible();

  // The pager, the search box and the order keep the days, written the ISO way.
  await page
    .getByRole("navigation", { name: am("Pagination") })
    .getByRole("link", { name: am("Next") })
    .click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  expect(query(page).get("published_from")).toBe("2017-12-31");
  expect(query(page).get("closes_to")).toBe("2027-09-11");
  await expect(from).toHaveValue("22/04/2010");
  await page.getByPlaceholder(am("Search tenders...")).fill("supply");
  await page.getByRole("button", { name: am("Search"), exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=supply(&|$)/);
  expect(query(page).get("published_from")).toBe("2017-12-31");
  // Another order sends the panel again, its days as the fields show them.
  await page.getByLabel(am("Sort by")).selectOption("closing");
  await page.getByRole("button", { name: am("Apply Filters") }).click();
  await expect(page).toHaveURL(/[?&]sort=closing(&|$)/);
  expect(query(page).get("q")).toBe("supply");
  expect(query(page).get("published_from")).toBe("22/04/2010");
  expect(query(page).get("closes_to")).toBe("06/13/2019");
  await expect(closesTo).toHaveValue("06/13/2019");
  await expect(page.locator("#filter-closes_to-day")).toHaveText("ጳጉሜ 6, 2019 ዓ.ም. (11 Sept 2027)");

  // A day the calendar does not have: refused with an Ethiopian example, as typed, in view.
  await from.fill("31/01/2019");
  await page.getByRole("button", { name: am("Apply Filters") }).click();
  await expect(page.getByText(am(ETHIOPIAN_EXAMPLE))).toBeVisible();
  await expect(from).toHaveValue("31/01/2019");
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(closesTo).toHaveValue("06/13/2019");

  // English keeps its Gregorian pickers, showing the same days.
  await page.goto("/language?lng=en&redirectTo=" + encodeURIComponent("/home?" + query(page)));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByLabel("Closes to", { exact: true })).toHaveAttribute("type", "date");
  await expect(page.getByLabel("Closes to", { exact: true })).toHaveValue("2027-09-11");
  await expect(page.getByText("Enter a real date, for example 2026-05-31")).toBeVisible();
});

test("on a phone a refused date opens the filter panel at its message", async ({
  page,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  await registerAndLogin(page, testInfo, "ethiopian-date-phone");
  await page.goto("/language?lng=am&redirectTo=/home");
  const from = page.getByLabel(am("Published from"), { exact: true });
  await expect(from).toBeHidden();
  const response = await page.goto("/home?published_from=6/13/2018");
  expect(response?.status()).toBe(400);
  // 2018 is no leap year: Pagume has 5 days.
  await expect(page.getByText(am(ETHIOPIAN_EXAMPLE))).toBeVisible();
  await expect(from).toBeVisible();
  await expect(from).toHaveValue("6/13/2018");
});
