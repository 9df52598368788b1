import { expect, test } from "@playwright/test";
import { uniqueEmail, uniqueName } from "./fixtures";

// Sends are rate-limited per client address; the test server trusts X-Forwarded-For from
// loopback, so each test gets an address of its own and retries never hit the shared limit.
test.beforeEach(async ({ page }) => {
  const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
});

test("the contact form shows each validation message and keeps what was typed", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Contact Us for Advertisement" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await page.getByRole("button", { name: "Send" }).click();
  for (const message of [
    "Name is required.",
    "Email is required.",
    "Phone is required.",
    "Message is required.",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel("Name").fill("Almaz");
  // type="email" would stop a bad address in the browser; the server's check is tested too.
  await page.getByLabel("Email").evaluate((input) => input.setAttribute("type", "text"));
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Phone").fill("call me");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Enter a valid phone number.")).toBeVisible();
  await expect(page.getByText("Name is required.")).toHaveCount(0);
  await expect(page.getByLabel("Name")).toHaveValue("Almaz");
  await expect(page.getByText("Your request has been sent successfully.")).toHaveCount(0);
});

test("a valid request shows the green message and clears the form", async ({ page }, testInfo) => {
  await page.goto("/contact");
  // The honeypot is out of sight and out of the accessibility tree.
  await expect(page.getByRole("textbox", { name: "Website" })).toHaveCount(0);
  await expect(page.locator("#contact-website")).not.toBeInViewport();
  await page.getByLabel("Name").fill(uniqueName(testInfo, "Contact"));
  await page.getByLabel("Email").fill(uniqueEmail(testInfo, "contact"));
  await page.getByLabel("Phone").fill("+251 911 223344");
  await page.getByLabel("Message").fill("We would like a banner in the advert column.");
  await page.getByRole("button", { name: "Send" }).click();
  const success = page.getByText("Your request has been sent successfully.");
  await expect(success).toBeVisible();
  await expect(success).toHaveClass(/alert-success/);
  for (const label of ["Name", "Email", "Phone", "Message"]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
});
