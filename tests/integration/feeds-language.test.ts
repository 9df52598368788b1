import ical, { type VEvent } from "node-ical";
import Parser from "rss-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "~/modules/auth/accounts.server";
import { buildSavedCalendar, issueCalendarToken } from "~/modules/feeds/calendar-feed.server";
import { saveTender } from "~/modules/saved/saved-tenders.server";
import { Tender } from "~/modules/tenders/tender.entity";
import { loader as atomLoader } from "~/routes/feeds/tenders-atom";
import { loader as rssLoader } from "~/routes/feeds/tenders-rss";
import { setupTestDatabase } from "./database";
import { routeArgs } from "./route-args";

/**
 * A feed reader sends no language cookie: a feed's own words (its title and description, an
 * iCalendar's event names) are in the language its URL names, or its owner's.
 */
const db = setupTestDatabase();
const parser = new Parser();
let tenderId: number;

beforeAll(async () => {
  const em = db.em();
  const tender = em.create(Tender, {
    title: "Supply of water meters",
    snippet: "Water meters for the town utility",
    closingDate: new Date("2031-05-02T07:00:00.000Z"),
    publishedAt: new Date("2026-02-01T06:00:00.000Z"),
  });
  await em.flush();
  tenderId = tender.id;
});

async function feed(loader: (args: never) => Promise<Response>, query: string) {
  const request = new Request(`http://localhost/feeds/tenders.x${query}`);
  return (await loader(routeArgs(request, db.em()))).text();
}

describe("feeds in the language their URL names", () => {
  it("RSS: English without lng, Amharic with lng=am, with self links that keep it", async () => {
    const english = await parser.parseString(await feed(rssLoader, ""));
    expect(english.title).toBe("TenderLink: latest tenders");
    expect(await feed(rssLoader, "")).toContain("<language>en</language>");

    const text = await feed(rssLoader, "?lng=am&q=meters");
    const amharic = await parser.parseString(text);
    expect(amharic.title).toBe('TenderLink፦ ከ"meters" ጋር የሚዛመዱ ጨረታዎች');
    expect(amharic.description).toBe("ከዚህ የTenderLink ፍለጋ ጋር የሚዛመዱ በኢትዮጵያ የሚወጡ የመንግሥት ግዥ ጨረታዎች።");
    expect(text).toContain("<language>am</language>");
    expect(text).toContain('href="http://localhost:3000/feeds/tenders.rss?q=meters&amp;lng=am"');
    expect(amharic.link).toBe("http://localhost:3000/home?q=meters&lng=am");
    // The tenders themselves are as they were written.
    expect(amharic.items.map((item) => item.title)).toEqual(["Supply of water meters"]);
  });

  it("Atom names its language and its self link keeps it", async () => {
    const text = await feed(atomLoader, "?lng=am");
    expect(text).toContain('xml:lang="am"');
    expect(text).toContain("TenderLink፦ የቅርብ ጊዜ ጨረታዎች");
    expect(text).toContain('href="http://localhost:3000/feeds/tenders.atom?lng=am"');
  });
});

describe("the saved tenders calendar in its owner's language", () => {
  it("names the calendar and each closing in Amharic for a user who chose Amharic", async () => {
    const owner = await registerUser(db.em(), {
      fullname: "Calendar Owner",
      email: "calendar-am@example.et",
      phone: "0911000111",
      password: "long-enough-pass",
    });
    await db.em().execute("update users set locale = 'am' where id = ?", [owner.id]);
    await saveTender(db.em(), owner.id, tenderId);
    const token = await issueCalendarToken(db.em(), owner.id);
    const body = await buildSavedCalendar(db.em(), token);
    expect(body).toContain("X-WR-CALNAME:TenderLink፦ የተቀመጡ ጨረታዎች መዝጊያ");
    const events = Object.values(ical.sync.parseICS(body!)).filter(
      (entry): entry is VEvent => entry?.type === "VEVENT",
    );
    expect(events.map((event) => event.summary)).toEqual(["የሚዘጋ፦ Supply of water meters"]);
  });
});
