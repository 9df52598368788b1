import fs from "node:fs";
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";

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
  return found!.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/**
 * Registers a fresh account through the form and logs in with it (fixtures.login). Tests that
 * save tenders use their own account, so parallel tests never see each other's saved list.
 */
export async function registerAndLogin(page: Page, testInfo: TestInfo, label: string) {
  const email = uniqueEmail(testInfo, label);
  const password = "discovery-pass-2026";
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
