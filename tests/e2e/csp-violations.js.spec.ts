import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "./fixtures";

// JavaScript-only (the no-js project skips *.js.spec.ts files): violations come from scripts,
// including ones a library catches itself (zod 4 probing `new Function` is still reported).
declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
});

/**
 * Opens `path` in a fresh document, waits until its scripts have run (the app's, once signed
 * in; a visitor's page has only its inline form script), and returns what it reported.
 */
async function violationsOn(page: Page, path: string, signedIn: boolean): Promise<string[]> {
  await page.goto(path);
  if (signedIn) await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => window.__cspViolations ?? []);
}

test("no page reports a Content-Security-Policy violation: public pages and forms", async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) {
      consoleErrors.push(`${page.url()}: ${message.text()}`);
    }
  });
  const violations: Record<string, string[]> = {};
  let signedIn = false;
  const check = async (path: string) => {
    const found = await violationsOn(page, path, signedIn);
    if (found.length) violations[path] = found;
  };

  for (const path of ["/", "/home", "/login", "/register", "/contact"]) await check(path);

  await login(page, DEMO.admin);
  signedIn = true;
  await page.goto("/home");
  const tenderHref = await page
    .locator("a[href^='/tenders/']")
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")).find((href) => /^\/tenders\/\d+$/.test(href!)),
    );
  expect(tenderHref, "a tender link on /home").toBeTruthy();
  // The two forms load zod: it must not probe `eval` there either.
  for (const path of [tenderHref!, "/admin/tenders/create", "/alerts/new"]) await check(path);

  expect(violations).toEqual({});
  expect(consoleErrors).toEqual([]);
});
