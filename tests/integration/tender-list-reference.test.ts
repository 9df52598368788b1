import { beforeAll, describe, expect, it } from "vitest";
import { MAX_LISTED_RESULTS } from "~/modules/tenders/list-bounds";
import { ListBusyError } from "~/modules/domain-errors";
import { pageFilters } from "~/modules/tenders/tender-filters-query";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import type { Viewer } from "~/modules/tenders/tender-types";
import { setupTestDatabase } from "./database";

// The bounded list (docs/decisions/008) against a plain reference: every match selected by
// simple SQL, then the documented rule applied in JavaScript (the newest 1,001 matches are the
// candidates; a search ranks them by ts_rank, ties newest first; only 1,000 can be paged).

const db = setupTestDatabase();
const NOW = new Date("2026-06-01T09:00:00.000Z");
const COUNT = 3_000;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const em = db.em();
  const catalogue = async (table: string, names: string[]) => {
    for (const name of names) {
      const [row] = await em.execute<{ id: number }[]>(
        `insert into ${table} (name, created_at, updated_at) values (?, now(), now()) returning id`,
        [name],
      );
      ids[name] = row!.id;
    }
  };
  await catalogue("sources", ["Reporter", "Capital", "Addis Zemen"]);
  await catalogue("regions", ["Amhara", "Oromia", "Tigray", "Sidama"]);
  await catalogue("languages", ["English", "Amharic"]);
  await catalogue("categories", ["Construction", "ICT"]);
  const [sub] = await em.execute<{ id: number }[]>(
    `insert into subcategories (name, category_id, created_at, updated_at)
     values ('Computers', ?, now(), now()) returning id`,
    [ids.ICT],
  );
  ids.Computers = sub!.id;
  // Deterministic spread: "supply" in 2 of 3 tenders (broad), "office furniture" as a phrase in
  // 1 of 10, Amharic titles in 1 of 7, "laptops" in 1 of 50, every 97th a draft (no date).
  await em.execute(
    `insert into tenders (title, snippet, description, closing_date, published_at,
                          source_id, region_id, language_id, created_at, updated_at)
     select case when g % 7 = 0 then 'የቢሮ ዕቃ ግዥ ጨረታ ' || g
                 when g % 10 = 0 then 'Supply of office furniture lot ' || g
                 when g % 3 <> 0 then 'Supply of materials for site ' || g
                 else 'Construction of a school block ' || g end,
            case when g % 50 = 0 then 'Laptops and printers' else 'Sealed bids are invited.' end,
            case when g % 4 = 0 then '<p>furniture for the office of the bureau</p>' else '' end,
            ?::timestamptz + ((g % 40) - 20) * interval '1 day',
            case when g % 97 = 0 then null
                 else ?::timestamptz - (g % 400) * interval '1 day' - g * interval '1 second' end,
            (array[?, ?, ?]::int[])[1 + g % 3], (array[?, ?, ?]::int[])[1 + g % 3],
            case when g % 7 = 0 then ?::int else ?::int end, now(), now()
       from generate_series(1, ?::int) g`,
    [
      NOW.toISOString(),
      NOW.toISOString(),
      ids.Reporter,
      ids.Capital,
      ids["Addis Zemen"],
      ids.Amhara,
      ids.Oromia,
      ids.Tigray,
      ids.Amharic,
      ids.English,
      COUNT,
    ],
  );
  await em.execute(
    `insert into tender_categories (tender_id, category_id)
     select id, case when id % 2 = 0 then ? else ? end from tenders`,
    [ids.Construction, ids.ICT],
  );
  await em.execute(
    "insert into tender_subcategories (tender_id, subcategory_id) select id, ? from tenders where id % 5 = 0",
    [ids.Computers],
  );
  await em.execute("analyze");
});

interface ReferenceRow {
  id: number;
  published_at: Date | string | null;
  rank: number;
}

