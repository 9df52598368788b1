import { expect, test } from "@playwright/test";
import { registerAndLogin } from "./fixtures";

// JavaScript-only behaviour of the discovery pages (this file runs in the "js" project only).

test("print calls window.print, fullscreen toggles, saving does not reload the page", async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    const calls = { print: 0 };
    Object.assign(window, { __calls: calls });
    window.print = () => {
      calls.print += 1;
    };
  });
  await registerAndLogin(page, testInfo, "detail-js");
  await page.getByPlaceholder("Search tenders...").fill("Laboratory");
  await page.getByRole("button", { name: "Search" }).click();
  await page.locator("article.tender-card h2 a").first().click();
  await expect(page).toHaveURL(/\/tenders\/\d+(\?from=[^&]+)?$/);

  await page.getByRole("button", { name: "Print" }).click();
  expect(
    await page.evaluate(() => (window as unknown as { __calls: { print: number } }).__calls.print),
  ).toBe(1);

  await page.getByRole("button", { name: "Fullscreen", exact: true }).click();
  await expect(page.getByRole("button", { name: "Exit Fullscreen" })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.className)).toContain(
    "tender-detail",
  );
  await page.getByRole("button", { name: "Exit Fullscreen" }).click();
  await expect(page.getByRole("button", { name: "Fullscreen", exact: true })).toBeVisible();

  // A marker on window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  await page.getByRole("button", { name: "Save Tender" }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toBeDisabled();
  expect(await page.evaluate(() => "__noReload" in window)).toBe(true);
});

test("the category tree ticks subcategories, and subcategories decide the category", async ({
  page,
}, testInfo) => {
  await registerAndLogin(page, testInfo, "tree-js");
  const category = page.getByLabel("ICT & Telecom", { exact: true });
  await page.getByText("6 subcategories of ICT & Telecom").click();
  const subs = page.locator("li", { has: category }).locator('input[name="subcategory"]');
  await expect(subs).toHaveCount(6);

  await category.check();
  for (const sub of await subs.all()) await expect(sub).toBeChecked();
  await category.uncheck();
  for (const sub of await subs.all()) await expect(sub).not.toBeChecked();

  await subs.nth(0).check();
  await expect(category).not.toBeChecked();
  expect(await category.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);

  for (const sub of await subs.all()) await sub.check();
  await expect(category).toBeChecked();
  expect(await category.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(false);

  await subs.nth(2).uncheck();
  await expect(category).not.toBeChecked();
  expect(await category.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);

  // The ticked boxes are what Apply Filters submits, and they come back ticked.
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/subcategory=\d+/);
  await expect(subs.nth(0)).toBeChecked();
  await expect(subs.nth(2)).not.toBeChecked();
  expect(await category.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
});
