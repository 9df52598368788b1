import { describe, expect, it } from "vitest";
import { serverI18n } from "~/i18n/catalogues.server";
import type { SendJob } from "~/modules/alerts/alert-jobs";
import { renderMessage, TELEGRAM_TEXT_LENGTH } from "~/modules/alerts/alert-messages.server";
import { smsAlertText } from "~/modules/alerts/sms-alert-text.server";
import { smsLength } from "~/modules/alerts/sms-segments";
import { config } from "~/server/config.server";

// 10:00 in Addis Ababa on 11 December 2026: Tahsas 2, 2019 in the Ethiopian calendar.
const CLOSING = new Date("2026-12-11T07:00:00.000Z");
const APP = "https://tenderlink.et";
const LONG_TITLE =
  "Supply, delivery, installation and commissioning of laboratory equipment for the regional " +
  "water quality testing centres of the Ministry of Water and Energy, lots one to twelve";
const AMHARIC_TITLE =
  "ለክልል የውሃ ጥራት መመርመሪያ ማዕከላት የላቦራቶሪ መሳሪያዎች አቅርቦት፣ ተከላ እና ሥራ ማስጀመር ጨረታ ከአንድ እስከ አሥራ ሁለት ሎቶች";

const tender = (title: string, id = 123456) => ({ id, title, closingDate: CLOSING });

function sms(locale: "en" | "am", title: string, total = 1, kind: SendJob["kind"] = "immediate") {
  return smsAlertText({
    kind,
    tenders: [tender(title)],
    total,
    appUrl: APP,
    i18n: serverI18n(locale),
  });
}

describe("SMS alerts", () => {
  it("fit one GSM-7 segment in English, the long title cut, the link and closing day whole", () => {
    const text = sms("en", LONG_TITLE);
    expect(smsLength(text)).toMatchObject({ encoding: "GSM-7", segments: 1 });
    expect(text).toMatch(/^New tender: Supply, delivery, installation .*\.\.\.\n/);
    expect(text).toContain("\nCloses: 11 Dec 2026\n");
    expect(text.endsWith(`\n${APP}/tenders/123456`)).toBe(true);
    // The title appears once, and as much of it as the segment allows.
    expect(text.match(/Supply, delivery/g)).toHaveLength(1);
    expect(smsLength(sms("en", LONG_TITLE + "x")).units).toBeGreaterThan(150);
  });

  it("keep a short title whole", () => {
    expect(sms("en", "Road gravel")).toBe(
      `New tender: Road gravel\nCloses: 11 Dec 2026\n${APP}/tenders/123456`,
    );
  });

  it("stay GSM-7 for an English title with curly quotes and dashes", () => {
    const text = sms("en", "Buyer’s “bulk” cement – 2027 supply… " + LONG_TITLE);
    expect(smsLength(text)).toMatchObject({ encoding: "GSM-7", segments: 1 });
    expect(text).toMatch(/^New tender: Buyer's "bulk" cement - 2027 supply\.\.\. Supply/);
  });

  it("fit two UCS-2 segments in Amharic, with the Ethiopian closing date", () => {
    for (const title of [AMHARIC_TITLE, LONG_TITLE]) {
      const text = sms("am", title);
      expect(smsLength(text).encoding).toBe("UCS-2");
      expect(smsLength(text).segments).toBeLessThanOrEqual(2);
      expect(text).toContain("የመዝጊያ ቀን፦ ታኅሣሥ 2, 2019 ዓ.ም.");
      expect(text).toContain("…\n");
      expect(text.endsWith(`\n${APP}/tenders/123456`)).toBe(true);
    }
    expect(sms("am", AMHARIC_TITLE)).toMatch(/^አዲስ ጨረታ፦ ለክልል የውሃ ጥራት/);
  });

  it("name the first of several tenders and link the rest, still one segment", () => {
    const text = sms("en", LONG_TITLE, 12, "digest");
    expect(smsLength(text).segments).toBe(1);
    expect(text).toMatch(new RegExp(`\\n${APP}/tenders/123456\\n\\+11 more: ${APP}/alerts$`));
    const amharic = sms("am", AMHARIC_TITLE, 12, "digest");
    expect(smsLength(amharic).segments).toBeLessThanOrEqual(2);
    expect(amharic).toContain(`${APP}/alerts`);
  });

  it("give an English reader an Amharic title in at most two segments", () => {
    const text = sms("en", AMHARIC_TITLE);
    expect(smsLength(text)).toMatchObject({ encoding: "UCS-2", segments: 2 });
    expect(text).toContain("Closes: 11 Dec 2026");
  });

  it("leave out the closing line when the tender has no closing date", () => {
    const text = smsAlertText({
      kind: "deadline",
      tenders: [{ id: 7, title: "Road gravel", closingDate: null }],
      total: 1,
      appUrl: APP,
      i18n: serverI18n("en"),
    });
    expect(text).toBe(`Closing soon: Road gravel\n${APP}/tenders/7`);
  });
});

function job(channel: SendJob["channel"], kind: SendJob["kind"], count: number): SendJob {
  return {
    messageKey: "k",
    kind,
    userId: 1,
    channel,
    items: Array.from({ length: count }, (_, i) => ({
      tenderId: i + 1,
      why: [{ profile: "Laboratory", keywords: ["laboratory", "water", "equipment"] }],
    })),
    total: count,
  };
}

function render(
  channel: SendJob["channel"],
  kind: SendJob["kind"],
  count: number,
  locale: "en" | "am" = "en",
) {
  return renderMessage({
    job: job(channel, kind, count),
    tenders: Array.from({ length: count }, (_, i) =>
      tender(`${LONG_TITLE} ${i + 1}`.repeat(2), i + 1),
    ),
    searchPath: null,
    i18n: serverI18n(locale),
  });
}

describe("e-mail subjects and Telegram messages", () => {
  it("cut the title to keep the e-mail subject within 78 characters", () => {
    for (const kind of ["immediate", "deadline", "change"] as const) {
      for (const locale of ["en", "am"] as const) {
        const { subject } = render("email", kind, 1, locale);
        expect(Array.from(subject).length).toBeLessThanOrEqual(78);
        expect(Array.from(subject).length).toBeGreaterThan(70);
        expect(subject.endsWith("…")).toBe(true);
      }
    }
    expect(render("email", "immediate", 1).subject).toMatch(/^New tender: Supply, delivery/);
    expect(render("email", "digest", 3).subject).toBe("3 new tenders matching your alerts");
  });

  it("keep a digest on Telegram within 4096 characters, whole tenders and a link to the rest", () => {
    const { text } = render("telegram", "digest", 20);
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LENGTH);
    const shown = text.match(/^\d+\. /gm)!.length;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(20);
    expect(text).toContain(`See all 20 matching tenders: ${config().appUrl}/alerts`);
    expect(text).toMatch(/Manage alerts: .*\/alerts$/);
    // A short digest is left whole.
    expect(render("telegram", "digest", 3).text.match(/^\d+\. /gm)).toHaveLength(3);
  });
});