/** Every published match of `where` (plain SQL over tenders t), with its rank for `q`. */
async function reference(where: string, params: unknown[], q = ""): Promise<ReferenceRow[]> {
  const rows = await db.em().execute<ReferenceRow[]>(
    `select t.id, t.published_at,
              ts_rank(t.search_vector, websearch_to_tsquery('english', ?) || websearch_to_tsquery('simple', ?)) as rank
         from tenders t where t.published_at <= '${NOW.toISOString()}' and (${where})`,
    [q, q, ...params],
  );
  const newestFirst = (a: ReferenceRow, b: ReferenceRow) => {
    const at = (row: ReferenceRow) =>
      row.published_at ? new Date(row.published_at).getTime() : -Infinity;
    return at(b) - at(a) || b.id - a.id;
  };
  const sorted = rows.sort(newestFirst);
  if (!q) return sorted;
  return sorted
    .slice(0, MAX_LISTED_RESULTS + 1)
    .sort((a, b) => b.rank - a.rank || newestFirst(a, b));
}

const SEARCH = `t.search_vector @@ (websearch_to_tsquery('english', ?) || websearch_to_tsquery('simple', ?))`;

async function page(query: string, pageSize = 20, viewer: Viewer = "user") {
  return listTenders(db.em(), parseTenderFilters(new URLSearchParams(query)), {
    viewer,
    now: NOW,
    pageSize,
  });
}

/**
 * Our pages against the reference: ids of the given pages, and the total's precision (exact up
 * to 1,000, both scopes).
 */
async function expectSameAsReference(
  query: string,
  rows: ReferenceRow[],
  pages: number[],
  viewer: Viewer = "user",
) {
  const pageSize = 20;
  for (const number of pages) {
    const result = await page(`${query}&page=${number}`, pageSize, viewer);
    const listed = rows.slice(0, MAX_LISTED_RESULTS);
    const last = Math.max(1, Math.ceil(listed.length / pageSize));
    const shown = Math.min(number, last);
    expect(result.page, `${query} page ${number}`).toBe(shown);
    expect(
      result.items.map((item) => item.id),
      `${query} page ${number}`,
    ).toEqual(listed.slice((shown - 1) * pageSize, shown * pageSize).map((row) => row.id));
    if (rows.length <= MAX_LISTED_RESULTS) {
      expect(result, `${query} page ${number}`).toMatchObject({
        total: rows.length,
        totalPrecision: "exact",
      });
    } else {
      expect(["estimate", "more-than"]).toContain(result.totalPrecision);
      expect(result.total).toBeGreaterThanOrEqual(MAX_LISTED_RESULTS);
      expect(result.pageCount).toBe(MAX_LISTED_RESULTS / pageSize);
    }
  }
}

