import { expect, test } from "@playwright/test";
import { fillTenderBasics, openTenderForm, uniqueTitle } from "./admin-tenders-helpers";
import { DEMO, login } from "./fixtures";

const OPENING_BEFORE_CLOSING =
  "The opening date cannot be before the closing date: bids are opened at or after closing.";

test("an opening date before the closing date is refused next to the opening date", async ({
  page,
}, testInfo) => {
  const title = uniqueTitle(testInfo, "dates");
  await login(page, DEMO.admin);
  await openTenderForm(page, testInfo);
  await fillTenderBasics(page, title);
  // The mistake the issue found in the wild: opening 19 days before closing.
  await page.getByLabel("Opening date").fill("2027-02-10T10:30");
  await page.getByRole("button", { name: "Submit Tender" }).click();

  const opening = page.getByLabel("Opening date");
  await expect(opening).toHaveAttribute("aria-invalid", "true");
  // The message sits in the opening date's own field, and the input points at it.
  const field = page.locator(".field").filter({ has: opening });
  await expect(field.locator(".field-error")).toHaveText(OPENING_BEFORE_CLOSING);
  const errorId = await field.locator(".field-error").getAttribute("id");
  expect((await opening.getAttribute("aria-describedby"))?.split(" ")).toContain(errorId);
  await expect(opening).toHaveValue("2027-02-10T10:30");
  await expect(page.getByLabel("Closing date")).toHaveValue("2027-03-01T10:00");
  await expect(page.getByLabel("Title")).toHaveValue(title);

  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title })}`);
  await expect(page.getByText("No tenders found.")).toBeVisible();
});
