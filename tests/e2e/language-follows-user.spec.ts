import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { am } from "./catalogue";
import {
  jsEnabled,
  readParsedMail,
  REGISTERED_PASSWORD,
  registerAndLogin,
  uniqueEmail,
} from "./fixtures";

/**
 * The language follows the user, not the browser: what they registered or chose on /account is
 * what any browser they sign in to shows, and what their messages are written in. With
 * JavaScript on and off (both projects run this file).
 */

/** A browser of its own (no cookies), English by Accept-Language, as the project runs them. */
async function freshBrowser(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({ locale: "en-US", javaScriptEnabled: jsEnabled(testInfo) });
}

/** Signs in on the English login page a new browser gets. */
async function signInEnglish(page: Page, email: string) {
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(REGISTERED_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

async function chooseLanguage(page: Page, name: "English" | "አማርኛ", save: string) {
  await page.goto("/account");
  const section = page.getByRole("region", { name: /^(Language|ቋንቋ)$/ });
  await section.getByRole("radio", { name }).check();
  await section.getByRole("button", { name: save }).click();
  await expect(page).toHaveURL(/\/account\?notice=language-saved$/);
}

test("a visitor who browses in Amharic registers: their first mail and any new browser are Amharic", async ({
  page,
  browser,
}, testInfo) => {
  // Registers, signs in twice, creates an alert and renders a dozen pages in two browsers.
  test.slow();
  const email = uniqueEmail(testInfo, "registered-in-amharic");
  await page.goto("/register");
  await page.getByRole("link", { name: "አማርኛ" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "am");

  await page.getByLabel(am("Full name"), { exact: true }).fill("Tigist Haile");
  await page.getByLabel(am("Email"), { exact: true }).fill(email);
  await page.getByLabel(am("Phone"), { exact: true }).fill("0911 234 567");
  await page.getByLabel(am("Password"), { exact: true }).fill(REGISTERED_PASSWORD);
  await page.getByRole("button", { name: am("Register") }).click();
  await expect(page.getByText(am("Your account is ready. Please log in."))).toBeVisible();

  await page.getByLabel(am("Email"), { exact: true }).fill(email);
  await page.getByLabel(am("Password"), { exact: true }).fill(REGISTERED_PASSWORD);
  await page.getByRole("button", { name: am("Login") }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(
    page.getByRole("heading", { name: am("What do you want to hear about?"), level: 1 }),
  ).toBeVisible();
  await page.getByLabel(am("Keywords"), { exact: true }).fill("road");
  await page.getByRole("button", { name: am("E-mail me these tenders") }).click();
  await expect(page).toHaveURL(/\/alerts\?notice=first-alert$/);

  // The first message they get, the alert e-mail's confirmation, is in the account's Amharic.
  const mail = await readParsedMail(email);
  expect(mail.subject).toBe(am("Confirm your e-mail for tender alerts"));
  expect(mail.text).toContain(am("Hello {name},").replace("{name}", "Tigist Haile"));
  expect(mail.text).toContain(
    am("Open this link to receive your TenderLink tender alerts by e-mail:"),
  );
  expect(mail.text).not.toContain("Open this link");

  // A browser that never saw the switch: English until they sign in, then theirs.
  const second = await freshBrowser(browser, testInfo);
  const other = await second.newPage();
  await signInEnglish(other, email);
  await expect(other.locator("html")).toHaveAttribute("lang", "am");
  await other.goto("/account");
  await expect(other.getByRole("heading", { name: am("Your account"), level: 1 })).toBeVisible();
  await expect(other.getByRole("radio", { name: "አማርኛ" })).toBeChecked();
  // Dates in Amharic pages: the Ethiopian calendar first ("ታኅሣሥ 27, 2019 ዓ.ም.").
  const sessions = other.getByRole("region", { name: am("Where you are signed in") });
  await expect(sessions.getByRole("table")).toContainText("ዓ.ም.");

  // The cookie was set at sign-in: signed out, this browser stays Amharic.
  await second.clearCookies({ name: "__session" });
  await other.goto("/home");
  await expect(other.locator("html")).toHaveAttribute("lang", "am");
  await expect(other.getByRole("link", { name: am("Login") }).first()).toBeVisible();
  await second.close();
});

test("changing the language on /account switches the pages and what other browsers get", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const email = await registerAndLogin(page, testInfo, "account-language");
  await page.goto("/account");
  await expect(page.getByRole("radio", { name: "English" })).toBeChecked();

  await chooseLanguage(page, "አማርኛ", "Save language");
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await expect(page.getByText(am("Your language was saved."))).toBeVisible();
  await expect(page.getByRole("radio", { name: "አማርኛ" })).toBeChecked();
  await page.goto("/home");
  await expect(page.locator("html")).toHaveAttribute("lang", "am");

  // Stored on the account: a new browser signing in gets Amharic; there they go back to English.
  const second = await freshBrowser(browser, testInfo);
  const other = await second.newPage();
  await signInEnglish(other, email);
  await expect(other.locator("html")).toHaveAttribute("lang", "am");
  await chooseLanguage(other, "English", am("Save language"));
  await expect(other.locator("html")).toHaveAttribute("lang", "en");
  await expect(other.getByText("Your language was saved.")).toBeVisible();
  await expect(other.getByRole("radio", { name: "English" })).toBeChecked();
  await second.close();

  // And English is what the account now keeps: a third browser with an Amharic cookie
  // (a visitor's switch) signs in and gets English.
  const third = await freshBrowser(browser, testInfo);
  const last = await third.newPage();
  await last.goto("/language?lng=am&redirectTo=/login");
  await expect(last.locator("html")).toHaveAttribute("lang", "am");
  await last.getByLabel(am("Email"), { exact: true }).fill(email);
  await last.getByLabel(am("Password"), { exact: true }).fill(REGISTERED_PASSWORD);
  await last.getByRole("button", { name: am("Login") }).click();
  await last.waitForURL((url) => !url.pathname.startsWith("/login"));
  await expect(last.locator("html")).toHaveAttribute("lang", "en");
  await third.close();
});

test("an unknown language is refused with a 400 beside the choice, changing nothing", async ({
  page,
}, testInfo) => {
  await registerAndLogin(page, testInfo, "account-language-refused");
  const refused = await page.request.post("/account/language", {
    form: { locale: "fr" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Choose English or Amharic");
  expect(refused.headers()["set-cookie"] ?? "").not.toContain("lng=");
  await page.goto("/account");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
});