describe("the bounded list equals the plain SQL reference", () => {
  it("lists every published tender newest first, drafts (no date) left out, 1,000 of them at most", async () => {
    const rows = await reference("true", []);
    expect(rows).toHaveLength(COUNT - Math.floor(COUNT / 97));
    await expectSameAsReference("", rows, [1, 2, 50, 51, 9999]);
    const all = await page("");
    // 2,970 published rows of 3,000, estimated by PostgreSQL's statistics after analyze.
    expect(all.totalPrecision).toBe("estimate");
    expect(all.total).toBeGreaterThan(MAX_LISTED_RESULTS);
  });

  it("ranks the newest candidates of a broad word (2 in 3 tenders)", async () => {
    const rows = await reference(SEARCH, ["supply", "supply"], "supply");
    expect(rows.length).toBeGreaterThan(MAX_LISTED_RESULTS);
    await expectSameAsReference("q=supply", rows, [1, 2, 25, 50, 51]);
  });

  it("finds quoted phrases, minus terms and stems as the reference does", async () => {
    // "-furniture" matches by exclusion alone: every tender of every day without the word.
    for (const q of [
      '"office furniture"',
      "furniture -school",
      "supplies -materials",
      "laptop",
      "-furniture",
      '-"office furniture"',
    ]) {
      const rows = await reference(SEARCH, [q, q], q);
      expect(rows.length, q).toBeGreaterThan(0);
      await expectSameAsReference(`q=${encodeURIComponent(q)}`, rows, [1, 2, 99]);
    }
  });

  it("finds for a visitor only what the title and snippet say", async () => {
    // "furniture" is in the title of every 10th tender and the description of every 4th.
    const visible = `ts_filter(t.search_vector, '{a,b}') @@ (websearch_to_tsquery('english', ?) || websearch_to_tsquery('simple', ?))`;
    for (const q of ["furniture", '"office furniture"', "furniture -laptops", "-furniture"]) {
      const rows = await reference(visible, [q, q], q);
      expect(rows.length, q).toBeGreaterThan(0);
      await expectSameAsReference(`q=${encodeURIComponent(q)}`, rows, [1, 2, 99], "visitor");
    }
  });

  it("matches the last word as a prefix, for users and visitors", async () => {
    // The older history is asked of the index without the prefix ('furn':*), then the whole
    // query checked on each row: a rest with an exclusion keeps a visitor's weights.
    const prefixQuery = (rest: string, word: string) =>
      `(websearch_to_tsquery('english', '${rest}') && to_tsquery('english', '${word}:*')) || (websearch_to_tsquery('simple', '${rest}') && to_tsquery('simple', '${word}:*'))`;
    for (const [rest, word] of [
      ["office", "furn"],
      ["furniture -school", "sup"],
      ["-laptops", "furn"],
      // "bureau" is in descriptions only: a visitor's exclusion must not drop those tenders.
      ["supply -bureau", "lap"],
    ] as const) {
      const q = `${rest} ${word}`;
      const query = prefixQuery(rest, word);
      // Newest first: the candidates themselves, whatever ts_rank makes of an exclusion.
      const rows = await reference(`t.search_vector @@ (${query})`, []);
      expect(rows.length, q).toBeGreaterThan(0);
      await expectSameAsReference(`q=${encodeURIComponent(q)}&sort=newest`, rows, [1, 2, 99]);
      // What a visitor sees: title and snippet (weights A and B) only.
      const visible = `ts_filter(t.search_vector, '{a,b}') @@ (${query})`;
      // A visitor cannot order by date, and ts_rank weighs an exclusion its own way: the
      // same tenders, whatever their order (fewer than one page of 1,000).
      const visibleRows = await reference(visible, []);
      expect(visibleRows.length, q).toBeGreaterThan(0);
      expect(visibleRows.length, q).toBeLessThan(MAX_LISTED_RESULTS);
      const listed = await page(`q=${encodeURIComponent(q)}`, MAX_LISTED_RESULTS, "visitor");
      const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
      expect(sorted(listed.items.map((item) => item.id)), q).toEqual(
        sorted(visibleRows.map((row) => row.id)),
      );
    }
  });

  it("finds Amharic words as typed", async () => {
    const q = "ጨረታ";
    const rows = await reference(SEARCH, [q, q], q);
    // Every 7th is Amharic, less the drafts among them (every 97th).
    expect(rows).toHaveLength(Math.floor(COUNT / 7) - Math.floor(COUNT / (7 * 97)));
    await expectSameAsReference(`q=${encodeURIComponent(q)}`, rows, [1, 3, 22]);
  });

  it("combines search, filters, status and the category tree", async () => {
    const closed = `t.closing_date is not null and t.closing_date <= '${NOW.toISOString()}'`;
    const cases: [string, string, unknown[]][] = [
      [
        `source=${ids.Capital}&region=${ids.Oromia}`,
        "t.source_id = ? and t.region_id = ?",
        [ids.Capital, ids.Oromia],
      ],
      [`status=closed&language=${ids.English}`, `${closed} and t.language_id = ?`, [ids.English]],
      [
        `q=supply&category=${ids.Construction}&subcategory=${ids.Computers}`,
        `${SEARCH} and (exists (select 1 from tender_categories c where c.tender_id = t.id and c.category_id = ?)
           or exists (select 1 from tender_subcategories s where s.tender_id = t.id and s.subcategory_id = ?))`,
        ["supply", "supply", ids.Construction, ids.Computers],
      ],
    ];
    for (const [query, where, params] of cases) {
      const q = new URLSearchParams(query).get("q") ?? "";
      await expectSameAsReference(query, await reference(where, params, q), [1, 2, 7]);
    }
  });

  it("reads ticked categories and subcategories from their postings, alone or with other filters", async () => {
    const inCategory =
      "exists (select 1 from tender_categories c where c.tender_id = t.id and c.category_id = ?)";
    const inSubcategory =
      "exists (select 1 from tender_subcategories s where s.tender_id = t.id and s.subcategory_id = ?)";
    const cases: [string, string, unknown[]][] = [
      [`category=${ids.ICT}`, inCategory, [ids.ICT]],
      [`subcategory=${ids.Computers}`, inSubcategory, [ids.Computers]],
      [
        // A tender in both ticked ids is listed once.
        `category=${ids.Construction}&subcategory=${ids.Computers}&category=${ids.Construction}`,
        `(${inCategory} or ${inSubcategory})`,
        [ids.Construction, ids.Computers],
      ],
      [
        `category=${ids.ICT}&region=${ids.Tigray}&status=open`,
        `${inCategory} and t.region_id = ? and (t.closing_date is null or t.closing_date > '${NOW.toISOString()}')`,
        [ids.ICT, ids.Tigray],
      ],
    ];
    for (const [query, where, params] of cases) {
      await expectSameAsReference(query, await reference(where, params), [1, 2, 30, 51]);
    }
  });

  it("orders ticked categories by closing date as the plain SQL order does", async () => {
    const at = `'${NOW.toISOString()}'`;
    const rows = await db.em().execute<{ id: number }[]>(
      `select t.id from tenders t
        where t.published_at <= ${at}
          and (exists (select 1 from tender_categories c where c.tender_id = t.id and c.category_id = ?)
               or exists (select 1 from tender_subcategories s where s.tender_id = t.id and s.subcategory_id = ?))
        order by case when t.closing_date > ${at} then 0 when t.closing_date is null then 1 else 2 end,
                 case when t.closing_date > ${at} then t.closing_date end,
                 case when t.closing_date <= ${at} then t.closing_date end desc,
                 t.published_at desc nulls last, t.id desc`,
      [ids.ICT, ids.Computers],
    );
    for (const number of [1, 2, 40]) {
      const result = await page(
        `category=${ids.ICT}&subcategory=${ids.Computers}&sort=closing&page=${number}`,
      );
      expect(
        result.items.map((item) => item.id),
        `page ${number}`,
      ).toEqual(rows.slice((number - 1) * 20, number * 20).map((row) => row.id));
    }
  });

  it("orders a search's newest candidates by closing date, with or without filters", async () => {
    // Issue 37: the closing order of a search is its newest 1,001 matches (what relevance
    // ranks) in that order, never a walk of every match.
    const at = `'${NOW.toISOString()}'`;
    const closingOrder = `case when t.closing_date > ${at} then 0 when t.closing_date is null then 1 else 2 end,
        case when t.closing_date > ${at} then t.closing_date end,
        case when t.closing_date <= ${at} then t.closing_date end desc,
        t.published_at desc nulls last, t.id desc`;
    const cases: [string, string, unknown[]][] = [
      ["q=supply", SEARCH, ["supply", "supply"]],
      [
        `q=supply&source=${ids.Capital}`,
        `${SEARCH} and t.source_id = ?`,
        ["supply", "supply", ids.Capital],
      ],
      ["q=laptops", SEARCH, ["laptops", "laptops"]],
    ];
    for (const [query, where, params] of cases) {
      const rows = await db.em().execute<{ id: number }[]>(
        `select t.id from (select t.* from tenders t
            where t.published_at <= ${at} and (${where})
            order by t.published_at desc nulls last, t.id desc limit ${MAX_LISTED_RESULTS + 1}) t
          order by ${closingOrder}`,
        params,
      );
      expect(rows.length, query).toBeGreaterThan(20);
      for (const number of [1, 2, 50]) {
        const result = await page(`${query}&sort=closing&page=${number}`);
        const shown = Math.min(number, Math.ceil(Math.min(rows.length, MAX_LISTED_RESULTS) / 20));
        expect(
          result.items.map((item) => item.id),
          `${query} page ${number}`,
        ).toEqual(rows.slice((shown - 1) * 20, shown * 20).map((row) => row.id));
      }
    }
  });

  it("keeps each posting at its tender's list columns as tenders are rescheduled, filed and moved", async () => {
    const em = db.em();
    const [tender] = await em.execute<
      { id: number; published_at: string; region_id: number; closing_date: string }[]
    >(
      `select id, published_at, region_id, closing_date from tenders t
        where published_at is not null
          and exists (select 1 from tender_subcategories s where s.tender_id = t.id)
        order by published_at limit 1`,
    );
    const oldest = tender!.id;
    const newestOf = async (query: string) => (await page(query)).items[0]?.id;
    try {
      // The oldest tender is published again now: first in both of its lists.
      await em.execute("update tenders set published_at = ? where id = ?", [
        new Date(NOW.getTime() - 60_000).toISOString(),
        oldest,
      ]);
      expect(await newestOf(`subcategory=${ids.Computers}`)).toBe(oldest);
      expect(await newestOf(`category=${ids.ICT}&category=${ids.Construction}`)).toBe(oldest);
      // Filed under a category it was not in: its new posting takes its time too.
      const [other] = await em.execute<{ id: number }[]>(
        "select id from categories where id not in (select category_id from tender_categories where tender_id = ?)",
        [oldest],
      );
      await em.execute("insert into tender_categories (tender_id, category_id) values (?, ?)", [
        oldest,
        other!.id,
      ]);
      expect(await newestOf(`category=${other!.id}`)).toBe(oldest);
      // Moved to a region nobody else is in, and closed: its postings follow.
      await em.execute("update tenders set region_id = ?, closing_date = ? where id = ?", [
        ids.Sidama,
        new Date(NOW.getTime() - 3_600_000).toISOString(),
        oldest,
      ]);
      const moved = await page(`subcategory=${ids.Computers}&region=${ids.Sidama}&status=closed`);
      expect(moved.items.map((item) => item.id)).toEqual([oldest]);
      expect(await page(`category=${other!.id}&region=${ids.Sidama}&status=open`)).toMatchObject({
        items: [],
        total: 0,
      });
      // Taken back to a draft: in no category's list.
      await em.execute("update tenders set published_at = null where id = ?", [oldest]);
      expect(await newestOf(`subcategory=${ids.Computers}`)).not.toBe(oldest);
      const postings = await em.execute<{ published_at: string | null }[]>(
        `select published_at from tender_categories where tender_id = ?
         union all select published_at from tender_subcategories where tender_id = ?`,
        [oldest, oldest],
      );
      expect(postings.length).toBeGreaterThanOrEqual(3);
      expect(postings.every((row) => row.published_at === null)).toBe(true);
      await em.execute("delete from tender_categories where tender_id = ? and category_id = ?", [
        oldest,
        other!.id,
      ]);
    } finally {
      await em.execute(
        "update tenders set published_at = ?, region_id = ?, closing_date = ? where id = ?",
        [tender!.published_at, tender!.region_id, tender!.closing_date, oldest],
      );
    }
  });

  it("answers empty sets with nothing, exactly", async () => {
    // Sidama has no tenders; Reporter never has Oromia (both follow g % 3); no such word.
    for (const query of [
      `region=${ids.Sidama}`,
      `source=${ids.Reporter}&region=${ids.Oromia}`,
      "q=nonexistentword",
      `q=ጨረታ&language=${ids.English}`,
    ]) {
      const result = await page(query);
      expect(result, query).toEqual({
        items: [],
        total: 0,
        totalPrecision: "exact",
        page: 1,
        pageCount: 1,
      });
    }
  });
});

