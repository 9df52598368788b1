// Alert messages are written in the recipient's language (users.locale, English when unset):
// the same digest build gives an Amharic reader Amharic words and an English reader the English
// text the other alert tests assert.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlertChannelKind } from "~/modules/alerts/alert-profile.entity";
import { deliverMessage } from "~/modules/alerts/deliveries.server";
import { buildDigests } from "~/modules/alerts/digest.server";
import { smsSegments } from "~/modules/alerts/sms-segments";
import { handleTelegramUpdate, startTelegramLink } from "~/modules/alerts/telegram-link.server";
import { setupTestDatabase } from "./database";
import { AlertFixtures, recordingTransport } from "./alerts-fixtures";
import { fakeHttpServer } from "./fake-http-server";

const BOT_TOKEN = "4242:amharic-test";
const telegram = fakeHttpServer(() => ({ body: { ok: true, result: { message_id: 1 } } }));

const db = setupTestDatabase();
let f: AlertFixtures;
beforeAll(() => {
  f = new AlertFixtures(db.url);
  process.env.TELEGRAM_API_URL = telegram.url;
  process.env.TELEGRAM_BOT_TOKEN = BOT_TOKEN;
});
afterAll(() => f.close());

const CHANNELS: AlertChannelKind[] = ["email", "telegram", "sms"];

/** A user on every channel with one daily profile, their digest built and sent. */
async function digestFor(locale: string | null, keyword: string) {
  const user = await f.user(locale ?? "no-locale");
  await f.pool.query("update users set locale = $2 where id = $1", [user.id, locale]);
  await f.channel(user.id, "email", user.email);
  await f.channel(user.id, "telegram", `chat-${user.id}`);
  await f.channel(user.id, "sms", `+2519${String(user.id).padStart(8, "0")}`);
  await f.profile(user.id, { name: "Roads", include: keyword, channels: CHANNELS });
  await f.tender({
    title: `${keyword} asphalt works`,
    closingDate: new Date("2026-12-21T07:00:00Z"),
  });
  const jobs = (await buildDigests(f.db)).filter((job) => job.userId === user.id);
  const sent = new Map<AlertChannelKind, { subject: string; text: string; html?: string }>();
  for (const job of jobs) {
    const recorder = recordingTransport();
    expect(await deliverMessage(f.pool, job, () => recorder.transport)).toBe("sent");
    sent.set(job.channel, recorder.sent[0]!.message);
  }
  expect([...sent.keys()].sort()).toEqual(["email", "sms", "telegram"]);
  return sent;
}

describe("alert messages in the recipient's language", () => {
  it("writes an Amharic reader's digest in Amharic on every channel", async () => {
    const sent = await digestFor("am", "kudukeroad");
    const email = sent.get("email")!;
    expect(email.subject).toBe("ከማሳወቂያዎችዎ ጋር የሚዛመድ 1 አዲስ ጨረታ");
    expect(email.text).toContain("ከማሳወቂያዎችዎ ጋር የሚዛመዱ አዲስ ጨረታዎች፦");
    expect(email.text).toContain("1. kudukeroad asphalt works");
    expect(email.text).toContain('ምክንያት፦ ከማሳወቂያዎ ጋር ይዛመዳል፦ "Roads" (kudukeroad)');
    expect(email.text).toContain("የመዝጊያ ቀን፦");
    expect(email.text).toContain("ማሳወቂያዎችን ያስተዳድሩ:");
    expect(email.html).toContain("ከኢሜይል ማሳወቂያዎች ይውጡ");
    expect(email.text).not.toContain("Manage alerts");

    const telegram = sent.get("telegram")!;
    expect(telegram.text).toContain("ከማሳወቂያዎችዎ ጋር የሚዛመዱ አዲስ ጨረታዎች፦");
    expect(telegram.text).toContain("የመዝጊያ ቀን፦");
    expect(telegram.text).not.toContain("New tenders matching your alerts");

    const sms = sent.get("sms")!;
    expect(sms.text).toMatch(
      /^አዲስ ጨረታ፦ kudukeroad asphalt works\nየመዝጊያ ቀን፦ ታኅሣሥ 12, 2019 ዓ\.ም\.\nhttp\S+\/tenders\/\d+$/,
    );
    expect(smsSegments(sms.text)).toBeLessThanOrEqual(2);
  });

  it("keeps an English reader's digest, and one with no language set, in English", async () => {
    for (const locale of ["en", null]) {
      const sent = await digestFor(locale, `wallaroad${locale ?? "x"}`);
      const email = sent.get("email")!;
      expect(email.subject).toBe("1 new tender matching your alerts");
      expect(email.text).toContain("New tenders matching your alerts:");
      expect(email.text).toContain("Closes: 21 Dec 2026, 10:00 EAT");
      expect(email.text).toContain("Manage alerts:");
      expect(email.html).toContain("Unsubscribe from e-mail alerts");
      expect(sent.get("telegram")!.text).toContain("New tenders matching your alerts:");
      expect(sent.get("sms")!.text).toMatch(
        /^New tender: wallaroad\S* asphalt works\nCloses: 21 Dec 2026\nhttp\S+\/tenders\/\d+$/,
      );
    }
  });
});

describe("Telegram bot replies in the reader's language", () => {
  const lastReply = () => (telegram.requests.at(-1)!.json as { text: string }).text;
  let updateId = 5000;
  const update = (chat: number, text: string, languageCode?: string) => ({
    update_id: ++updateId,
    message: { chat: { id: chat }, text, from: { language_code: languageCode } },
  });

  it("answers a linked user in users.locale, whatever Telegram's language", async () => {
    const user = await f.user("bot");
    await f.pool.query("update users set locale = 'am' where id = $1", [user.id]);
    const { deepLink } = await startTelegramLink(db.em(), user.id);
    const token = new URL(deepLink).searchParams.get("start")!;
    expect(await handleTelegramUpdate(db.em(), update(7001, `/start ${token}`, "en"))).toBe(
      "linked",
    );
    expect(lastReply()).toMatch(/^ተገናኝቷል! የTenderLink ማሳወቂያዎችዎ/);
    expect(await handleTelegramUpdate(db.em(), update(7001, "/stop", "en"))).toBe("stopped");
    expect(lastReply()).toMatch(/^ቆሟል።/);
  });

  it("answers an unknown chat in the sender's Telegram language, else English", async () => {
    await handleTelegramUpdate(db.em(), update(7002, "hello", "am"));
    expect(lastReply()).toMatch(/^ይህ የTenderLink ቦት ነው።/);
    await handleTelegramUpdate(db.em(), update(7003, "hello", "fr"));
    expect(lastReply()).toMatch(/^This is the TenderLink bot\./);
  });
});
