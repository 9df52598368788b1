import Parser from "rss-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import { Tender } from "~/modules/tenders/tender.entity";
import type { Viewer } from "~/modules/tenders/tender-types";
import { loader as apiTendersLoader } from "~/routes/api/tenders";
import { loader as atomLoader } from "~/routes/feeds/tenders-atom";
import { loader as rssLoader } from "~/routes/feeds/tenders-rss";
import { loader as listLoader } from "~/routes/tenders/list";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { routeArgs, settle } from "./route-args";

// Visitors see titles and snippets only (DESIGN §4). One rule in the list itself holds for
// the page, the API and the feeds: a visitor's filter panel fields are ignored, and their
// search matches the title and snippet only, never a word found only in the description.

const db = setupTestDatabase();
const parser = new Parser();
const NOW = new Date("2026-06-01T09:00:00.000Z");
const DAY = 86_400_000;

const ids: Record<string, number> = {};
const catalogue: Record<string, number> = {};
let user: CurrentUser;

beforeAll(async () => {
  const em = db.em();
  const amhara = em.create(Region, { name: "Amhara" });
  const oromia = em.create(Region, { name: "Oromia" });
  const reporter = em.create(Source, { name: "Reporter" });
  const amharic = em.create(Language, { name: "Amharic" });
  const construction = em.create(Category, { name: "Construction" });
  const make = (key: string, fields: Partial<Tender> & { title: string }, offset: number) => {
    const row = em.create(Tender, {
      snippet: "Sealed bids are invited.",
      description: "",
      publishedAt: new Date(NOW.getTime() - offset * DAY),
      ...fields,
    });
    return [key, row] as const;
  };
  const rows = [
    // "geotextile" only in the description: hidden from visitors.
    make(
      "hidden",
      {
        title: "Rehabilitation of the Gondar ring road",
        description: "<p>Works include <strong>geotextile</strong> layers and culverts.</p>",
        region: amhara,
        closingDate: new Date(NOW.getTime() - DAY),
      },
      1,
    ),
    // The same word in a title and in a snippet: visible to everyone.
    make("title", { title: "Supply of geotextile rolls", region: oromia }, 2),
    make(
      "snippet",
      { title: "Drainage works lot 2", snippet: "Geotextile and gravel for drains." },
      3,
    ),
    make(
      "phrase",
      {
        title: "Supply of office furniture",
        description: "<p>school desks</p>",
        source: reporter,
        closingDate: new Date(NOW.getTime() + 30 * DAY),
      },
      4,
    ),
    make(
      "school",
      { title: "Office furniture for a school", closingDate: new Date(NOW.getTime() - DAY) },
      5,
    ),
    make(
      "amharic",
      {
        title: "የቢሮ ዕቃ ግዥ ጨረታ",
        snippet: "ተቋራጮችን ያወዳድራል።",
        description: "<p>ምስጢራዊ ዝርዝር</p>",
        language: amharic,
      },
      6,
    ),
  ];
  rows[0]![1].categories.add(construction);
  await em.flush();
  for (const [key, row] of rows) ids[key] = row.id;
  Object.assign(catalogue, {
    amhara: amhara.id,
    reporter: reporter.id,
    amharic: amharic.id,
    construction: construction.id,
  });
  user = toCurrentUser(
    await registerUser(db.em(), {
      fullname: "Visible Rules",
      email: "visible-rules@example.et",
      phone: "0911000000",
      password: "long-enough-pass",
    }),
  );
});

async function listed(viewer: Viewer, query: string): Promise<number[]> {
  const filters = parseTenderFilters(new URLSearchParams(query));
  const page = await listTenders(db.em(), filters, { viewer, now: NOW, pageSize: 50 });
  return page.items.map((item) => item.id).sort((a, b) => a - b);
}

const idsOf = (...keys: string[]) => keys.map((key) => ids[key]!).sort((a, b) => a - b);
const everything = () => idsOf("hidden", "title", "snippet", "phrase", "school", "amharic");

