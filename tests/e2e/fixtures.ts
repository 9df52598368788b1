import fs from "node:fs";
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";

export const DEMO_PASSWORD = "demo-pass-2026";
export const DEMO = {
  user: "user@demo.test",
  admin: "admin@demo.test",
  superadmin: "superadmin@demo.test",
} as const;

const mailDir = path.join(process.env.E2E_DATA_DIR ?? ".data/e2e", "mail");

/** An address no other test (or other browser project) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@example.et`;
}

export function jsEnabled(testInfo: TestInfo): boolean {
  return testInfo.project.name === "js";
}

export async function login(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  redirectTo?: string,
) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Profile")).toBeVisible();
}

/** The newest mail written to the mail folder for `to`, decoded from quoted-printable. */
export async function readMail(to: string): Promise<string> {
  const found = await newestRawMail(to);
  return found.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/** The newest mail for `to`, MIME decoded: subject and text as the recipient reads them. */
export async function readParsedMail(to: string): Promise<ParsedMail> {
  return simpleParser(await newestRawMail(to));
}

async function newestRawMail(to: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      if (!fs.existsSync(mailDir)) return false;
      const mails = fs
        .readdirSync(mailDir)
        .sort()
        .map((file) => fs.readFileSync(path.join(mailDir, file), "utf8"))
        .filter((mail) => mail.includes(`To: ${to}`));
      found = mails.at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A name no other test (or other browser project) uses, for rows that share one database. */
export function uniqueName(testInfo: TestInfo, label: string): string {
  return `${label} ${testInfo.project.name} ${Date.now()}-${testInfo.workerIndex}`;
}

/**
 * Follows an admin list's Next links until `text` shows up (other tests add rows concurrently,
 * so a row's page is not fixed). Fails when the last page has been searched.
 */
export async function findOnAnyPage(page: Page, text: string) {
  for (;;) {
    const target = page.getByText(text, { exact: true }).first();
    // A short wait, not isVisible(): with JS the URL can change a moment before the rows do.
    const found = await target.waitFor({ state: "visible", timeout: 1_500 }).then(
      () => true,
      () => false,
    );
    if (found) return target;
    const next = page.getByRole("link", { name: "Next" });
    if (!(await next.count())) throw new Error(`"${text}" is on no page of ${page.url()}`);
    const before = page.url();
    await next.click();
    await expect(page).not.toHaveURL(before);
  }
}

/**
 * Registers a fresh account through the form and logs in with it (fixtures.login). Tests that
 * save tenders use their own account, so parallel tests never see each other's saved list.
 */
/** The password registerAndLogin gives its accounts. */
export const REGISTERED_PASSWORD = "discovery-pass-2026";

export async function registerAndLogin(page: Page, testInfo: TestInfo, label: string) {
  const email = uniqueEmail(testInfo, label);
  const password = REGISTERED_PASSWORD;
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Discovery Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0911000000");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/login\?notice=registered/);
  await login(page, email, password);
  return email;
}

/**
 * The newest SMS the development provider wrote for `phone` (E.164) to
 * DATA_DIR/sms/outbox.jsonl (the e2e server runs without SMS_PROVIDER) that `matches`.
 */
export async function readSms(phone: string, matches: (message: string) => boolean = () => true) {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? ".data/e2e", "sms", "outbox.jsonl");
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outbox)) return false;
        found = fs
          .readFileSync(outbox, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string; message: string })
          .filter((entry) => entry.to === phone && matches(entry.message))
          .at(-1)?.message;
        return found !== undefined;
      },
      // Alerts come from the worker, after the publication's jobs are queued.
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code in the newest SMS for `phone` that holds one. */
export async function readSmsCode(phone: string): Promise<string> {
  const message = await readSms(phone, (text) => /\b\d{6}\b/.test(text));
  return /\b(\d{6})\b/.exec(message)![1]!;
}
