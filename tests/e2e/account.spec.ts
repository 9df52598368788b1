import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { withDatabase } from "./api-helpers";
import {
  DEMO,
  login,
  readMail,
  registerAndLogin,
  REGISTERED_PASSWORD,
  uniqueEmail,
} from "./fixtures";

// /account, with JavaScript on and off: every account here is the test's own (registerAndLogin),
// as the changes are for good.

async function openAccount(page: Page) {
  await page.getByText("Profile", { exact: true }).click();
  await page.getByRole("link", { name: "Account settings" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
}

test("edits name, company and phone; a bad phone keeps what was typed", async ({
  page,
}, testInfo) => {
  // Every step hashes or checks a password (argon2) on a shared machine.
  test.slow();
  await registerAndLogin(page, testInfo, "acct-details");
  await openAccount(page);
  await page.getByLabel("Full name").fill("Hana Tesfaye");
  await page.getByLabel("Company (optional)").fill("Tesfaye Trading");
  await page.getByLabel("Phone").fill("12345");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText(/An Ethiopian mobile number has 10 digits/)).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Hana Tesfaye");
  await expect(page.getByLabel("Phone")).toHaveValue("12345");

  await page.getByLabel("Phone").fill("+251 922 334 455");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page).toHaveURL(/\/account\?notice=profile-saved$/);
  await expect(page.getByText("Your details were saved.")).toBeVisible();
  await page.goto("/account");
  await expect(page.getByLabel("Full name")).toHaveValue("Hana Tesfaye");
  await expect(page.getByLabel("Company (optional)")).toHaveValue("Tesfaye Trading");
  await expect(page.getByLabel("Phone")).toHaveValue("0922 334 455");
});