describe("a visitor's search matches what a visitor can see", () => {
  it("finds a description-only word for a signed-in user, never for a visitor", async () => {
    expect(await listed("user", "q=geotextile")).toEqual(idsOf("hidden", "title", "snippet"));
    expect(await listed("visitor", "q=geotextile")).toEqual(idsOf("title", "snippet"));
    expect(await listed("visitor", "q=culverts")).toEqual([]);
    expect(await listed("user", "q=culverts")).toEqual(idsOf("hidden"));
  });

  it("keeps phrases, quotes, minus, OR, stems and Amharic working for visitors", async () => {
    expect(await listed("visitor", 'q="office furniture"')).toEqual(idsOf("phrase", "school"));
    expect(await listed("visitor", "q=furniture -school")).toEqual(idsOf("phrase"));
    // The minus looks at visible text only: "school" is only in the phrase tender's description.
    expect(await listed("user", "q=furniture -school")).toEqual([]);
    expect(await listed("visitor", "q=rolls or drains")).toEqual(idsOf("title", "snippet"));
    expect(await listed("visitor", "q=roll")).toEqual(idsOf("title"));
    expect(await listed("visitor", "q=ጨረታ")).toEqual(idsOf("amharic"));
    expect(await listed("visitor", "q=ምስጢራዊ")).toEqual([]);
    expect(await listed("user", "q=ምስጢራዊ")).toEqual(idsOf("amharic"));
  });

  it("answers any text, quotes and tsquery syntax included, without an error", async () => {
    for (const q of ["it's", "'geotextile'", "a:* & b | !c", "\\'':AB", "the", "'' ''", "<->"]) {
      await expect(listed("visitor", `q=${encodeURIComponent(q)}`), q).resolves.toBeInstanceOf(
        Array,
      );
    }
    expect(await listed("visitor", `q=${encodeURIComponent("geotextile's")}`)).toEqual(
      idsOf("title", "snippet"),
    );
  });
});

describe("a visitor's filters are ignored", () => {
  const reserved = () => [
    "status=closed",
    "status=open",
    `region=${catalogue.amhara}`,
    `category=${catalogue.construction}`,
    `source=${catalogue.reporter}`,
    `language=${catalogue.amharic}`,
  ];

  it("in the list itself, where a signed-in user's narrow it", async () => {
    for (const query of reserved()) {
      expect(await listed("visitor", query), query).toEqual(everything());
      expect((await listed("user", query)).length, query).toBeLessThan(everything().length);
    }
    expect(await listed("visitor", `q=geotextile&region=${catalogue.amhara}`)).toEqual(
      idsOf("title", "snippet"),
    );
  });

  it("by the JSON API: same list with and without them, and found by users", async () => {
    const api = async (query: string, caller: CurrentUser | null = null) => {
      const request = new Request(`http://localhost/api/tenders?pageSize=100&${query}`);
      const response = (await apiTendersLoader(routeArgs(request, db.em(), caller))) as Response;
      expect(response.status, query).toBe(200);
      const items = (await response.json()) as { id: number }[];
      return {
        ids: items.map((item) => item.id).sort((a, b) => a - b),
        total: Number(response.headers.get("X-Total-Count")),
      };
    };
    const all = await api("");
    expect(all.ids).toEqual(everything());
    for (const query of reserved()) expect(await api(query), query).toEqual(all);
    expect((await api("q=geotextile")).ids).toEqual(idsOf("title", "snippet"));
    expect((await api("q=geotextile", user)).ids).toEqual(idsOf("hidden", "title", "snippet"));
    expect((await api(`region=${catalogue.amhara}`, user)).ids).toEqual(idsOf("hidden"));
  });

  it("by the feeds, which link to the search words only", async () => {
    for (const [loader, format] of [
      [rssLoader, "rss"],
      [atomLoader, "atom"],
    ] as const) {
      const feed = async (query: string) => {
        const request = new Request(`http://localhost/feeds/tenders.${format}?${query}`);
        const response = await loader(routeArgs(request, db.em(), user));
        expect(response.status).toBe(200);
        const text = await response.text();
        return { text, items: (await parser.parseString(text)).items };
      };
      const all = await feed("");
      expect(all.items).toHaveLength(everything().length);
      for (const query of reserved()) {
        expect(
          (await feed(query)).items.map((item) => item.title),
          query,
        ).toEqual(all.items.map((item) => item.title));
      }
      // Even fetched with a session: a feed is what a visitor gets.
      const searched = await feed(`q=geotextile&status=closed&region=${catalogue.amhara}`);
      expect(searched.items.map((item) => item.title).sort()).toEqual([
        "Drainage works lot 2",
        "Supply of geotextile rolls",
      ]);
      expect(searched.text).toContain(`/feeds/tenders.${format}?q=geotextile"`);
      expect(searched.text).not.toContain("region=");
      expect(searched.text).not.toContain("status=");
    }
  });

  it("by the page, which sends a visitor who filters to login, and searches visible text", async () => {
    const page = async (query: string, caller: CurrentUser | null = null) =>
      settle(() =>
        listLoader(routeArgs(new Request(`http://localhost/home?${query}`), db.em(), caller)),
      );
    const redirected = (await page("status=closed")) as Response;
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const items = async (query: string, caller: CurrentUser | null = null) => {
      const result = (await page(query, caller)) as {
        data: { result: { items: { id: number }[] } };
      };
      return result.data.result.items.map((item) => item.id).sort((a, b) => a - b);
    };
    // The archive: some of these tenders have closed.
    expect(await items("q=geotextile&scope=all")).toEqual(idsOf("title", "snippet"));
    expect(await items("q=geotextile&scope=all", user)).toEqual(
      idsOf("hidden", "title", "snippet"),
    );
  });
});
