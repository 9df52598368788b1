import { expect, test } from "@playwright/test";
import { withDatabase } from "./api-helpers";
import { uniqueEmail } from "./fixtures";

async function storedPhone(email: string): Promise<string | undefined> {
  const result = await withDatabase((db) =>
    db.query<{ phone: string }>("select phone from users where email = $1", [email]),
  );
  return result.rows[0]?.phone;
}

// Typed key by key, as a person does: an input mask or a length limit would cut the number.
const FORMS: [typed: string, e164: string][] = [
  ["+251 911 234 567", "+251911234567"],
  ["0911234567", "+251911234567"],
  ["251-911-234-567", "+251911234567"],
  ["0711 234 567", "+251711234567"],
];
for (const [typed, e164] of FORMS) {
  test(`register with the phone typed as ${typed} stores ${e164}`, async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "phone");
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Phone Tester");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").pressSequentially(typed);
    await expect(page.getByLabel("Phone")).toHaveValue(typed);
    await page.getByLabel("Password").fill("phone-pass-2026");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/login\?notice=registered/);
    expect(await storedPhone(email)).toBe(e164);
  });
}

test("register refuses a foreign number, says why and keeps what was typed", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "phone-foreign");
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Phone Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+44 7911 123456");
  await page.getByLabel("Password").fill("phone-pass-2026");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(
    page.getByText("Enter an Ethiopian number: +251 is the only country code accepted"),
  ).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("+44 7911 123456");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  expect(await storedPhone(email)).toBeUndefined();
});
