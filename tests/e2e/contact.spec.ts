import { expect, test } from "@playwright/test";
import { withDatabase } from "./api-helpers";
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

test("six advertisers behind one address are all heard; one sender is still limited", async ({
  page,
}, testInfo) => {
  // Eleven sends, each a page round trip without JavaScript: more than the default 30 s allows
  // on a busy machine.
  test.slow();
  // A shared address (an office, a mobile carrier) of this test's own, within 198.18.0.0/15.
  const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  const emails = Array.from({ length: 6 }, (_, n) =>
    uniqueEmail(testInfo, `carrier-advertiser-${n + 1}`),
  );
  const success = page.getByText("Your request has been sent successfully.");
  const refusal = page.getByText(
    "Too many requests from this email address. Please try again in an hour.",
  );

  async function send(email: string, message: string) {
    await page.getByLabel("Name").fill("Carrier Advertiser");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("0911 223344");
    await page.getByLabel("Message").fill(message);
    await page.getByRole("button", { name: "Send" }).click();
  }

  await page.goto("/contact");
  for (const email of emails) {
    await send(email, `A banner for ${email}`);
    // Sent: the form is cleared for the next one.
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(success).toBeVisible();
  }
  const stored = await withDatabase((db) =>
    db.query<{ email: string }>("select email from advert_contacts where email = any($1)", [
      emails,
    ]),
  );
  expect(stored.rows.map((row) => row.email).sort()).toEqual([...emails].sort());

  // The first advertiser sends four more (five in the hour), then is refused, input kept.
  for (let n = 2; n <= 5; n++) {
    await send(emails[0]!, `Message ${n} from the first advertiser`);
    await expect(page.getByLabel("Email")).toHaveValue("");
  }
  await send(emails[0]!, "One message too many");
  await expect(refusal).toBeVisible();
  await expect(success).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveValue(emails[0]!);
  await expect(page.getByLabel("Message")).toHaveValue("One message too many");
  const firstCount = await withDatabase((db) =>
    db.query<{ count: string }>("select count(*) from advert_contacts where email = $1", [
      emails[0],
    ]),
  );
  expect(firstCount.rows[0]?.count).toBe("5");
});
