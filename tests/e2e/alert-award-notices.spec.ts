import { expect, test, type Page } from "@playwright/test";
import { registerAndLogin, uniqueName } from "./fixtures";

// The alert form's "Award notices" option, with JavaScript on and off (both projects).

const awardBox = (page: Page) =>
  page.getByRole("checkbox", { name: "Tell me when a tender in the ticked categories is awarded" });

test("an alert asks for award notices in its categories, and needs a category for it", async ({
  page,
}, testInfo) => {
  // A sign-up and four form posts, as the alerts CRUD test: slow on a busy 2-core machine.
  test.slow();
  await registerAndLogin(page, testInfo, "award-notices");
  const name = uniqueName(testInfo, "Road awards");
  await page.goto("/alerts/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Include keywords").fill("asphalt");
  await awardBox(page).check();
  await page.getByRole("button", { name: "Create alert" }).click();

  // Refused without a category: the message stands by the box, and what was chosen stays.
  const refusal = page.getByText(
    "Tick at least one category or subcategory to get its award notices.",
  );
  await expect(refusal).toBeVisible();
  await expect(awardBox(page)).toBeChecked();
  await expect(awardBox(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Include keywords")).toHaveValue("asphalt");

  const categories = page.getByRole("group", { name: "Categories and subcategories" });
  const first = categories.getByRole("checkbox").first();
  await first.check();
  await page.getByRole("button", { name: "Create alert" }).click();
  await expect(page).toHaveURL(/\/alerts\?notice=created$/);
  const card = page.getByRole("listitem", { name, exact: true });
  await expect(card).toContainText("Award notices");

  // Kept on the edit form, and turned off there.
  await card.getByRole("link", { name: "Edit" }).click();
  await expect(awardBox(page)).toBeChecked();
  await awardBox(page).uncheck();
  await page.getByRole("button", { name: "Save alert" }).click();
  await expect(page).toHaveURL(/\/alerts\?notice=saved$/);
  await expect(page.getByRole("listitem", { name, exact: true })).not.toContainText(
    "Award notices",
  );
  await page
    .getByRole("listitem", { name, exact: true })
    .getByRole("link", { name: "Edit" })
    .click();
  await expect(awardBox(page)).not.toBeChecked();
});
