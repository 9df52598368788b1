import { expect, test, type Page } from "@playwright/test";
import { am } from "./catalogue";
import { DEMO, login, registerAndLogin } from "./fixtures";

/**
 * Each language's pages run that language's browser build (decision 012): English with its
 * messages in its code, Amharic with Lingui and its catalogues. Signed in, since a visitor's
 * pages run no app (decision 023). JavaScript only (the no-js project skips *.js.spec.ts).
 */
interface Watched {
  scripts: string[];
  errors: string[];
  manifests: { status: number; url: string }[];
}

function watch(page: Page): Watched {
  const watched: Watched = { scripts: [], errors: [], manifests: [] };
  page.on("request", (request) => {
    if (request.resourceType() === "script") {
      watched.scripts.push(new URL(request.url()).pathname);
    }
  });
  page.on("response", (response) => {
    if (new URL(response.url()).pathname !== "/__manifest") return;
    watched.manifests.push({ status: response.status(), url: response.url() });
  });
  // A hydration mismatch (the browser build rendering other text than the server) is reported
  // as a console error by React.
  page.on("console", (message) => {
    if (message.type() === "error") watched.errors.push(message.text());
  });
  page.on("pageerror", (error) => watched.errors.push(error.message));
  return watched;
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

/**
 * A signed-in user's pages whose text the browser build renders again when it hydrates: lists
 * with counts, pages and dates, a tender, the user's own pages.
 */
const PAGES = ["/", "/home?q=road&page=2", "/tenders/1", "/mytender", "/alerts", "/account"];

/** Opens each of PAGES, then /home, as a whole new document. */
async function openEach(page: Page) {
  for (const path of PAGES) await openHydrated(page, path);
  await openHydrated(page, "/home");
}

/** Follows the header's Alerts link in the page (no reload) and waits for its heading. */
async function navigateToAlerts(page: Page, heading: string) {
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole("navigation").getByRole("link", { name: heading, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  expect(await page.evaluate(() => "samePage" in window), "no reload").toBe(true);
}

test("an English page runs the English build: no catalogue, no other language", async ({
  page,
}) => {
  // Seven whole pages and a navigation: 15-30 s on a loaded 2-core machine.
  test.slow();
  await login(page, DEMO.user);
  const watched = watch(page);
  await openEach(page);
  await navigateToAlerts(page, "Alerts");

  expect(watched.scripts.length).toBeGreaterThan(0);
  expect(watched.scripts.filter((file) => !/^\/assets\/[\w.-]+\.js$/.test(file))).toEqual([]);
  const scripts = await Promise.all(
    watched.scripts.map(async (file) => (await page.request.get(file)).text()),
  );
  // Neither Lingui's runtime nor a compiled catalogue (`JSON.parse` of its messages).
  expect(scripts.filter((source) => /lingui|JSON\.parse\(`\{/i.test(source))).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test("an Amharic page runs the Amharic build, and the routes it discovers are Amharic", async ({
  page,
}, testInfo) => {
  // A registration and seven whole pages.
  test.slow();
  await registerAndLogin(page, testInfo, "language-build");
  await page.goto("/language?lng=am&redirectTo=/home");
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  const watched = watch(page);
  await openEach(page);
  await navigateToAlerts(page, am("Alerts"));

  expect(watched.scripts.length).toBeGreaterThan(0);
  expect(watched.scripts.filter((file) => !file.startsWith("/assets/am/"))).toEqual([]);
  // The routes the page's links lead to come from the Amharic build's manifest.
  expect(watched.manifests.length).toBeGreaterThan(0);
  for (const manifest of watched.manifests) {
    expect(manifest.status).toBe(200);
    // Asked again: a page may have been left before its body was read. The answer is the same
    // for the same manifest version (it is cached for good).
    const body = await (await page.request.get(manifest.url)).text();
    const modules = [...body.matchAll(/"module":"([^"]+)"/g)].map(([, file]) => file);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((file) => !file!.startsWith("/assets/am/"))).toEqual([]);
  }
  expect(watched.errors).toEqual([]);
});
