import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { announceOutcomes } from "~/modules/alerts/outcome-notices.server";
import { MAX_LISTED_RESULTS } from "~/modules/tenders/list-bounds";
import { pageFilters, tenderFiltersQuery } from "~/modules/tenders/tender-filters-query";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import type { Viewer } from "~/modules/tenders/tender-types";
import { setupTestDatabase } from "./database";

// The outcome filter through every path of the list (plain, searched and ranked, open tenders,
// ticked categories, closing order, remembered results) against plain SQL over the same rows.

const db = setupTestDatabase();
const NOW = new Date("2026-06-01T09:00:00.000Z");
const COUNT = 1_500;
let category = 0;

beforeAll(async () => {
  const em = db.em();
  const [row] = await em.execute<{ id: number }[]>(
    "insert into categories (name, created_at, updated_at) values ('Works', now(), now()) returning id",
  );
  category = row!.id;
  // "supply" in 2 of 3 titles; half of them closed; every 5th awarded, every 11th cancelled,
  // every 13th failed (unless awarded), every 97th a draft.
  await em.execute(
    `insert into tenders (title, snippet, closing_date, published_at, created_at, updated_at)
     select case when g % 3 <> 0 then 'Supply of materials for site ' || g
                 else 'Construction of a school block ' || g end,
            'Sealed bids are invited.',
            ?::timestamptz + ((g % 40) - 20) * interval '1 day',
            case when g % 97 = 0 then null
                 else ?::timestamptz - (g % 400) * interval '1 day' - g * interval '1 second' end,
            now(), now()
       from generate_series(1, ?::int) g`,
    [NOW.toISOString(), NOW.toISOString(), COUNT],
  );
  await em.execute(
    `insert into tender_outcomes (tender_id, status, reason)
     select id, case when id % 5 = 0 then 'awarded' when id % 11 = 0 then 'cancelled'
                     else 'failed' end,
            case when id % 5 = 0 then null else 'Reason' end
       from tenders where published_at is not null and (id % 5 = 0 or id % 11 = 0 or id % 13 = 0)`,
  );
  await em.execute(
    "insert into tender_categories (tender_id, category_id) select id, ? from tenders where id % 2 = 0",
    [category],
  );
  await em.execute("analyze");
});

interface Row {
  id: number;
  published_at: Date | string;
  rank: number;
}

const OUTCOME_SQL: Record<string, string> = {
  awarded:
    "exists (select 1 from tender_outcomes o where o.tender_id = t.id and o.status = 'awarded')",
  cancelled:
    "exists (select 1 from tender_outcomes o where o.tender_id = t.id and o.status = 'cancelled')",
  failed:
    "exists (select 1 from tender_outcomes o where o.tender_id = t.id and o.status = 'failed')",
  pending: "not exists (select 1 from tender_outcomes o where o.tender_id = t.id)",
};
const SEARCH = `t.search_vector @@ (websearch_to_tsquery('english', ?) || websearch_to_tsquery('simple', ?))`;

/**
 * Every published match of `where`, newest first; "ranked": its newest 1,001 by rank for `q`
 * (ties newest first), "ranked-all": all of them by rank (the open list ranks in full).
 */
async function reference(
  where: string[],
  q = "",
  order: "newest" | "ranked" | "ranked-all" = "newest",
): Promise<Row[]> {
  const searchParams = where.includes(SEARCH) ? [q, q] : [];
  const rows = await db.em().execute<Row[]>(
    `select t.id, t.published_at,
            ts_rank(t.search_vector, websearch_to_tsquery('english', ?) || websearch_to_tsquery('simple', ?)) as rank
       from tenders t
      where t.published_at <= '${NOW.toISOString()}' and ${[...where, "true"].join(" and ")}
      order by t.published_at desc, t.id desc`,
    [q, q, ...searchParams],
  );
  if (order === "newest") return rows;
  const candidates = order === "ranked-all" ? rows : rows.slice(0, MAX_LISTED_RESULTS + 1);
  return candidates.sort((a, b) => b.rank - a.rank);
}

async function listed(query: string, viewer: Viewer = "user", pageSize = 50) {
  const filters = parseTenderFilters(new URLSearchParams(query));
  const ids: number[] = [];
  let total = 0;
  for (let number = 1; number <= 3; number++) {
    const page = await listTenders(
      db.em(),
      { ...filters, page: number },
      { viewer, now: NOW, pageSize },
    );
    ids.push(...page.items.map((item) => item.id));
    total = page.total;
    if (number >= page.pageCount) break;
  }
  return { ids, total };
}

const first = (rows: Row[], count = 150) => rows.slice(0, count).map((row) => row.id);

