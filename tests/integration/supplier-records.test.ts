import { beforeAll, describe, expect, it } from "vitest";
import { ethiopianDateParts } from "~/modules/calendar/ethiopian-date";
import { PROFILE_WINDOW } from "~/modules/profiles/profile-types";
import {
  AWARDS_PER_PAGE,
  findSupplier,
  listSuppliers,
  supplierRecord,
} from "~/modules/profiles/supplier-record.server";
import { loader as recordLoader } from "~/routes/suppliers/record";
import { loader as listLoader } from "~/routes/suppliers/index";
import type { CurrentUser } from "~/server/request-context";
import { createAccounts } from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { routeArgs, settle } from "./route-args";

// Supplier track records against plain SQL: totals by Gregorian and Ethiopian year, by buyer
// and by category, and the pages of awards; signed-in users only.

const db = setupTestDatabase();
let user: CurrentUser;
const BIG = 1_200;
/** Award days either side of the Ethiopian new year (11 September; 12th before a leap year). */
const DAYS = [
  "2023-09-11",
  "2023-09-12",
  "2024-01-15",
  "2024-09-10",
  "2024-09-11",
  "2025-06-30",
  "2025-09-10",
  "2025-09-11",
  "2026-02-01",
  "2026-09-11",
];

async function supplier(slug: string) {
  return (await findSupplier(db.em(), slug))!;
}

beforeAll(async () => {
  user = (await createAccounts(db.em(), "supplier-records")).user;
  const em = db.em();
  await em.execute(
    `insert into categories (name, created_at, updated_at) values ('Construction', now(), now()), ('ICT', now(), now())`,
  );
  await em.execute(
    `insert into suppliers (name, slug) values ('Abebe Trading PLC', 'abebe-trading-plc'),
       ('Tesfaye Construction', 'tesfaye-construction'), ('Big Supplier', 'big-supplier'),
       ('Abebe Kebede Engineering', 'abebe-kebede-engineering')`,
  );
  // Abebe: one award a day of DAYS on the tenders of two buyers (and one without a buyer),
  // every third in dollars; Tesfaye: two awards.
  await em.execute(
    `insert into tenders (title, organisation, published_at, created_at, updated_at)
     select 'Supply lot ' || g, case when g % 3 = 0 then null when g % 2 = 0
                                     then 'Ministry of Health' else 'Addis Ababa City Roads Authority' end,
            now() - g * interval '1 day', now(), now()
       from generate_series(1, ?) g`,
    [DAYS.length + 2],
  );
  await em.execute(
    `insert into tender_categories (tender_id, category_id)
     select t.id, c.id from tenders t join categories c
         on (c.name = 'ICT' and t.id % 2 = 0) or (c.name = 'Construction' and t.id % 3 <> 1)`,
  );
  await em.execute(
    `insert into awards (tender_id, supplier_id, amount, currency, awarded_on)
     select d.n, (select id from suppliers where slug = 'abebe-trading-plc'), 1000 * d.n + 0.25,
            case when d.n % 3 = 0 then 'USD' else 'ETB' end, d.day::date
       from unnest(array[?]::text[]) with ordinality d(day, n)`,
    [DAYS],
  );
  await em.execute(
    `insert into awards (tender_id, lot, supplier_id, amount, awarded_on)
     select t.id, 2, (select id from suppliers where slug = 'tesfaye-construction'), 5000, '2026-03-01'
       from tenders t where t.id > ?`,
    [DAYS.length],
  );
  // The big supplier: more awards than the window, one per tender of one buyer.
  await em.execute(
    `insert into tenders (title, organisation, published_at, created_at, updated_at)
     select 'Bulk ' || g, case when g % 2 = 0 then 'Ethio Telecom' else 'Ethiopian Airlines Group' end,
            now() - g * interval '1 hour', now(), now()
       from generate_series(1, ?) g`,
    [BIG],
  );
  await em.execute(
    `insert into awards (tender_id, supplier_id, amount, awarded_on)
     select id, (select id from suppliers where slug = 'big-supplier'), 100 + id,
            date '2026-11-30' - (id % 900)
       from tenders where title like 'Bulk %'`,
  );
  await em.execute("analyze");
});

