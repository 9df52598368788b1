import { expect, test } from "@playwright/test";
import { TELEGRAM_SECRET } from "../../playwright.config";
import { jsEnabled, readSmsCode, registerAndLogin } from "./fixtures";

/** What Telegram posts to our webhook when someone writes to the bot. */
function telegramUpdate(chatId: number, text: string) {
  const id = Date.now() % 1_000_000_000;
  return {
    update_id: id,
    message: { message_id: id, date: Math.floor(Date.now() / 1000), chat: { id: chatId }, text },
  };
}

test("a user links Telegram through a one-time deep link, and /stop stops it", async ({
  page,
  request,
}, testInfo) => {
  await registerAndLogin(page, testInfo, "telegram");
  await page.goto("/alerts/channels/telegram");
  await expect(page.getByText("Telegram is not linked.")).toBeVisible();
  await page.getByRole("button", { name: "Link Telegram" }).click();
  const open = page.getByRole("link", { name: "Open Telegram" });
  await expect(open).toHaveAttribute("href", /^https:\/\/t\.me\/TenderLinkBot\?start=[\w-]{43}$/);
  // A second link replaces the first: the token changes.
  const first = await open.getAttribute("href");
  await page.getByRole("button", { name: "Link Telegram" }).click();
  await expect(open).not.toHaveAttribute("href", first!);
  const token = new URL((await open.getAttribute("href"))!).searchParams.get("start")!;

  // The user taps Start in Telegram: Telegram posts "/start <token>" to our webhook.
  const chatId = 700_000 + (Date.now() % 100_000);
  const webhook = (text: string, secret = TELEGRAM_SECRET) =>
    request.post("/api/telegram/webhook", {
      headers: { "X-Telegram-Bot-Api-Secret-Token": secret },
      data: telegramUpdate(chatId, text),
    });
  expect((await webhook(`/start ${first!.split("start=")[1]}`)).status()).toBe(200);
  // (goto, not reload: without JS, reloading would post "Link Telegram" again.)
  await page.goto("/alerts/channels/telegram");
  await expect(page.getByText("Telegram is not linked.")).toBeVisible(); // the replaced token
  expect((await webhook(`/start ${token}`, "forged-secret")).status()).toBe(401);
  expect((await webhook(`/start ${token}`)).status()).toBe(200);
  await page.goto("/alerts/channels/telegram");
  await expect(page.getByText("Telegram is linked: your alerts arrive")).toBeVisible();

  expect((await webhook("/stop")).status()).toBe(200);
  await page.goto("/alerts/channels/telegram");
  await expect(page.getByText("alerts were stopped with /stop")).toBeVisible();
});

test("a user verifies a phone with the code sent by SMS", async ({ page }, testInfo) => {
  await registerAndLogin(page, testInfo, "sms");
  // A number of its own, so parallel tests and projects never read each other's codes.
  const local = `09${String(Date.now()).slice(-6)}${testInfo.workerIndex % 10}${jsEnabled(testInfo) ? 1 : 2}`;
  const e164 = `+251${local.slice(1)}`;
  const shown = `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
  await page.goto("/alerts/channels/sms");
  await expect(page.getByText("No phone number is verified for SMS alerts.")).toBeVisible();

  await page.getByLabel("Phone").fill("12345");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(
    page.getByText(
      "An Ethiopian mobile number has 10 digits starting 09 or 07 (e.g. 0911 234 567 or +251 911 234 567)",
    ),
  ).toBeVisible();

  // Typed the international way; stored and shown as one number.
  await page
    .getByLabel("Phone")
    .fill(`+251 ${local.slice(1, 4)} ${local.slice(4, 7)} ${local.slice(7)}`);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`We sent a code to ${shown}.`)).toBeVisible();
  const code = await readSmsCode(e164);

  await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not correct.")).toBeVisible();

  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Your phone is verified")).toBeVisible();
  await expect(page.getByText(`SMS alerts go to ${shown}.`)).toBeVisible();

  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("No phone number is verified for SMS alerts.")).toBeVisible();
});

test("a user creates a private calendar link and resets it", async ({ page }, testInfo) => {
  await registerAndLogin(page, testInfo, "calendar");
  await page.goto("/alerts/channels/calendar");
  await expect(page.getByText("You have no calendar link yet.")).toBeVisible();
  await page.getByRole("button", { name: "Create calendar link" }).click();
  const link = page.getByLabel("Your calendar link");
  await expect(link).toHaveValue(/\/feeds\/saved\/[\w-]{43}\.ics$/);
  const first = await link.inputValue();
  const firstPath = new URL(first).pathname;
  const calendar = await page.request.get(firstPath);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await calendar.text()).toContain("BEGIN:VCALENDAR");
  // Only the token's hash is kept: the link is shown once, in the answer that made it.
  await page.goto("/alerts/channels/calendar");
  await expect(page.getByText("the link is shown only when it is created")).toBeVisible();
  await expect(link).toHaveCount(0);

  await page.getByRole("button", { name: "Reset link" }).click();
  await expect(page.getByText("the old one no longer works")).toBeVisible();
  await expect(link).not.toHaveValue(first);
  expect((await page.request.get(firstPath)).status()).toBe(404);
  expect((await page.request.get(new URL(await link.inputValue()).pathname)).status()).toBe(200);
});

test("the tender list offers an RSS feed of the current search", async ({ page }) => {
  await page.goto("/home?q=road");
  const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(alternate).toHaveAttribute("href", "/feeds/tenders.rss?q=road");
  const feedLink = page.getByRole("link", { name: "RSS feed of this search" });
  await expect(feedLink).toHaveAttribute("href", "/feeds/tenders.rss?q=road");
  const feed = await page.request.get("/feeds/tenders.rss?q=road");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  expect(await feed.text()).toContain("<rss");
});

test("the landing banner leads visitors to register and users to their alerts", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const visitorBanner = page.locator(".subscribe-banner").getByRole("link");
  await expect(visitorBanner).toHaveText("Subscribe for free");
  await visitorBanner.click();
  await expect(page).toHaveURL(/\/register$/);

  await registerAndLogin(page, testInfo, "banner");
  await page.goto("/");
  const userBanner = page.locator(".subscribe-banner").getByRole("link");
  await expect(userBanner).toHaveText("Set up your alerts");
  // /alerts belongs to the alert profiles work; the banner's target is what this test owns.
  await expect(userBanner).toHaveAttribute("href", "/alerts");
});
