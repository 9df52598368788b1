// The bot's commands against a fake Bot API: /search (five open tenders at a time, "More"),
// /alerts, /new and /stop, in English and Amharic; an unlinked chat sees what a visitor does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleTelegramUpdate } from "~/modules/alerts/telegram-link.server";
import { action as webhookAction } from "~/routes/api/telegram-webhook";
import { AlertFixtures } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { fakeHttpServer, type RecordedRequest } from "./fake-http-server";
import { routeArgs } from "./route-args";

const db = setupTestDatabase();
const BOT_TOKEN = "777777:BOT-token";
const SECRET = "bot-test-secret";

interface Sent {
  method: string;
  chat_id?: string;
  text?: string;
  reply_markup?: { inline_keyboard: { text: string; callback_data: string }[][] };
  reply_parameters?: { message_id: number };
  callback_query_id?: string;
}
const sent: Sent[] = [];

const telegram = fakeHttpServer((request: RecordedRequest) => {
  const method = request.path.replace(`/bot${BOT_TOKEN}/`, "");
  sent.push({ method, ...(request.json as object) });
  if (method === "sendMessage") return { body: { ok: true, result: { message_id: sent.length } } };
  return { body: { ok: true, result: true } };
});

let f: AlertFixtures;
const OPEN = 7;
const titles: string[] = [];

beforeAll(async () => {
  process.env.TELEGRAM_API_URL = telegram.url;
  process.env.TELEGRAM_BOT_TOKEN = BOT_TOKEN;
  process.env.TELEGRAM_WEBHOOK_SECRET = SECRET;
  f = new AlertFixtures(db.url);
  const day = 24 * 3600_000;
  for (let i = 0; i < OPEN; i++) {
    const title = `Borehole drilling lot ${i}`;
    titles.push(title);
    const id = await f.tender({
      title,
      // Newest first: lot 0 is the newest.
      publishedAt: new Date(Date.now() - (i + 1) * 60_000),
      closingDate: i === 6 ? null : new Date(Date.now() + (i + 2) * day),
    });
    await f.pool.query("update tenders set snippet = $2 where id = $1", [id, `Snippet ${i}`]);
  }
  // Closed: never listed by the bot.
  await f.tender({ title: "Borehole drilling closed", closingDate: new Date(Date.now() - day) });
}, 60_000);
afterAll(async () => {
  await f?.close();
  delete process.env.TELEGRAM_WEBHOOK_SECRET;
});

let updateId = 9000;
function message(chat: number, text: string, language?: string) {
  updateId += 1;
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      chat: { id: chat },
      text,
      from: { language_code: language },
    },
  };
}
function more(chat: number, page: number, original: { message_id: number; text: string }) {
  updateId += 1;
  return {
    update_id: updateId,
    callback_query: {
      id: `press-${updateId}`,
      data: `more:${page}`,
      from: { language_code: "en" },
      message: { message_id: 1, chat: { id: chat }, reply_to_message: original },
    },
  };
}
const lastTo = (chat: number) =>
  sent.filter((item) => item.method === "sendMessage" && item.chat_id === String(chat)).at(-1)!;

async function linkedUser(chat: number, locale: "en" | "am") {
  const user = await f.user(`bot-${locale}`);
  await f.pool.query("update users set locale = $2 where id = $1", [user.id, locale]);
  await f.channel(user.id, "telegram", String(chat), { verified: true });
  return user;
}

/** Any date, Gregorian or Ethiopian, as a closing date would be shown. */
const DATE = /\b20\d\d\b|EAT|ዓ\.ም|Closes|የመዝጊያ/;

