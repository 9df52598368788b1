import { MikroORM, type EntityManager } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ormConfig } from "../../mikro-orm.config";
import { MAX_LISTED_RESULTS } from "~/modules/tenders/list-bounds";
import { searchWindowPolicy } from "~/modules/tenders/search-window.server";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { findTenderPage } from "~/modules/tenders/tender-list.server";
import { setupTestDatabase } from "./database";

// Search windows (search-window.server.ts): a search estimated to match many tenders first asks
// about the newest ones only. Its candidates must still be exactly the newest 1,001 matches,
// also when the estimate misleads and the window holds too few of them.

const db = setupTestDatabase();
const NOW = new Date("2026-06-01T09:00:00.000Z");
const COUNT = 60_000;
const queries: string[] = [];
let orm: MikroORM;

beforeAll(async () => {
  // The production policy needs a million tenders to open a window; these 60,000 get the same
  // rules with a smaller margin and a window as wide as the table.
  Object.assign(searchWindowPolicy, { minMatches: 1_000, margin: 2, maxWindowShare: 1 });
  const em = db.em();
  const [source] = await em.execute<{ id: number }[]>(
    "insert into sources (name, created_at, updated_at) values ('Reporter', now(), now()) returning id",
  );
  // Tender g is published g minutes before NOW (g = 1 the newest). "gravel" is in 1 of 10
  // tenders, evenly; "culvert" in as many, the oldest tenth, so the window its estimate sizes
  // (the same as gravel's) holds none of them.
  await em.execute(
    `insert into tenders (title, snippet, published_at, closing_date, source_id, created_at, updated_at)
     select case when g % 10 = 0 then 'Supply of gravel lot ' || g
                 when g > ?::int * 9 / 10 then 'Construction of a culvert ' || g
                 else 'Printing services ' || g end,
            'Sealed bids are invited.',
            ?::timestamptz - g * interval '1 minute', ?::timestamptz + interval '10 days',
            ?, now(), now()
       from generate_series(1, ?::int) g`,
    [COUNT, NOW.toISOString(), NOW.toISOString(), source!.id, COUNT],
  );
  await em.execute("analyze tenders");
  orm = await MikroORM.init({
    ...ormConfig(db.url),
    debug: ["query"],
    logger: (message: string) => queries.push(message),
  });
}, 120_000);

afterAll(() => orm?.close());

/** The newest matches by plain SQL: the candidates every page must come from. */
async function reference(word: string): Promise<number[]> {
  const rows = await db.em().execute<{ id: number }[]>(
    `select id from tenders
      where published_at <= ? and search_vector @@ to_tsquery('simple', ?)
      order by published_at desc, id desc limit ?`,
    [NOW.toISOString(), word, MAX_LISTED_RESULTS],
  );
  return rows.map((row) => row.id);
}

/** Pages 1 and 50 (the last browsable) of the newest-first search, and its statements. */
async function search(word: string, em: EntityManager = orm.em.fork()) {
  queries.length = 0;
  const pages = [];
  for (const page of [1, 50]) {
    const filters = parseTenderFilters(
      new URLSearchParams({ q: word, sort: "newest", page: String(page) }),
    );
    pages.push(await findTenderPage(em, filters, { viewer: "visitor", now: NOW, pageSize: 20 }));
  }
  const windowed = queries.filter((query) => /published_at >= /.test(query));
  return { pages, windowed, all: [...queries] };
}

describe("search windows", () => {
  it("asks about the newest tenders only, and lists the same newest matches", async () => {
    const expected = await reference("gravel");
    expect(expected).toHaveLength(MAX_LISTED_RESULTS);
    const { pages, windowed, all } = await search("gravel");
    expect(pages[0]!.ids).toEqual(expected.slice(0, 20));
    expect(pages[1]!.ids).toEqual(expected.slice(980, 1000));
    expect(pages[1]!.totalPrecision).toBe("more-than");
    // One windowed statement per page, never the unbounded one.
    expect(windowed, all.join("\n")).toHaveLength(2);
  });

  it("widens a window that held too few matches, then reads them all", async () => {
    const expected = await reference("culvert");
    expect(expected).toHaveLength(MAX_LISTED_RESULTS);
    const { pages, windowed, all } = await search("culvert");
    expect(pages[0]!.ids).toEqual(expected.slice(0, 20));
    expect(pages[1]!.ids).toEqual(expected.slice(980, 1000));
    // Each page tries the window its estimate sizes, then the whole table.
    expect(windowed.length, all.join("\n")).toBeGreaterThanOrEqual(2);
  });

  it("reads every match of a word estimated to match few", async () => {
    const rare = await search('"59990"');
    expect(rare.pages[0]!.ids).toHaveLength(1);
    expect(rare.windowed, rare.all.join("\n")).toHaveLength(0);
  });
});
