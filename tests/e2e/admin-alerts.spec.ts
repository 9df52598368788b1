import { expect, test } from "@playwright/test";
import { DEMO, login } from "./fixtures";

test("an admin sees delivery counts and failures and can queue the digest", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Alerts" })
    .click();
  await expect(page).toHaveURL(/\/admin\/alerts$/);
  await expect(page.getByRole("heading", { name: "Alerts", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Sent and failed per day (last 14 days)" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent failures" })).toBeVisible();
  await page.getByRole("button", { name: "Send digest now" }).click();
  await expect(page.getByText("The digest job is queued")).toBeVisible();
});

test("a user and a visitor are sent to login", async ({ page }) => {
  await page.goto("/admin/alerts");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Falerts/);
  await login(page, DEMO.user);
  await page.goto("/admin/alerts");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Falerts/);
});
