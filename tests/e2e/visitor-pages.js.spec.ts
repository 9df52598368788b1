import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "./fixtures";

// A visitor's pages are served without the app's JavaScript (decision 023); a signed-in user's
// run it. JavaScript is on in this project (the no-js project skips *.js.spec.ts files).

/** Opens `path` and returns the script files it loaded and whether the app runs on it. */
async function scriptsOf(page: Page, path: string) {
  const files: string[] = [];
  const record = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") files.push(new URL(request.url()).pathname);
  };
  page.on("request", record);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("request", record);
  const app = await page.evaluate(() => "__reactRouterDataRouter" in window);
  return { files, app };
}

test("a visitor's pages load no script file and do not run the app", async ({ page }) => {
  for (const path of [
    "/",
    "/home",
    "/home?q=road&page=2",
    "/tenders/1",
    "/login",
    "/register",
    "/contact",
  ]) {
    expect(await scriptsOf(page, path), path).toEqual({ files: [], app: false });
    // The page's one inline script, for SubmitButton.
    await expect(page.locator("script"), path).toHaveCount(1);
  }
});

test("signed in, the pages run the app; signed out again, they do not", async ({ page }) => {
  await login(page, DEMO.user);
  const signedIn = await scriptsOf(page, "/home");
  expect(signedIn.app).toBe(true);
  expect(signedIn.files.length).toBeGreaterThan(0);

  await page.getByText("Profile").click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }),
  ).toBeVisible();
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
});