const AWARDS = (slug: string, limit = 1_000_000) => `(select a.* from awards a
   join suppliers s on s.id = a.supplier_id where s.slug = '${slug}'
   order by a.awarded_on desc, a.id desc limit ${limit})`;

describe("a supplier's track record", () => {
  it("totals every award by Gregorian year and currency", async () => {
    const record = await supplierRecord(db.em(), await supplier("abebe-trading-plc"), {
      calendar: "gregorian",
      page: 1,
    });
    const reference = await db.em().execute(
      `select extract(year from awarded_on)::int as year, currency, count(*)::int as awards,
              sum(amount)::text as total
         from ${AWARDS("abebe-trading-plc")} a group by 1, 2 order by 1 desc, 2`,
    );
    expect(record.years).toEqual(reference);
    expect(record.awardCount).toBe(DAYS.length);
  });

  it("totals by Ethiopian year as the Ethiopian calendar dates each award", async () => {
    const record = await supplierRecord(db.em(), await supplier("abebe-trading-plc"), {
      calendar: "ethiopian",
      page: 1,
    });
    const awards = await db
      .em()
      .execute<{ day: string; currency: string; amount: string }[]>(
        `select awarded_on::text as day, currency, amount::text as amount from ${AWARDS("abebe-trading-plc")} a`,
      );
    const expected = new Map<
      string,
      { year: number; currency: string; awards: number; cents: number }
    >();
    for (const award of awards) {
      const { year } = ethiopianDateParts(new Date(`${award.day}T12:00:00+03:00`));
      const key = `${year} ${award.currency}`;
      const row = expected.get(key) ?? { year, currency: award.currency, awards: 0, cents: 0 };
      row.awards += 1;
      row.cents += Math.round(Number(award.amount) * 100);
      expected.set(key, row);
    }
    expect(
      record.years.map(({ year, currency, awards, total }) => ({
        year,
        currency,
        awards,
        cents: Math.round(Number(total) * 100),
      })),
    ).toEqual(
      [...expected.values()].sort(
        (a, b) => b.year - a.year || a.currency.localeCompare(b.currency),
      ),
    );
    // 11 September 2023 was still 2015 E.C. (a leap year's eve), 12 September began 2016.
    expect(record.years.map((row) => row.year)).toContain(2015);
  });

  it("groups by buyer and by category as plain SQL does", async () => {
    const record = await supplierRecord(db.em(), await supplier("abebe-trading-plc"), {
      calendar: "gregorian",
      page: 1,
    });
    const buyers = await db.em().execute<{ name: string; awards: number }[]>(
      `select t.organisation as name, count(*)::int as awards from ${AWARDS("abebe-trading-plc")} a
         join tenders t on t.id = a.tender_id where t.organisation is not null
        group by 1 order by 2 desc, 1`,
    );
    expect(record.byBuyer.map(({ name, awards }) => ({ name, awards }))).toEqual(buyers);
    expect(record.byBuyer.map((buyer) => buyer.slug).sort()).toEqual([
      "addis-ababa-city-roads-authority",
      "ministry-of-health",
    ]);
    const categories = await db.em().execute<{ name: string; awards: number }[]>(
      `select c.name, count(*)::int as awards from ${AWARDS("abebe-trading-plc")} a
         join tender_categories tc on tc.tender_id = a.tender_id join categories c on c.id = tc.category_id
        group by 1 order by 2 desc, 1`,
    );
    expect(record.byCategory.map(({ name, awards }) => ({ name, awards }))).toEqual(categories);
    const ict = record.byCategory.find((category) => category.name === "ICT")!;
    const ictTotals = await db.em().execute(
      `select a.currency, sum(a.amount)::text as total, count(*)::int as awards
         from ${AWARDS("abebe-trading-plc")} a join tender_categories tc on tc.tender_id = a.tender_id
         join categories c on c.id = tc.category_id where c.name = 'ICT' group by 1 order by 1`,
    );
    expect(ict.totals).toEqual(ictTotals);
  });

  it("reads the buyers and categories of a large supplier from its newest awards, and pages them", async () => {
    const big = await supplier("big-supplier");
    const record = await supplierRecord(db.em(), big, { calendar: "gregorian", page: 2 });
    expect(record.awardCount).toBe(BIG);
    expect(record.window).toBe(PROFILE_WINDOW);
    const buyers = await db.em().execute<{ name: string; awards: number }[]>(
      `select t.organisation as name, count(*)::int as awards
         from ${AWARDS("big-supplier", PROFILE_WINDOW)} a join tenders t on t.id = a.tender_id
        group by 1 order by 2 desc, 1`,
    );
    expect(record.byBuyer.map(({ name, awards }) => ({ name, awards }))).toEqual(buyers);
    const page = await db.em().execute<{ id: number }[]>(
      `select id from ${AWARDS("big-supplier")} a order by awarded_on desc, id desc
        limit ${AWARDS_PER_PAGE} offset ${AWARDS_PER_PAGE}`,
    );
    expect(record.page).toBe(2);
    expect(record.awards.map((award) => award.id)).toEqual(page.map((row) => row.id));
    expect(record.awards[0]!.buyer).toMatchObject({ slug: expect.stringMatching(/^ethio/) });
    expect(record.pageCount).toBe(PROFILE_WINDOW / AWARDS_PER_PAGE);
    const last = await supplierRecord(db.em(), big, { calendar: "gregorian", page: 999 });
    expect(last.page).toBe(record.pageCount);
    expect(last.awards).toHaveLength(AWARDS_PER_PAGE);
  });
});