describe("the outcome filter equals the plain SQL answer", () => {
  it("lists each outcome in the archive, newest first, and pending ones bounded", async () => {
    for (const outcome of ["awarded", "cancelled", "failed", "pending"]) {
      const rows = await reference([OUTCOME_SQL[outcome]!]);
      expect(rows.length, outcome).toBeGreaterThan(10);
      const result = await listed(`scope=all&outcome=${outcome}`);
      expect(result.ids, outcome).toEqual(first(rows));
      if (rows.length <= MAX_LISTED_RESULTS) expect(result.total, outcome).toBe(rows.length);
    }
  });

  it("searches within an outcome: newest, ranked, and among open tenders ranked in full", async () => {
    const closed = `(t.closing_date is not null and t.closing_date <= '${NOW.toISOString()}')`;
    const open = `(t.closing_date is null or t.closing_date > '${NOW.toISOString()}')`;
    const awarded = [OUTCOME_SQL.awarded!, SEARCH];
    // The archive is newest first; without a scope (the API) the newest candidates are ranked.
    const newest = await reference(awarded, "supply");
    expect(newest.length).toBeGreaterThan(20);
    expect((await listed("scope=all&outcome=awarded&q=supply")).ids).toEqual(first(newest));
    const ranked = await reference(awarded, "supply", "ranked");
    expect((await listed("outcome=awarded&q=supply")).ids).toEqual(first(ranked));
    const openRanked = await reference([...awarded, open], "supply", "ranked-all");
    expect(openRanked.length).toBeGreaterThan(10);
    expect((await listed("scope=open&outcome=awarded&q=supply")).ids).toEqual(first(openRanked));
    const closedCancelled = await reference([OUTCOME_SQL.cancelled!, closed]);
    expect((await listed("scope=all&status=closed&outcome=cancelled")).ids).toEqual(
      first(closedCancelled),
    );
  });

  it("combines the outcome with a ticked category and the closing order", async () => {
    const inCategory = `exists (select 1 from tender_categories c where c.tender_id = t.id and c.category_id = ${category})`;
    const rows = await reference([OUTCOME_SQL.failed!, inCategory]);
    expect((await listed(`scope=all&outcome=failed&category=${category}`)).ids).toEqual(
      first(rows),
    );
    const byClosing = await db.em().execute<{ id: number }[]>(
      `select t.id from tenders t
        where t.published_at <= ? and ${OUTCOME_SQL.pending}
        order by case when t.closing_date > ? then 0 when t.closing_date is null then 1 else 2 end,
                 case when t.closing_date > ? then extract(epoch from t.closing_date)
                      else -extract(epoch from t.closing_date) end,
                 t.published_at desc, t.id desc
        limit 150`,
      [NOW.toISOString(), NOW.toISOString(), NOW.toISOString()],
    );
    expect((await listed("scope=all&outcome=pending&sort=closing")).ids).toEqual(
      byClosing.map((row) => row.id),
    );
  });

  it("ignores a visitor's outcome filter, and keeps the outcome in every link, in the archive", async () => {
    const everything = await reference([]);
    expect((await listed("scope=all&outcome=awarded", "visitor")).ids).toEqual(first(everything));
    const filters = pageFilters(parseTenderFilters(new URLSearchParams("outcome=failed&page=2")));
    expect(filters.scope).toBe("all");
    expect(tenderFiltersQuery(filters, { page: 3 }).toString()).toBe(
      "outcome=failed&scope=all&page=3",
    );
    expect(parseTenderFilters(new URLSearchParams("outcome=won")).outcome).toBeUndefined();
  });

  it("shows an outcome recorded after a remembered list at once", async () => {
    const query = "scope=all&outcome=cancelled";
    const before = await listed(query);
    const [pending] = await db.em().execute<{ id: number }[]>(
      `select t.id from tenders t where t.published_at <= ? and ${OUTCOME_SQL.pending}
          order by t.published_at desc limit 1`,
      [NOW.toISOString()],
    );
    await db
      .em()
      .execute(
        "insert into tender_outcomes (tender_id, status, reason) values (?, 'cancelled', 'x')",
        [pending!.id],
      );
    const after = await listed(query);
    expect(after.ids[0]).toBe(pending!.id);
    expect(after.total).toBe(before.total + 1);
    const card = (
      await listTenders(db.em(), parseTenderFilters(new URLSearchParams(query)), {
        viewer: "user",
        now: NOW,
      })
    ).items[0]!;
    expect(card.details?.outcome).toBe("cancelled");
  });

  it("keeps remembered lists when outcomes are announced, which lists never show", async () => {
    const version = async () =>
      Number(
        (
          await db.em().execute<{ version: string }[]>("select version from tender_list_version")
        )[0]!.version,
      );
    const before = await version();
    await db
      .em()
      .execute("update tender_outcomes set status = 'failed' where status = 'cancelled'");
    const changed = await version();
    expect(changed).toBeGreaterThan(before);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const tx = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
      expect((await announceOutcomes(tx, null)).length).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
    expect(await version()).toBe(changed);
  });
});
