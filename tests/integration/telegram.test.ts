import { beforeAll, describe, expect, it } from "vitest";
import { AlertChannel } from "~/modules/alerts/alert-channel.entity";
import { startTelegramLink } from "~/modules/alerts/telegram-link.server";
import { pollTelegramOnce, telegramPollingEnabled } from "~/modules/alerts/telegram-polling.server";
import { telegramTransport } from "~/modules/alerts/transports/telegram.server";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { action as webhookAction } from "~/routes/api/telegram-webhook";
import {
  action as telegramPageAction,
  loader as telegramPageLoader,
} from "~/routes/alerts/channels.telegram";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { fakeHttpServer, type RecordedRequest } from "./fake-http-server";
import { formRequest, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();
const BOT_TOKEN = "123456:TEST-token";
const SECRET = "webhook-secret-for-tests";

/** Updates the fake hands out on getUpdates, as Telegram does: those with id >= offset. */
const queued: { update_id: number; message: unknown }[] = [];

const telegram = fakeHttpServer((request: RecordedRequest) => {
  const body = request.json as Record<string, unknown>;
  if (request.path === `/bot${BOT_TOKEN}/sendMessage`) {
    if (body.chat_id === "999") {
      return { status: 400, body: { ok: false, description: "Bad Request: chat not found" } };
    }
    return { body: { ok: true, result: { message_id: 1 } } };
  }
  if (request.path === `/bot${BOT_TOKEN}/getUpdates`) {
    const offset = Number(body.offset ?? 0);
    return { body: { ok: true, result: queued.filter((update) => update.update_id >= offset) } };
  }
  return { status: 404, body: { ok: false, description: "Not Found" } };
});

// The channel configuration is read on every call, so setting it here (after the fake server
// has its port, before any test) points every app module at the fake.
beforeAll(() => {
  process.env.TELEGRAM_API_URL = telegram.url;
  process.env.TELEGRAM_BOT_TOKEN = BOT_TOKEN;
  process.env.TELEGRAM_WEBHOOK_SECRET = SECRET;
  process.env.TELEGRAM_BOT_USERNAME = "TestTenderBot";
});

let userCount = 0;
async function newUser(): Promise<CurrentUser> {
  userCount += 1;
  const em = db.em();
  const user = await registerUser(em, {
    fullname: `Telegram User ${userCount}`,
    email: `telegram-${userCount}@example.et`,
    phone: "0911000000",
    password: "long-enough-pass",
  });
  return toCurrentUser(user);
}

async function linkToken(userId: number): Promise<string> {
  const { deepLink } = await startTelegramLink(db.em(), userId);
  expect(deepLink).toMatch(/^https:\/\/t\.me\/TestTenderBot\?start=[\w-]{43}$/);
  return new URL(deepLink).searchParams.get("start")!;
}

function telegramRow(userId: number) {
  return db.em().findOne(AlertChannel, { user: userId, kind: "telegram" });
}

let updateId = 1000;
function message(chatId: number, text: string) {
  updateId += 1;
  return { update_id: updateId, message: { message_id: updateId, chat: { id: chatId }, text } };
}

function postWebhook(update: unknown, secret: string | null = SECRET) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (secret !== null) headers["X-Telegram-Bot-Api-Secret-Token"] = secret;
  const request = new Request("http://localhost/api/telegram/webhook", {
    method: "POST",
    headers,
    body: typeof update === "string" ? update : JSON.stringify(update),
  });
  return webhookAction(routeArgs(request, db.em())) as Promise<Response>;
}

function repliesTo(chatId: number) {
  return telegram.requests
    .filter((request) => request.path.endsWith("/sendMessage"))
    .map((request) => request.json as { chat_id: string; text: string })
    .filter((body) => body.chat_id === String(chatId));
}

