import { describe, expect, it } from "vitest";
import { AdvertContact } from "~/modules/contact/advert-contact.entity";
import { CONTACT_LIMIT } from "~/modules/contact/contact.server";
import { action as contactAction } from "~/routes/contact";
import { setupTestDatabase } from "./database";
import { formRequest, routeArgs } from "./route-args";
import { localeContext } from "~/server/request-context";
import type { Locale } from "~/i18n/locales";

const db = setupTestDatabase();

type ContactResult = {
  init: { status: number } | null;
  data: {
    sent: string | null;
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
  const args: Parameters<typeof contactAction>[0] = routeArgs(
    formRequest("/contact", fields),
    db.em(),
    null,
    {},
    ip,
  );
  args.context.set(localeContext, locale);
  return contactAction(args) as Promise<ContactResult>;
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

  it("pretends success to a bot that fills the honeypot, storing nothing", async () => {
    const before = await db.em().count(AdvertContact);
    const result = await send({ ...valid, website: "https://spam.example" }, newAddress());
    expect(result.data.sent).toBe("Your request has been sent successfully.");
    expect(await db.em().count(AdvertContact)).toBe(before);
  });

  it(`answers 429 after ${CONTACT_LIMIT} requests an hour from one address`, async () => {
    const ip = newAddress();
    for (let i = 0; i < CONTACT_LIMIT; i++) {
      expect((await send(valid, ip)).data.sent).not.toBeNull();
    }
    const before = await db.em().count(AdvertContact);
    const refused = await send(valid, ip);
    expect(refused.init?.status).toBe(429);
    expect(refused.data.sent).toBeNull();
    expect(refused.data.result.error?.[""]).toEqual([
      "Too many requests from your network. Please try again in an hour.",
    ]);
    expect(await db.em().count(AdvertContact)).toBe(before);
    // Another address is not affected.
    expect((await send(valid, newAddress())).data.sent).not.toBeNull();
  });

  it("answers an Amharic page in Amharic: field errors, the thanks and the refusal", async () => {
    const ip = newAddress();
    const refused = await send({ ...valid, name: " ", phone: "call me" }, ip, "am");
    expect(refused.data.result.error).toEqual({
      name: ["ስም ያስፈልጋል።"],
      phone: ["ትክክለኛ የስልክ ቁጥር ያስገቡ።"],
    });
    expect((await send(valid, ip, "am")).data.sent).toBe("ጥያቄዎ በተሳካ ሁኔታ ተልኳል።");
    for (let i = 1; i < CONTACT_LIMIT; i++) await send(valid, ip, "am");
    expect((await send(valid, ip, "am")).data.result.error?.[""]).toEqual([
      "ከአውታረ መረብዎ በጣም ብዙ ጥያቄዎች ደርሰዋል። እባክዎ ከአንድ ሰዓት በኋላ እንደገና ይሞክሩ።",
    ]);
  });
});