test("changing the password signs out the other browser, and the old password stops working", async ({
  page,
  browser,
}, testInfo) => {
  // Every step hashes or checks a password (argon2) on a shared machine.
  test.slow();
  const email = await registerAndLogin(page, testInfo, "acct-password");
  const other = await browser.newContext({ javaScriptEnabled: testInfo.project.name === "js" });
  const otherPage = await other.newPage();
  await login(otherPage, email, REGISTERED_PASSWORD);
  await otherPage.goto("/account");
  await expect(otherPage.getByText("Browser").first()).toBeVisible();

  await page.goto("/account");
  await expect(page.getByRole("row")).toHaveCount(3); // the header and two browsers
  await page.getByLabel("Current password").fill("not-the-password");
  await page.getByLabel("New password", { exact: true }).fill("a-new-pass-2026");
  await page.getByLabel("Repeat new password").fill("a-new-pass-2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("This is not your current password")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");

  await page.getByLabel("Current password").fill(REGISTERED_PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("a-new-pass-2026");
  await page.getByLabel("Repeat new password").fill("a-new-pass-2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/account\?notice=password-changed$/);
  await expect(page.getByRole("row")).toHaveCount(2); // only this browser is left
  await expect(page.getByText("this browser")).toBeVisible();
  expect(await readMail(email)).toContain("password was just changed");

  // The other browser's session is gone: it is sent to log in.
  await otherPage.goto("/account");
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await otherPage.getByLabel("Email").fill(email);
  await otherPage.getByLabel("Password").fill(REGISTERED_PASSWORD);
  await otherPage.getByRole("button", { name: "Login" }).click();
  await expect(otherPage.getByText("Invalid email or password")).toBeVisible();
  await login(otherPage, email, "a-new-pass-2026");
  await other.close();
});

test("changing the password replaces the calendar link and shows the new one once", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await registerAndLogin(page, testInfo, "acct-calendar");
  await page.goto("/alerts/channels/calendar");
  await page.getByRole("button", { name: "Create calendar link" }).click();
  const old = await page.getByLabel("Your calendar link").inputValue();
  expect((await request.get(old)).status()).toBe(200);

  await page.goto("/account");
  const section = page.getByRole("region", { name: "Password" });
  await section.getByLabel("Current password").fill(REGISTERED_PASSWORD);
  await section.getByLabel("New password", { exact: true }).fill("a-new-pass-2026");
  await section.getByLabel("Repeat new password").fill("a-new-pass-2026");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(section.getByText(/your private calendar link was replaced/)).toBeVisible();
  const fresh = await section.getByLabel("Your new calendar link").inputValue();
  expect(fresh).toMatch(/\/feeds\/saved\/[\w-]{43}\.ics$/);
  expect(fresh).not.toBe(old);
  expect(new URL(fresh).pathname).not.toContain(new URL(old).pathname);
  await expect(section.getByLabel("Current password")).toHaveValue("");
  expect((await request.get(old)).status()).toBe(404);
  expect((await request.get(fresh)).status()).toBe(200);
  // Shown this once: the next visit does not show it.
  await page.goto("/account");
  await expect(page.getByLabel("Your new calendar link")).toHaveCount(0);
});

/** The path and query of the `page` link in the newest mail to `address`. */
async function mailedLink(address: string, page: string): Promise<string> {
  const link = new RegExp(`/account/${page}\\?token=[\\w-]+`).exec(await readMail(address));
  expect(link, `a ${page} link mailed to ${address}`).not.toBeNull();
  return link![0];
}

async function askEmailChange(page: Page, newEmail: string, password: string) {
  const section = page.getByRole("region", { name: "E-mail address" });
  await section.getByLabel("New e-mail address").fill(newEmail);
  await section.getByLabel("Your password").fill(password);
  await section.getByRole("button", { name: "Send confirmation link" }).click();
}

test("the e-mail change asks for the password and is made by the button on the mailed link's page", async ({
  page,
}, testInfo) => {
  // Every step hashes or checks a password (argon2) on a shared machine.
  test.slow();
  const email = await registerAndLogin(page, testInfo, "acct-email");
  const newEmail = uniqueEmail(testInfo, "acct-new-email");
  await page.goto("/account");
  const section = page.getByRole("region", { name: "E-mail address" });

  // A wrong password: said next to the field, the typed address kept, the password not.
  await askEmailChange(page, newEmail, "not-the-password");
  await expect(section.getByText("This is not your current password")).toBeVisible();
  await expect(section.getByLabel("New e-mail address")).toHaveValue(newEmail);
  await expect(section.getByLabel("Your password")).toHaveValue("");
  await expect(page.getByText(`the link we sent to ${newEmail}`)).toHaveCount(0);

  await askEmailChange(page, email, REGISTERED_PASSWORD);
  await expect(section.getByText("This is already your e-mail address")).toBeVisible();

  await askEmailChange(page, newEmail, REGISTERED_PASSWORD);
  await expect(page).toHaveURL(/\/account\?notice=email-sent$/);
  await expect(page.getByText(`You sign in with ${email}.`)).toBeVisible();
  await expect(page.getByText(`the link we sent to ${newEmail}`)).toBeVisible();
  // The old address is told, with a link that would cancel it.
  const notice = await readMail(email);
  expect(notice).toContain(newEmail);
  expect(notice).toContain("/account/cancel-email-change?token=");

  // Opening the link (what a mail scanner does) only shows the button.
  const link = await mailedLink(newEmail, "confirm-email");
  await page.goto(link);
  await expect(page.getByText(`Use ${newEmail} for your TenderLink account?`)).toBeVisible();
  await page.goto("/account");
  await expect(page.getByText(`You sign in with ${email}.`)).toBeVisible();

  await page.goto(link);
  await page.getByRole("button", { name: "Confirm new address" }).click();
  await expect(page.getByText(`Your account now uses ${newEmail}.`)).toBeVisible();
  await page.goto(link);
  await expect(
    page.getByText(/This link is invalid, was already used or has expired/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm new address" })).toHaveCount(0);
  await page.goto("/account");
  await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
  expect(await readMail(email)).toContain(`now uses the e-mail address ${newEmail}`);
});

test("the old address cancels a requested e-mail change with the button on its link's page", async ({
  page,
}, testInfo) => {
  test.slow();
  const email = await registerAndLogin(page, testInfo, "acct-email-cancel");
  const newEmail = uniqueEmail(testInfo, "acct-unwanted-email");
  await page.goto("/account");
  await askEmailChange(page, newEmail, REGISTERED_PASSWORD);
  await expect(page).toHaveURL(/\/account\?notice=email-sent$/);
  const confirmLink = await mailedLink(newEmail, "confirm-email");
  const cancelLink = await mailedLink(email, "cancel-email-change");

  await page.goto(cancelLink);
  await expect(
    page.getByText(`to change your account's e-mail address to ${newEmail}`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Cancel the change" }).click();
  await expect(page.getByText(/The change was cancelled/)).toBeVisible();
  await page.goto(cancelLink);
  await expect(page.getByText(/This link is invalid/)).toBeVisible();

  await page.goto("/account");
  await expect(page.getByText(`the link we sent to ${newEmail}`)).toHaveCount(0);
  await page.goto(confirmLink);
  await expect(page.getByRole("button", { name: "Confirm new address" })).toHaveCount(0);
  await expect(
    page.getByText(/This link is invalid, was already used or has expired/),
  ).toBeVisible();
  await page.goto("/account");
  await expect(page.getByText(`You sign in with ${email}.`)).toBeVisible();
});

test("downloads the user's data as JSON", async ({ page }, testInfo) => {
  // Every step hashes or checks a password (argon2) on a shared machine.
  test.slow();
  const email = await registerAndLogin(page, testInfo, "acct-export");
  await page.goto("/account");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tenderlink-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as {
    profile: { email: string };
    savedTenders: unknown[];
  };
  expect(exported.profile.email).toBe(email);
  expect(exported.savedTenders).toEqual([]);
  expect(JSON.stringify(exported)).not.toMatch(/password|tokenHash/i);
});

test("deletes the account with the password, signs out and says so", async ({ page }, testInfo) => {
  // Every step hashes or checks a password (argon2) on a shared machine.
  test.slow();
  const email = await registerAndLogin(page, testInfo, "acct-delete");
  await page.goto("/account");
  await page.getByRole("link", { name: "Delete my account..." }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await page.getByLabel("Your password").fill("not-the-password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("This is not your current password")).toBeVisible();
  await expect(page.getByLabel("Your password")).toHaveValue("");

  const userId = await withDatabase(
    async (db) => (await db.query("select id from users where email = $1", [email])).rows[0].id,
  );
  await page.getByLabel("Your password").fill(REGISTERED_PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account\/deleted$/);
  // The account's own rows are gone; another account's are not.
  const left = await withDatabase(async (db) =>
    Object.fromEntries(
      await Promise.all(
        [
          "users where id",
          "sessions where user_id",
          "saved_tenders where user_id",
          "alert_profiles where user_id",
          "alert_channels where user_id",
        ].map(async (from) => [
          from,
          (await db.query(`select count(*)::int as n from ${from} = $1`, [userId])).rows[0].n,
        ]),
      ),
    ),
  );
  expect(left).toEqual({
    "users where id": 0,
    "sessions where user_id": 0,
    "saved_tenders where user_id": 0,
    "alert_profiles where user_id": 0,
    "alert_channels where user_id": 0,
  });
  expect(
    (await withDatabase((db) => db.query("select 1 from users where email = $1", [DEMO.user])))
      .rowCount,
  ).toBe(1);
  await expect(
    page.getByText("Your account and everything in it were deleted, and you are signed out."),
  ).toBeVisible();
  await expect(page.getByText("Profile", { exact: true })).toHaveCount(0);

  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(REGISTERED_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page.getByText("Profile", { exact: true })).toHaveCount(0);
});
