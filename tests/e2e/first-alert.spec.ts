import { expect, test } from "@playwright/test";
import { readMail, uniqueEmail } from "./fixtures";

test("after registering, one screen creates the first alert and the e-mail link verifies it", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "first-alert");
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Meseret Alemu");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0911 234 567");
  await page.getByLabel("Password").fill("first-alert-pass");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Your account is ready. Please log in.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("first-alert-pass");
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL(/\/welcome$/);
  await expect(
    page.getByRole("heading", { name: "What do you want to hear about?", level: 1 }),
  ).toBeVisible();
  // Nothing chosen: refused with a message, nothing created.
  await page.getByRole("button", { name: "E-mail me these tenders" }).click();
  await expect(
    page.getByText("Type a few keywords or tick a category, or skip this step for now."),
  ).toBeVisible();

  await page.getByLabel("Keywords").fill("road, bridge");
  await page.getByLabel("Construction & Civil Works").check();
  await page.getByRole("button", { name: "E-mail me these tenders" }).click();
  await expect(page).toHaveURL(/\/alerts\?notice=first-alert$/);
  await expect(page.getByText("Your first alert is saved. We sent a link")).toBeVisible();
  const card = page.getByRole("listitem", { name: "road, bridge", exact: true });
  await expect(card).toContainText("Keywords: road, bridge");
  await expect(card).toContainText("Construction & Civil Works");
  await expect(card).toContainText("Daily digest by E-mail");
  await expect(card).toContainText(
    "E-mail not verified yet: nothing will be sent until you open the link we e-mailed you.",
  );
  // The test server has no SMTP_URL: mail stays in its outbox, and the page says so.
  await expect(card).toContainText("E-mail sending is not set up on this server yet");

  const mail = await readMail(email);
  const link = mail.match(/http:\/\/localhost:\d+(\/alerts\/verify-email\?token=[\w-]+)/)![1]!;
  await page.goto(link);
  await expect(page.getByText("Your e-mail is verified")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Alerts" })
    .click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(card).not.toContainText("E-mail not verified yet");
  await expect(card).toContainText("E-mail sending is not set up on this server yet");
});
