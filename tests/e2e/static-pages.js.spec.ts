import { expect, test } from "@playwright/test";
import { DEMO, login } from "./fixtures";

// With JavaScript on, a footer link is a client-side navigation where the app runs (a signed-in
// user's pages; a visitor's are served without it, decision 023): the page's loader is asked for
// /about.data, not /about, and must still find its page.
for (const [link, path, heading] of [
  ["About Us", "/about", "About Us"],
  ["Privacy Policy", "/privacy", "Privacy Policy"],
  ["Terms of Service", "/terms", "Terms of Service"],
] as const) {
  test(`the footer's ${link} link opens the page with JavaScript on`, async ({ page }) => {
    const dataRequests: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === `${path}.data`) {
        dataRequests.push(response.status());
      }
    });
    await login(page, DEMO.user);
    await page.goto("/home");
    // Hydrated, so the router handles the click instead of the browser loading the page.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: link })
      .click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText("Page not found")).toHaveCount(0);
    expect(dataRequests).toEqual([200]);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
}
