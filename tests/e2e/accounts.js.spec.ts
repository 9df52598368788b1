import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./fixtures";

// JavaScript-only behaviour; the no-js project skips *.js.spec.ts files.
test("the login form shows 'Logging in...' while it submits", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.user);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.route("**/login.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
  await expect(page.getByText("Profile")).toBeVisible();
});