describe("/search", () => {
  it("shows an unlinked chat five open tenders, title, snippet and link only, then More", async () => {
    const search = message(6001, "/search borehole", "en");
    expect(await handleTelegramUpdate(db.em(), search)).toBe("search");
    const first = lastTo(6001);
    expect(first.text).toMatch(/^Open tenders matching “borehole”, page 1 of 2:\n\n1\. Borehole/);
    expect(first.reply_parameters).toMatchObject({ message_id: search.message.message_id });
    expect(first.reply_markup!.inline_keyboard[0]![0]).toEqual({
      text: "More",
      callback_data: "more:2",
    });
    for (const title of titles.slice(0, 5)) expect(first.text).toContain(title);
    expect(first.text).toContain("Snippet 0\nhttp://localhost:3000/tenders/");
    expect(first.text).not.toMatch(DATE);

    const press = more(6001, 2, {
      message_id: search.message.message_id,
      text: "/search borehole",
    });
    expect(await handleTelegramUpdate(db.em(), press)).toBe("more");
    expect(sent.some((item) => item.callback_query_id === press.callback_query.id)).toBe(true);
    const second = lastTo(6001);
    expect(second.text).toMatch(/^Open tenders matching “borehole”, page 2 of 2:\n\n6\. /);
    expect(second.text).toContain(titles[6]);
    expect(second.text).not.toContain("closed");
    expect(second.text).not.toMatch(DATE);
    expect(second.reply_markup).toBeUndefined();
  });

  it("answers an unlinked Amharic chat in Amharic, still without dates", async () => {
    await handleTelegramUpdate(db.em(), message(6002, "/search borehole", "am"));
    const reply = lastTo(6002);
    expect(reply.text).toMatch(/^ከ“borehole” ጋር የሚዛመዱ ክፍት ጨረታዎች፣ ገጽ 1 ከ2፦/);
    expect(reply.reply_markup!.inline_keyboard[0]![0]!.text).toBe("ተጨማሪ");
    expect(reply.text).not.toMatch(DATE);
    await handleTelegramUpdate(db.em(), message(6002, "/search nothingmatcheszz", "am"));
    expect(lastTo(6002).text).toBe("ከ“nothingmatcheszz” ጋር የሚዛመድ ክፍት ጨረታ የለም።");
    await handleTelegramUpdate(db.em(), message(6002, "/search", "am"));
    expect(lastTo(6002).text).toMatch(/^\/search ብለው/);
  });

  it("shows a linked user the closing dates, in the account's language", async () => {
    await linkedUser(6003, "am");
    await handleTelegramUpdate(db.em(), message(6003, "/search borehole", "en"));
    const reply = lastTo(6003).text!;
    expect(reply).toMatch(/^ከ“borehole” ጋር/);
    expect(reply).toMatch(/የመዝጊያ ቀን፦ .*ዓ\.ም\./);
    await linkedUser(6004, "en");
    await handleTelegramUpdate(db.em(), message(6004, "/search borehole", "am"));
    expect(lastTo(6004).text).toMatch(/\nCloses: \d{1,2} \w{3} 20\d\d, \d\d:\d\d EAT\n/);
  });

  it("asks for the search again when the pressed message lost its question", async () => {
    const press = more(6001, 2, { message_id: 1, text: "" });
    expect(await handleTelegramUpdate(db.em(), press)).toBe("search-gone");
    expect(lastTo(6001).text).toMatch(/^This search is no longer here/);
  });

  it("takes a More press through the webhook", async () => {
    const press = more(6001, 2, { message_id: 5, text: "/search@TestBot borehole" });
    const request = new Request("http://localhost/api/telegram/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Telegram-Bot-Api-Secret-Token": SECRET },
      body: JSON.stringify(press),
    });
    const response = (await webhookAction(routeArgs(request, db.em()))) as Response;
    expect(response.status).toBe(200);
    expect(lastTo(6001).text).toMatch(/page 2 of 2/);
  });
});

describe("/alerts, /new and /stop", () => {
  it("tells an unlinked chat to link first, in its language", async () => {
    expect(await handleTelegramUpdate(db.em(), message(6101, "/alerts", "en"))).toBe("alerts");
    expect(lastTo(6101).text).toMatch(/^Link this chat to your TenderLink account first/);
    expect(await handleTelegramUpdate(db.em(), message(6102, "/new roads", "am"))).toBe("new");
    expect(lastTo(6102).text).toMatch(/^መጀመሪያ ይህን ውይይት/);
    const profiles = await f.pool.query("select 1 from alert_profiles");
    expect(profiles.rowCount).toBe(0);
  });

  it("creates an immediate Telegram alert with /new and lists it with /alerts (English)", async () => {
    const user = await linkedUser(6103, "en");
    await handleTelegramUpdate(db.em(), message(6103, "/alerts"));
    expect(lastTo(6103).text).toMatch(/^You have no alerts yet\./);
    await handleTelegramUpdate(db.em(), message(6103, "/new road   works"));
    expect(lastTo(6103).text).toBe(
      "Alert “road works” created. New tenders matching it will arrive here as soon as they are published.",
    );
    const { rows } = await f.pool.query(
      "select name, include_keywords, channels, frequency from alert_profiles where user_id = $1",
      [user.id],
    );
    expect(rows).toEqual([
      {
        name: "road works",
        include_keywords: "road works",
        channels: ["telegram"],
        frequency: "immediate",
      },
    ]);
    await handleTelegramUpdate(db.em(), message(6103, "/alerts"));
    expect(lastTo(6103).text).toBe("Your alerts:\n• road works — road works: immediately");
  });

  it("answers /new and /alerts in Amharic, and refuses words the form would refuse", async () => {
    await linkedUser(6104, "am");
    await handleTelegramUpdate(db.em(), message(6104, "/new የውሃ ጉድጓድ", "en"));
    expect(lastTo(6104).text).toMatch(/^“የውሃ ጉድጓድ” የተባለው ማሳወቂያ ተፈጥሯል።/);
    await handleTelegramUpdate(db.em(), message(6104, "/alerts"));
    expect(lastTo(6104).text).toBe("ማሳወቂያዎችዎ፦\n• የውሃ ጉድጓድ — የውሃ ጉድጓድ: ወዲያውኑ");
    await handleTelegramUpdate(db.em(), message(6104, `/new ${"x".repeat(501)}`));
    expect(lastTo(6104).text).toBe("የሚካተቱ ቁልፍ ቃላት ቢበዛ 500 ቁምፊዎች ሊኖራቸው ይችላል");
    await handleTelegramUpdate(db.em(), message(6104, "/new"));
    expect(lastTo(6104).text).toMatch(/^\/new ብለው/);
  });

  it("stops alerts with /stop; the chat then counts as unlinked", async () => {
    await linkedUser(6105, "en");
    expect(await handleTelegramUpdate(db.em(), message(6105, "/stop"))).toBe("stopped");
    expect(lastTo(6105).text).toMatch(/^Stopped\./);
    await handleTelegramUpdate(db.em(), message(6105, "/alerts"));
    expect(lastTo(6105).text).toMatch(/^Link this chat/);
    await handleTelegramUpdate(db.em(), message(6105, "/search borehole"));
    expect(lastTo(6105).text).not.toMatch(DATE);
    await linkedUser(6106, "am");
    await handleTelegramUpdate(db.em(), message(6106, "/stop"));
    expect(lastTo(6106).text).toMatch(/^ቆሟል።/);
  });
});
