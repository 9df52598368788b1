import ical, { type VEvent } from "node-ical";
import Parser from "rss-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { Region } from "~/modules/catalog/metadata.entity";
import { saveTender } from "~/modules/saved/saved-tenders.server";
import { Tender } from "~/modules/tenders/tender.entity";
import {
  action as calendarAction,
  loader as calendarLoader,
} from "~/routes/alerts/channels.calendar";
import { loader as savedCalendarLoader } from "~/routes/feeds/saved-calendar";
import { loader as atomLoader } from "~/routes/feeds/tenders-atom";
import { loader as rssLoader } from "~/routes/feeds/tenders-rss";
import type { CurrentUser } from "~/server/request-context";
import { hashToken } from "~/server/tokens.server";
import { setupTestDatabase } from "./database";
import { formRequest, routeArgs } from "./route-args";

const db = setupTestDatabase();
const parser = new Parser();

// Words that appear only in descriptions and closing dates: a feed must never carry them.
const SECRET_DESCRIPTION = "confidential-boq-details";
const CLOSING = new Date("2031-03-14T07:30:00.000Z");

const ids: Record<string, number> = {};
let user: CurrentUser;
let amhara: number;

beforeAll(async () => {
  const em = db.em();
  const region = em.create(Region, { name: "Amhara" });
  const make = (key: string, title: string, fields: Partial<Tender> = {}) =>
    [
      key,
      em.create(Tender, {
        title,
        snippet: `Snippet of ${title}`,
        description: `<p>${SECRET_DESCRIPTION} for ${title}</p>`,
        publishedAt: new Date("2026-01-01T06:00:00.000Z"),
        ...fields,
      }),
    ] as const;
  const rows = [
    make("road", "Road rehabilitation in Bahir Dar", {
      region,
      closingDate: CLOSING,
      publishedAt: new Date("2026-01-03T06:00:00.000Z"),
    }),
    make("laptops", "Supply of laptops", {
      closingDate: new Date("2031-04-01T08:00:00.000Z"),
      publishedAt: new Date("2026-01-02T06:00:00.000Z"),
    }),
    make("cleaning", "Office cleaning services", { closingDate: null }),
  ];
  await em.flush();
  for (const [key, row] of rows) ids[key] = row.id;
  amhara = region.id;
  user = toCurrentUser(
    await registerUser(db.em(), {
      fullname: "Feed User",
      email: "feeds@example.et",
      phone: "0911000000",
      password: "long-enough-pass",
    }),
  );
});

async function feed(loader: (args: never) => Promise<Response>, query = "") {
  const url = `http://localhost/feeds/tenders.x${query}`;
  const response = await loader(routeArgs(new Request(url), db.em()));
  return { response, text: await response.text() };
}

