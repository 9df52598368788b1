import { describe, expect, it } from "vitest";
import { AdvertContact } from "~/modules/contact/advert-contact.entity";
import { CONTACT_LIMITS } from "~/modules/contact/contact.server";
import { action as apiContactAction } from "~/routes/api/advert-contact";
import { action as contactAction } from "~/routes/contact";
import { setupTestDatabase } from "./database";
import { formRequest, inLocale, routeArgs } from "./route-args";
import type { Locale } from "~/i18n/locales";

const db = setupTestDatabase();

type ContactResult = {
  init: { status: number } | null;
  data: {
    sent?: string;
    result: {
      error?: Record<string, string[]> | null;
      initialValue?: Record<string, string> | null;
    };
  };
};

let address = 0;
/** Each test posts from its own address, so the rate limit of one never leaks into another. */
function newAddress() {
  address += 1;
  return `203.0.113.${address}`;
}

function send(fields: Record<string, string>, ip: string, locale: Locale = "en") {
  const args = routeArgs(formRequest("/contact", fields), db.em(), null, {}, ip);
  return contactAction(inLocale(args, locale)) as Promise<ContactResult>;
}

const valid = {
  name: "  Tigist Haile ",
  email: "Tigist@Example.ET",
  phone: "+251 911 223344",
  message: "  We would like a banner for our printing business.  ",
  website: "",
};

