import { expect, test, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, uniqueEmail, uniqueName } from "./fixtures";

// JavaScript-only behaviour; the no-js project skips *.js.spec.ts files. These pages are
// visitors', served without the app (decision 023): their inline form script shows the pending label.

/**
 * Submits the page's form into a new tab, so this one stays to be looked at: Playwright waits
 * for a page's navigation to finish before it looks, and the pending label is only seen before.
 * Returns the new tab.
 */
async function submitIntoNewTab(page: Page, button: string): Promise<Page> {
  await page.locator("main form").evaluate((form: HTMLFormElement) => (form.target = "_blank"));
  const [answer] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return answer;
}

async function fillLogin(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.user);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
}

test("the login form shows 'Logging in...' while it submits", async ({ page }) => {
  await fillLogin(page);
  const answer = await submitIntoNewTab(page, "Login");
  await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
  // The form was sent whole: the user is signed in.
  await expect(answer.getByText("Profile")).toBeVisible();
});

test("back on a login page the browser kept, the button reads 'Login' again", async ({ page }) => {
  await fillLogin(page);
  await submitIntoNewTab(page, "Login");
  await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
  // What the browser fires when it shows a page from its back-forward cache.
  await page.evaluate(() =>
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })),
  );
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
});

test("the contact form shows 'Sending...' while it submits", async ({ page }, testInfo) => {
  await page.goto("/contact");
  await page.getByLabel("Name").fill(uniqueName(testInfo, "Pending"));
  await page.getByLabel("Email").fill(uniqueEmail(testInfo, "pending"));
  await page.getByLabel("Phone").fill("+251 911 223344");
  await page.getByLabel("Message").fill("We would like a banner in the advert column.");
  const answer = await submitIntoNewTab(page, "Send");
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(answer.getByText("Your request has been sent successfully.")).toBeVisible();
});