describe("tender feeds", () => {
  it("RSS 2.0 carries titles and snippets only, newest first, linking to the tenders", async () => {
    const { response, text } = await feed(rssLoader);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const parsed = await parser.parseString(text);
    expect(parsed.items.map((item) => item.title)).toEqual([
      "Road rehabilitation in Bahir Dar",
      "Supply of laptops",
      "Office cleaning services",
    ]);
    expect(parsed.items[0]!.content).toBe("Snippet of Road rehabilitation in Bahir Dar");
    expect(parsed.items[0]!.link).toBe(`http://localhost:3000/tenders/${ids.road}`);
    expect(text).not.toContain(SECRET_DESCRIPTION);
    expect(text).not.toContain("2031");
  });

  it("Atom parses too; the filters reserved for signed-in users are ignored", async () => {
    const { response, text } = await feed(atomLoader, `?region=${amhara}`);
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    const parsed = await parser.parseString(text);
    // A feed reader is anonymous: the region filter would tell a visitor each tender's region.
    expect(parsed.items.map((item) => item.title)).toEqual([
      "Road rehabilitation in Bahir Dar",
      "Supply of laptops",
      "Office cleaning services",
    ]);
    expect(parsed.items[0]!.link).toBe(`http://localhost:3000/tenders/${ids.road}`);
    expect(text).not.toContain(SECRET_DESCRIPTION);
    expect(text).not.toContain("2031");

    const search = await parser.parseString((await feed(rssLoader, "?q=laptops")).text);
    expect(search.items.map((item) => item.title)).toEqual(["Supply of laptops"]);
    // Junk in the query is ignored, as on /home, never a 500.
    const junk = await feed(rssLoader, "?region=xyz&status=maybe&category=-1&page=abc");
    expect(junk.response.status).toBe(200);
    expect((await parser.parseString(junk.text)).items).toHaveLength(3);
  });

  it("is data, never a document: a CSP that allows nothing, no sniffing", async () => {
    for (const loader of [rssLoader, atomLoader]) {
      const { response } = await feed(loader);
      expect(response.headers.get("Content-Security-Policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });
});

describe("feed escaping", () => {
  // Two CDATA end markers broke out of the `feed` package's CDATA (it split only the first).
  const HOSTILE_TITLE =
    "Pipes ]]><item><title>Injected</title></item>]]> & valves <b>now</b> ]]> 'x' \"y\"";
  const HOSTILE_SNIPPET = "Snippet ]]></description><evil/>]]> with a \u0001control char";
  let hostile: number;

  beforeAll(async () => {
    const em = db.em();
    const row = em.create(Tender, {
      title: HOSTILE_TITLE,
      snippet: HOSTILE_SNIPPET,
      description: "",
      publishedAt: new Date("2026-02-01T06:00:00.000Z"),
    });
    await em.flush();
    hostile = row.id;
  });

  it("keeps a title with ]]> twice as one item, its text intact, in RSS and Atom", async () => {
    for (const loader of [rssLoader, atomLoader]) {
      const { text } = await feed(loader, "?q=valves");
      // xml2js (under rss-parser) parses strictly: a broken document throws here.
      const parsed = await parser.parseString(text);
      expect(parsed.items).toHaveLength(1);
      expect(parsed.items[0]!.title).toBe(HOSTILE_TITLE);
      expect(parsed.items[0]!.link).toBe(`http://localhost:3000/tenders/${hostile}`);
      // The control character is dropped (XML cannot carry it); the rest stays as written.
      const summary = loader === rssLoader ? parsed.items[0]!.content : parsed.items[0]!.summary;
      expect(summary).toBe(HOSTILE_SNIPPET.replace("\u0001", ""));
      expect(text).not.toContain("<item><title>Injected");
      expect(text).not.toContain("<evil/>");
    }
    const all = await parser.parseString((await feed(rssLoader)).text);
    expect(all.items.map((item) => item.title)).not.toContain("Injected");
  });

  it("escapes the search words in the feed's title and links", async () => {
    const q = "pipes ]]> & valves <i>";
    const { text } = await feed(rssLoader, `?q=${encodeURIComponent(q)}`);
    const parsed = await parser.parseString(text);
    expect(parsed.title).toBe(`TenderLink: tenders matching "${q}"`);
    expect(parsed.items.map((item) => item.title)).toEqual([HOSTILE_TITLE]);
  });
});

function calendarRequest(token: string) {
  const request = new Request(`http://localhost/feeds/saved/${token}.ics`);
  return savedCalendarLoader(
    routeArgs(request, db.em(), null, { file: `${token}.ics` }),
  ) as Promise<Response>;
}

async function calendarPage() {
  return (await calendarLoader(
    routeArgs(new Request("http://localhost/alerts/channels/calendar"), db.em(), user),
  )) as { hasLink: boolean };
}

/** Posts an intent; the answer is the only place the link is ever shown. */
async function post(intent: string) {
  const answer = (await calendarAction(
    routeArgs(formRequest("/alerts/channels/calendar", { intent }), db.em(), user),
  )) as unknown as { data: { feedUrl?: string } };
  return answer.data.feedUrl ?? null;
}

describe("saved tenders calendar", () => {
  it("is created by POST, lists one event per saved tender with a closing date, and resets", async () => {
    expect(await calendarPage()).toEqual({ hasLink: false });
    const feedUrl = await post("create");
    expect(feedUrl).toMatch(/^http:\/\/localhost:3000\/feeds\/saved\/[\w-]{43}\.ics$/);
    const token = /saved\/([\w-]+)\.ics$/.exec(feedUrl!)![1]!;
    // The page says a link exists but cannot show it again: only the token's hash is stored.
    expect(await calendarPage()).toEqual({ hasLink: true });
    const [stored] = await db
      .em()
      .execute<{ hash: string }[]>("select calendar_token_hash as hash from users where id = ?", [
        user.id,
      ]);
    expect(stored!.hash).toBe(hashToken(token));
    expect(JSON.stringify(await calendarPage())).not.toContain(token);

    for (const key of ["road", "laptops", "cleaning"]) {
      await saveTender(db.em(), user.id, ids[key]!);
    }
    const response = await calendarRequest(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const events = Object.values(ical.sync.parseICS(await response.text())).filter(
      (entry): entry is VEvent => entry?.type === "VEVENT",
    );
    expect(events.map((event) => event.summary).sort()).toEqual([
      "Closing: Road rehabilitation in Bahir Dar",
      "Closing: Supply of laptops",
    ]);
    const road = events.find((event) => event.uid === `tender-${ids.road}@localhost:3000`)!;
    expect(new Date(road.start).toISOString()).toBe(CLOSING.toISOString());
    // node-ical keeps URL;VALUE=URI as { params, val }.
    const url = road.url as unknown as string | { val: string };
    expect(typeof url === "string" ? url : url.val).toBe(
      `http://localhost:3000/tenders/${ids.road}`,
    );

    const newUrl = await post("reset");
    expect(newUrl).toMatch(/\/feeds\/saved\/[\w-]{43}\.ics$/);
    expect(newUrl).not.toBe(feedUrl);
    expect((await calendarRequest(token)).status).toBe(404);
    const newToken = /saved\/([\w-]+)\.ics$/.exec(newUrl!)![1]!;
    expect((await calendarRequest(newToken)).status).toBe(200);
  });

  it("answers 404 for unknown tokens and other file names", async () => {
    expect((await calendarRequest("x".repeat(43))).status).toBe(404);
    expect((await calendarRequest("../../etc/passwd")).status).toBe(404);
    const request = new Request("http://localhost/feeds/saved/abc.txt");
    const other = (await savedCalendarLoader(
      routeArgs(request, db.em(), null, { file: "abc.txt" }),
    )) as Response;
    expect(other.status).toBe(404);
  });

  it("needs sign-in for the settings page", async () => {
    const request = new Request("http://localhost/alerts/channels/calendar");
    await expect(calendarLoader(routeArgs(request, db.em()))).rejects.toMatchObject({
      status: 302,
    });
  });
});