describe("the supplier pages", () => {
  it("send visitors to sign in and come back", async () => {
    for (const [loader, path, params] of [
      [recordLoader, "/suppliers/abebe-trading-plc", { slug: "abebe-trading-plc" }],
      [listLoader, "/suppliers?q=abebe", {}],
    ] as const) {
      const answer = (await settle(() =>
        (loader as (args: never) => unknown)(
          routeArgs(new Request(`http://localhost${path}`), db.em(), null, params),
        ),
      )) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(
        `/login?${new URLSearchParams({ redirectTo: path })}`,
      );
    }
  });

  it("show a signed-in user the record, and 404 for a slug nobody has", async () => {
    const page = (slug: string) =>
      settle(() =>
        recordLoader(
          routeArgs(new Request(`http://localhost/suppliers/${slug}`), db.em(), user, { slug }),
        ),
      );
    expect(await page("tesfaye-construction")).toMatchObject({
      record: { name: "Tesfaye Construction", awardCount: 2 },
    });
    expect(((await page("nobody")) as { init: ResponseInit }).init.status).toBe(404);
  });

  it("list suppliers by name, and those holding every typed word", async () => {
    const all = await listSuppliers(db.em(), { q: "", page: 1 });
    expect(all.items.map((item) => item.name)).toEqual([
      "Abebe Kebede Engineering",
      "Abebe Trading PLC",
      "Big Supplier",
      "Tesfaye Construction",
    ]);
    expect(all.items.map((item) => item.awards)).toEqual([
      { count: 0, capped: false },
      { count: DAYS.length, capped: false },
      { count: 100, capped: true },
      { count: 2, capped: false },
    ]);
    const found = await listSuppliers(db.em(), { q: "abebe plc", page: 1 });
    expect(found.items.map((item) => item.slug)).toEqual(["abebe-trading-plc"]);
  });
});