describe("contact form", () => {
  it("stores a valid request with the message as subject and clears the form", async () => {
    const result = await send(valid, newAddress());
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data.sent).toBe("Your request has been sent successfully.");
    expect(result.data.result.initialValue ?? null).toBeNull();
    const stored = await db.em().findOneOrFail(AdvertContact, { email: "tigist@example.et" });
    expect(stored).toMatchObject({
      name: "Tigist Haile",
      phone: "+251 911 223344",
      subject: "We would like a banner for our printing business.",
    });
  });

  it("gives a clear message per missing field, keeps the input and stores nothing", async () => {
    const before = await db.em().count(AdvertContact);
    const result = await send(
      { name: " ", email: "not-an-email", phone: "", message: "", website: "" },
      newAddress(),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error).toEqual({
      name: ["Name is required."],
      email: ["Enter a valid email address."],
      phone: ["Phone is required."],
      message: ["Message is required."],
    });
    expect(result.data.result.initialValue?.email).toBe("not-an-email");
    expect((await send({ ...valid, phone: "call me" }, newAddress())).data.result.error).toEqual({
      phone: ["Enter a valid phone number."],
    });
    expect(await db.em().count(AdvertContact)).toBe(before);
  });

  it("refuses a NUL byte beside its field, alongside the schema's own messages, storing nothing", async () => {
    const before = await db.em().count(AdvertContact);
    const result = await send(
      { ...valid, phone: "", message: "A banner\u0000 please.\nTwo lines." },
      newAddress(),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error).toEqual({
      phone: ["Phone is required."],
      message: ["This field may not hold control characters (such as a NUL byte)."],
    });
    expect(result.data.result.initialValue?.message).toBe("A banner please.\nTwo lines.");
    expect(result.data.sent).toBeUndefined();
    expect(await db.em().count(AdvertContact)).toBe(before);
  });

  it("pretends success to a bot that fills the honeypot, storing nothing", async () => {
    const before = await db.em().count(AdvertContact);
    const result = await send({ ...valid, website: "https://spam.example" }, newAddress());
    expect(result.data.sent).toBe("Your request has been sent successfully.");
    expect(await db.em().count(AdvertContact)).toBe(before);
  });

  it("hears six advertisers behind one address (an office, a mobile carrier)", async () => {
    const ip = newAddress();
    const emails = Array.from({ length: 6 }, (_, n) => `advertiser-${n + 1}@carrier.example.et`);
    for (const email of emails) {
      const answer = await send({ ...valid, email, name: `Advertiser ${email}` }, ip);
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data.sent).toBe("Your request has been sent successfully.");
    }
    const stored = await db.em().find(AdvertContact, { email: { $in: emails } });
    expect(stored.map((row) => row.email).sort()).toEqual(emails);
  });

  it(`limits one sender (address and e-mail) to ${CONTACT_LIMITS.sender} requests an hour`, async () => {
    const ip = newAddress();
    const sender = { ...valid, email: "one.sender@example.et" };
    for (let i = 0; i < CONTACT_LIMITS.sender; i++) {
      expect((await send(sender, ip)).data.sent).not.toBeNull();
    }
    expect(await db.em().count(AdvertContact, { email: sender.email })).toBe(CONTACT_LIMITS.sender);
    // The same e-mail in another spelling is the same sender.
    const refused = await send({ ...sender, email: " ONE.Sender@example.et " }, ip);
    expect(refused.init?.status).toBe(429);
    expect(refused.data.sent).toBeUndefined();
    expect(refused.data.result.error?.[""]).toEqual([
      "Too many requests from this email address. Please try again in an hour.",
    ]);
    // What was typed is kept.
    expect(refused.data.result.initialValue?.message).toBe(valid.message);
    expect(await db.em().count(AdvertContact, { email: sender.email })).toBe(CONTACT_LIMITS.sender);
    // Another advertiser at the same address is still heard.
    const other = await send({ ...valid, email: "next.advertiser@example.et" }, ip);
    expect(other.data.sent).toBe("Your request has been sent successfully.");
    expect(await db.em().count(AdvertContact, { email: "next.advertiser@example.et" })).toBe(1);
  });

  it(`keeps a ceiling of ${CONTACT_LIMITS.address} an hour per address, counting bots that change their e-mail`, async () => {
    const ip = newAddress();
    const repeater = { ...valid, email: "repeater@example.et" };
    for (let i = 0; i < CONTACT_LIMITS.sender; i++) await send(repeater, ip);
    // Refused by the sender's own limit: not counted against the address, so one sender who
    // keeps trying does not shut out the others.
    for (let i = 0; i < 3; i++) expect((await send(repeater, ip)).init?.status).toBe(429);
    // A bot fills the honeypot with a new e-mail each time: answered as a person, stores nothing,
    // but counts.
    const before = await db.em().count(AdvertContact);
    for (let n = CONTACT_LIMITS.sender; n < CONTACT_LIMITS.address; n++) {
      const bot = { ...valid, email: `bot-${n}@spam.example`, website: "https://spam.example" };
      expect((await send(bot, ip)).data.sent).toBe("Your request has been sent successfully.");
    }
    expect(await db.em().count(AdvertContact)).toBe(before);

    const refused = await send({ ...valid, email: "late.advertiser@example.et" }, ip);
    expect(refused.init?.status).toBe(429);
    expect(refused.data.sent).toBeUndefined();
    expect(refused.data.result.error?.[""]).toEqual([
      "Too many requests from your network. Please try again in an hour.",
    ]);
    expect(await db.em().count(AdvertContact, { email: "late.advertiser@example.et" })).toBe(0);
    // Another address is not affected.
    const elsewhere = await send({ ...valid, email: "late.advertiser@example.et" }, newAddress());
    expect(elsewhere.data.sent).not.toBeNull();
    expect(await db.em().count(AdvertContact, { email: "late.advertiser@example.et" })).toBe(1);
  });

  it("hears six advertisers behind one address through the API and limits one sender", async () => {
    const ip = newAddress();
    const post = (email: string) =>
      apiContactAction(
        routeArgs(
          new Request("http://localhost/api/advert-contact", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              name: "Api Advertiser",
              email,
              phone: "0911223344",
              subject: "A banner, please.",
            }),
          }),
          db.em(),
          null,
          {},
          ip,
        ),
      ) as Promise<Response>;
    const emails = Array.from({ length: 6 }, (_, n) => `api-advertiser-${n + 1}@example.et`);
    for (const email of emails) expect((await post(email)).status).toBe(201);
    expect(await db.em().count(AdvertContact, { email: { $in: emails } })).toBe(6);
    for (let i = 1; i < CONTACT_LIMITS.sender; i++) {
      expect((await post(emails[0]!)).status).toBe(201);
    }
    const refused = await post(emails[0]!);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: "Too many requests from this email address. Please try again in an hour.",
    });
    expect(await db.em().count(AdvertContact, { email: emails[0]! })).toBe(CONTACT_LIMITS.sender);
  });

  it("answers an Amharic page in Amharic: field errors, the thanks and the refusal", async () => {
    const ip = newAddress();
    const refused = await send({ ...valid, name: " ", phone: "call me" }, ip, "am");
    expect(refused.data.result.error).toEqual({
      name: ["ስም ያስፈልጋል።"],
      phone: ["ትክክለኛ የስልክ ቁጥር ያስገቡ።"],
    });
    expect((await send(valid, ip, "am")).data.sent).toBe("ጥያቄዎ በተሳካ ሁኔታ ተልኳል።");
    for (let i = 1; i < CONTACT_LIMITS.sender; i++) await send(valid, ip, "am");
    expect((await send(valid, ip, "am")).data.result.error?.[""]).toEqual([
      "ከዚህ ኢሜይል አድራሻ በጣም ብዙ ጥያቄዎች ደርሰዋል። እባክዎ ከአንድ ሰዓት በኋላ እንደገና ይሞክሩ።",
    ]);
    for (let n = CONTACT_LIMITS.sender; n < CONTACT_LIMITS.address; n++) {
      await send({ ...valid, email: `amharic-${n}@example.et` }, ip, "am");
    }
    expect(
      (await send({ ...valid, email: "one-more@example.et" }, ip, "am")).data.result.error?.[""],
    ).toEqual(["ከአውታረ መረብዎ በጣም ብዙ ጥያቄዎች ደርሰዋል። እባክዎ ከአንድ ሰዓት በኋላ እንደገና ይሞክሩ።"]);
  });
});
