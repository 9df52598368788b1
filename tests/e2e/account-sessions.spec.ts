import { expect, test } from "@playwright/test";
import { jsEnabled, login, registerAndLogin, REGISTERED_PASSWORD } from "./fixtures";

// Both browsers reach the test server from this machine, so both read "This network".
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

test("lists each browser with its device and signs another one out", async ({
  page,
  browser,
}, testInfo) => {
  // Registering and two logins hash passwords (argon2) on a shared machine.
  test.slow();
  const email = await registerAndLogin(page, testInfo, "acct-sessions");
  const phone = await browser.newContext({
    javaScriptEnabled: jsEnabled(testInfo),
    userAgent: ANDROID_CHROME,
  });
  const phonePage = await phone.newPage();
  await login(phonePage, email, REGISTERED_PASSWORD);
  await phonePage.goto("/account");
  await expect(phonePage).toHaveURL(/\/account$/);

  await page.goto("/account");
  const sessions = page.getByRole("region", { name: "Where you are signed in" });
  await expect(sessions.getByRole("row")).toHaveCount(3); // the header and two browsers
  const phoneRow = sessions.getByRole("row", { name: /Chrome on Android/ });
  const thisRow = sessions.getByRole("row", { name: /This browser/ });
  // The test browser says it is Chrome (on whatever system the config names).
  await expect(thisRow).toContainText(/Chrome on \w+/);
  await expect(phoneRow).toContainText("This network");
  await expect(phoneRow).toContainText(/just now|minute ago|minutes ago/);
  await expect(thisRow.getByRole("button", { name: /Sign out/ })).toHaveCount(0);

  await phoneRow.getByRole("button", { name: "Sign out Chrome on Android" }).click();
  await expect(page).toHaveURL(/\/account\?notice=session-ended$/);
  await expect(page.getByText("That browser or app was signed out.")).toBeVisible();
  await expect(sessions.getByRole("row")).toHaveCount(2);
  await expect(sessions.getByText("Chrome on Android")).toHaveCount(0);
  await expect(sessions.getByText("This browser")).toBeVisible();

  // The phone's next request finds no session: it is sent to log in.
  await phonePage.goto("/account");
  await expect(phonePage).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await phone.close();

  // This browser is still signed in.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account$/);
});
