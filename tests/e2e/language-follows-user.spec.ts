import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { authAs } from "./api-helpers";
import { am } from "./catalogue";
import {
  jsEnabled,
  readParsedMail,
  readSms,
  readSmsCode,
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

/** `message` with its placeholders filled, as the catalogue's Amharic has them. */
function amWith(english: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    am(english),
  );
}

/** A tender published now through the admin API, closing 1 May 2031 at 10:00 in Addis Ababa. */
async function publishTender(request: APIRequestContext, title: string): Promise<number> {
  const first = (kind: string) =>
    request.get(`/api/tenders/metadata/${kind}`).then(async (r) => String((await r.json())[0].id));
  const form = new FormData();
  form.append("title", title);
  // An old publication date keeps the tender off the first page of the lists other tests read.
  form.append("publishedAt", "2020-01-15T09:00");
  form.append("closingDate", "2031-05-01T10:00");
  form.append("tenderLanguageId", await first("languages"));
  form.append("tenderSourceId", await first("sources"));
  form.append("tenderRegionId", await first("regions"));
  // The other browser project's tender differs by a digit: not a duplicate.
  form.append("confirmDuplicate", "true");
  const created = await request.post("/api/tenders", {
    headers: await authAs(request, "admin"),
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id;
}

/** 1 May 2031 in the Ethiopian calendar, as Amharic messages write it. */
const CLOSING_ETHIOPIAN = "ሚያዝያ 23, 2023 ዓ.ም.";

test("a visitor who browses in Amharic registers: their mail, SMS, first alert and any new browser are Amharic", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Registers, verifies two channels, waits for the worker's alert, renders a dozen pages in
  // two browsers: twice what test.slow() allows on a busy machine.
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo, "registered-in-amharic");
  const stamp = `${Date.now()}${testInfo.workerIndex}${jsEnabled(testInfo) ? 1 : 2}`;
  const keyword = `amharicalert${stamp}`;
  const local = `09${stamp.slice(-8)}`;
  const phone = `+251${local.slice(1)}`;
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
  await page.getByLabel(am("Keywords"), { exact: true }).fill(keyword);
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
  const link = /https?:\/\/[^\s]+(\/alerts\/verify-email\?token=[\w-]+)/.exec(mail.text ?? "")?.[1];
  await page.goto(link!);
  await expect(
    page.getByText(am("Your e-mail is verified: your alerts will be sent there.")),
  ).toBeVisible();

  // The SMS code, in Amharic.
  await page.goto("/alerts/channels/sms");
  await page.getByLabel(am("Phone"), { exact: true }).fill(local);
  await page.getByRole("button", { name: am("Send code") }).click();
  const code = await readSmsCode(phone);
  expect(await readSms(phone)).toBe(
    amWith("Your TenderLink code is {code}. It expires in {minutes} minutes.", {
      code,
      minutes: "10",
    }),
  );
  await page.getByLabel(am("Code"), { exact: true }).fill(code);
  await page.getByRole("button", { name: am("Verify") }).click();
  await expect(
    page.getByText(am("Your phone is verified: SMS alerts will arrive there.")),
  ).toBeVisible();

  // Their first alert, now by SMS too and at once: a tender published for it arrives in Amharic,
  // its closing day in the Ethiopian calendar.
  await page.goto("/alerts");
  await page
    .getByRole("listitem", { name: keyword })
    .getByRole("link", { name: am("Edit") })
    .click();
  await page.getByRole("checkbox", { name: am("SMS") }).check();
  await page.getByRole("radio", { name: am("Immediately on publication") }).check();
  await page.getByRole("button", { name: am("Save alert") }).click();
  await expect(page).toHaveURL(/\/alerts(\?|$)/);
  const title = `Supply of ${keyword} culverts`;
  const tenderId = await publishTender(request, title);
  const headline = amWith("New tender: {first}", { first: title });
  const sms = await readSms(phone, (message) => message.includes(keyword));
  expect(sms).toBe(
    [
      headline,
      amWith("Closes: {closes}", { closes: CLOSING_ETHIOPIAN }),
      `${new URL(page.url()).origin}/tenders/${tenderId}`,
    ].join("\n"),
  );
  await expect.poll(async () => (await readParsedMail(email)).subject).toBe(headline);
  const alert = await readParsedMail(email);
  expect(alert.text).toContain(am("A new tender matching your alerts was just published:"));
  expect(alert.text).toContain(
    amWith("Closes: {closes}", { closes: `${CLOSING_ETHIOPIAN} (1 May 2031), 10:00 EAT` }),
  );
  expect(alert.html || "").toContain(CLOSING_ETHIOPIAN);

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