const OPEN = `(t.closing_date is null or t.closing_date > '${NOW.toISOString()}')`;

/** Every open match of `where`, ranked in full (ties newest first), or newest first without q. */
async function openReference(where: string, params: unknown[], q = ""): Promise<ReferenceRow[]> {
  return reference(`${OPEN} and (${where})`, params, q);
}

describe("open tenders and the archive equal the plain SQL reference", () => {
  it("lists the open tenders by default on a list page, the archive when asked", () => {
    const pageOf = (query: string) => pageFilters(parseTenderFilters(new URLSearchParams(query)));
    expect(pageOf("q=supply").scope).toBe("open");
    expect(pageOf("q=supply&scope=all").scope).toBe("all");
    // Closed tenders are in the archive: the Bidding filter asks for it.
    expect(pageOf("status=closed").scope).toBe("all");
    expect(pageOf("scope=junk").scope).toBe("open");
  });

  it("ranks the newest 1,001 open matches and counts them up to 1,000, for users and visitors", async () => {
    const open = await openReference("true", []);
    expect(open.length).toBeGreaterThan(MAX_LISTED_RESULTS);
    await expectSameAsReference("scope=open", open, [1, 2, 50, 51], "user");
    const visible = `ts_filter(t.search_vector, '{a,b}') @@ (websearch_to_tsquery('english', ?) || websearch_to_tsquery('simple', ?))`;
    for (const q of [
      "supply",
      '"office furniture"',
      "furniture -school",
      "supplies -materials",
      "ጨረታ",
      "-furniture",
    ]) {
      const query = `scope=open&q=${encodeURIComponent(q)}`;
      const rows = await openReference(SEARCH, [q, q], q);
      expect(rows.length, q).toBeGreaterThan(0);
      await expectSameAsReference(query, rows, [1, 2, 99], "user");
      const seen = await openReference(visible, [q, q], q);
      await expectSameAsReference(query, seen, [1, 3], "visitor");
    }
  });

  it("orders the open tenders by closing date or newest first when asked", async () => {
    const at = `'${NOW.toISOString()}'`;
    const rows = await db.em().execute<{ id: number }[]>(
      `select t.id from tenders t where t.published_at <= ${at} and ${OPEN} and ${SEARCH}
        order by t.closing_date nulls last, t.published_at desc nulls last, t.id desc`,
      ["supply", "supply"],
    );
    const closing = await page("scope=open&q=supply&sort=closing&page=3");
    expect(closing.items.map((item) => item.id)).toEqual(rows.slice(40, 60).map((row) => row.id));
    const newest = await openReference(SEARCH, ["supply", "supply"]);
    await expectSameAsReference("scope=open&q=supply&sort=newest", newest, [1, 7]);
  });

  it("lists the archive newest first with the same syntax, bounded at 1,000", async () => {
    for (const q of ["supply", '"office furniture"', "furniture -school", "ጨረታ", "office furn"]) {
      const where =
        q === "office furn"
          ? `t.search_vector @@ ((websearch_to_tsquery('english', 'office') && to_tsquery('english', 'furn:*')) || (websearch_to_tsquery('simple', 'office') && to_tsquery('simple', 'furn:*')))`
          : SEARCH;
      const rows = await reference(where, where === SEARCH ? [q, q] : []);
      expect(rows.length, q).toBeGreaterThan(0);
      await expectSameAsReference(`scope=all&q=${encodeURIComponent(q)}`, rows, [1, 2, 99]);
    }
  });

  it("answers empty sets with nothing, exactly, in both scopes", async () => {
    for (const scope of ["open", "all"]) {
      for (const query of [
        `region=${ids.Sidama}`,
        "q=nonexistentword",
        `q=ጨረታ&language=${ids.English}`,
      ]) {
        expect(await page(`scope=${scope}&${query}`), query).toEqual({
          items: [],
          total: 0,
          totalPrecision: "exact",
          page: 1,
          pageCount: 1,
        });
      }
    }
  });

  it("drops a tender from the open list at its closing instant, remembered result or not", async () => {
    const [soonest] = await db.em().execute<{ id: number; closing_date: Date }[]>(
      `select id, closing_date from tenders t
        where t.published_at <= ? and t.closing_date > ?
        order by closing_date, published_at desc, id desc limit 1`,
      [NOW.toISOString(), NOW.toISOString()],
    );
    const closes = new Date(soonest!.closing_date).getTime();
    const first = async (at: number) => {
      const filters = pageFilters(parseTenderFilters(new URLSearchParams("sort=closing")));
      const result = await listTenders(db.em(), filters, {
        viewer: "user",
        now: new Date(at),
        pageSize: 20,
      });
      return result.items.map((item) => item.id);
    };
    expect((await first(closes - 1))[0]).toBe(soonest!.id);
    // Asked again a millisecond before: the remembered result, still holding it.
    expect((await first(closes - 1))[0]).toBe(soonest!.id);
    expect(await first(closes)).not.toContain(soonest!.id);
  });

  it("answers an archive read past its time limit with how to narrow it, not an error page", async () => {
    // A lock on the tenders table holds every list read until its statement time limit.
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.em().transactional(async (tx) => {
      await tx.execute("lock table tenders in access exclusive mode");
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    try {
      const archive = page("scope=all&q=timeout%20archive");
      await expect(archive).rejects.toBeInstanceOf(ListBusyError);
      await expect(archive).rejects.toThrow(/Narrow the search/);
      // The open list keeps the general message (it is never broad): try again.
      await expect(page("scope=open&q=timeout%20open")).rejects.toThrow(/try again in a moment/);
    } finally {
      release();
      await holder;
    }
  });
});