describe("Telegram webhook", () => {
  it("refuses a wrong or missing secret token and changes nothing", async () => {
    const user = await newUser();
    const token = await linkToken(user.id);
    const before = telegram.requests.length;
    for (const secret of ["not-the-secret", null]) {
      const response = await postWebhook(message(5001, `/start ${token}`), secret);
      expect(response.status).toBe(401);
    }
    const row = await telegramRow(user.id);
    expect(row?.verifiedAt).toBeNull();
    expect(row?.address).toBeNull();
    expect(telegram.requests.length).toBe(before);
  });

  it("links the chat on /start <token> and replies 'Linked'", async () => {
    const user = await newUser();
    const token = await linkToken(user.id);
    const response = await postWebhook(message(5002, `/start ${token}`));
    expect(response.status).toBe(200);
    const row = await telegramRow(user.id);
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect(row?.address).toBe("5002");
    expect(row?.verificationHash).toBeNull();
    expect(repliesTo(5002).at(-1)?.text).toMatch(/^Linked/);
    const sent = telegram.requests.at(-1)!;
    expect(sent.json).toMatchObject({ chat_id: "5002", disable_web_page_preview: true });
  });

  it("refuses a used token and an expired one", async () => {
    const user = await newUser();
    const token = await linkToken(user.id);
    await postWebhook(message(5003, `/start ${token}`));
    // The same link opened from another chat must not move the alerts there.
    await postWebhook(message(5004, `/start ${token}`));
    expect((await telegramRow(user.id))?.address).toBe("5003");
    expect(repliesTo(5004).at(-1)?.text).toMatch(/expired or was already used/);

    const late = await newUser();
    const lateToken = await linkToken(late.id);
    await db
      .em()
      .execute(
        "update alert_channels set verification_expires_at = now() - interval '1 minute' where user_id = ?",
        [late.id],
      );
    await postWebhook(message(5005, `/start ${lateToken}`));
    const row = await telegramRow(late.id);
    expect(row?.verifiedAt).toBeNull();
    expect(row?.address).toBeNull();
    expect(repliesTo(5005).at(-1)?.text).toMatch(/expired or was already used/);
  });

  it("/stop unsubscribes the chat's channel", async () => {
    const user = await newUser();
    const token = await linkToken(user.id);
    await postWebhook(message(5006, `/start ${token}`));
    expect((await telegramRow(user.id))?.unsubscribedAt).toBeNull();
    const response = await postWebhook(message(5006, "/stop"));
    expect(response.status).toBe(200);
    expect((await telegramRow(user.id))?.unsubscribedAt).toBeInstanceOf(Date);
    expect(repliesTo(5006).at(-1)?.text).toMatch(/^Stopped/);
  });

  it("answers anything else with help, and malformed bodies with 400", async () => {
    await postWebhook(message(5007, "hello"));
    expect(repliesTo(5007).at(-1)?.text).toMatch(/This is the TenderLink bot\./);
    expect((await postWebhook("{not json")).status).toBe(400);
    expect((await postWebhook({ message: "no update id" })).status).toBe(400);
  });

  it("does not exist without TELEGRAM_WEBHOOK_SECRET", async () => {
    delete process.env.TELEGRAM_WEBHOOK_SECRET;
    try {
      expect((await postWebhook(message(5008, "/stop"), null)).status).toBe(404);
      expect(telegramPollingEnabled()).toBe(true);
    } finally {
      process.env.TELEGRAM_WEBHOOK_SECRET = SECRET;
    }
    expect(telegramPollingEnabled()).toBe(false);
  });
});

describe("telegramTransport", () => {
  it("posts chat_id, text and disable_web_page_preview to sendMessage", async () => {
    await telegramTransport.send("4242", { subject: "Digest", text: "3 new tenders" });
    const sent = telegram.requests.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe(`/bot${BOT_TOKEN}/sendMessage`);
    expect(sent.headers["content-type"]).toMatch(/application\/json/);
    expect(sent.json).toEqual({
      chat_id: "4242",
      text: "3 new tenders",
      disable_web_page_preview: true,
    });
  });

  it("throws with Telegram's description when it answers ok: false", async () => {
    await expect(
      telegramTransport.send("999", { subject: "Digest", text: "hello" }),
    ).rejects.toThrow(/chat not found/);
  });
});

describe("Telegram polling", () => {
  it("one cycle handles the new updates and confirms them", async () => {
    const user = await newUser();
    const token = await linkToken(user.id);
    const update = message(5009, `/start ${token}`);
    queued.push(update);
    const next = await pollTelegramOnce(db.em(), update.update_id, 0);
    expect(next).toBe(update.update_id + 1);
    const row = await telegramRow(user.id);
    expect(row?.address).toBe("5009");
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    const polls = telegram.requests.filter((request) => request.path.endsWith("/getUpdates"));
    expect(polls.at(-1)?.json).toMatchObject({ offset: update.update_id + 1 });
  });
});

describe("/alerts/channels/telegram", () => {
  it("sends visitors to login and gives users a one-time deep link", async () => {
    const visitor = await settle(() =>
      telegramPageLoader(
        routeArgs(new Request("http://localhost/alerts/channels/telegram"), db.em()),
      ),
    );
    expect((visitor as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);

    const user = await newUser();
    const { data: result } = (await telegramPageAction(
      routeArgs(formRequest("/alerts/channels/telegram", { intent: "link" }), db.em(), user),
    )) as unknown as { data: { deepLink: string } };
    expect(result.deepLink).toMatch(/^https:\/\/t\.me\/TestTenderBot\?start=/);
    const pending = await telegramRow(user.id);
    expect(pending?.verificationHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending!.verificationExpiresAt!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

    const token = new URL(result.deepLink).searchParams.get("start")!;
    await postWebhook(message(5010, `/start ${token}`));
    const page = (await telegramPageLoader(
      routeArgs(new Request("http://localhost/alerts/channels/telegram"), db.em(), user),
    )) as { linked: boolean };
    expect(page.linked).toBe(true);

    await telegramPageAction(
      routeArgs(formRequest("/alerts/channels/telegram", { intent: "unlink" }), db.em(), user),
    );
    expect(await telegramRow(user.id)).toBeNull();
    const bad = await telegramPageAction(
      routeArgs(formRequest("/alerts/channels/telegram", { intent: "explode" }), db.em(), user),
    );
    expect((bad as { init: { status: number } }).init.status).toBe(400);
  });
});
