import { beforeAll, describe, expect, it } from "vitest";
import { listOrganisations } from "~/modules/profiles/organisation-directory.server";
import {
  findOrganisation,
  organisationProfile,
} from "~/modules/profiles/organisation-profile.server";
import { PROFILE_WINDOW, PUBLISHED_COUNT_CAP } from "~/modules/profiles/profile-types";
import { loader as profileLoader } from "~/routes/organisations/profile";
import { setupTestDatabase } from "./database";
import { routeArgs, settle } from "./route-args";

// Buyer profiles against plain SQL: every figure of a small organisation computed again without
// the profile's bounds, and a large one (more tenders than any count's cap) read within them.
// What the statements read at scale: npm run bench:profiles (EXPLAIN on the realistic set).

const db = setupTestDatabase();
const HEALTH = "Ministry of Health";
const ROADS = "Ethiopian Roads Administration";
const BIG = 10_500;
const ids: Record<string, number> = {};

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await db.em().execute<T[]>(sql, params);
  return row!;
}

beforeAll(async () => {
  const em = db.em();
  for (const name of ["Construction", "ICT", "Medical supplies"]) {
    ids[name] = (
      await one<{ id: number }>(
        `insert into categories (name, created_at, updated_at) values (?, now(), now()) returning id`,
        [name],
      )
    ).id;
  }
  // 30 published tenders of the ministry: every third still open, two without a closing date,
  // the rest closing 10-16 days after publication; a draft and a scheduled one besides.
  await em.execute(
    `insert into tenders (title, snippet, organisation, published_at, closing_date, created_at, updated_at)
     select 'Health tender ' || g, 'Snippet ' || g, ?,
            now() - g * interval '3 days',
            case when g in (7, 8) then null
                 when g % 3 = 0 then now() + (g % 10 + 1) * interval '1 day'
                 else now() - g * interval '3 days' + (10 + g % 7) * interval '1 day' end,
            now(), now()
       from generate_series(1, 30) g`,
    [HEALTH],
  );
  await em.execute(
    `insert into tenders (title, organisation, published_at, closing_date, created_at, updated_at)
     values ('Health draft', ?, null, now() + interval '9 days', now(), now()),
            ('Health scheduled', ?, now() + interval '2 days', now() + interval '20 days', now(), now())`,
    [HEALTH, HEALTH],
  );
  await em.execute(
    `insert into tender_categories (tender_id, category_id)
     select t.id, c.id from tenders t join categories c
         on (c.name = 'Medical supplies' and t.id % 2 = 0) or (c.name = 'ICT' and t.id % 3 = 0)
            or (c.name = 'Construction' and t.id % 5 = 0)
      where t.organisation = ?`,
    [HEALTH],
  );
  // The roads administration: more tenders than the published count's cap, all closed 20 days
  // after publication but the newest, each tender of its newest 3,000 in a category.
  await em.execute(
    `insert into tenders (title, organisation, published_at, closing_date, created_at, updated_at)
     select 'Road tender ' || g, ?, now() - g * interval '1 hour',
            now() - g * interval '1 hour' + interval '20 days', now(), now()
       from generate_series(1, ?) g`,
    [ROADS, BIG],
  );
  await em.execute(
    `insert into tender_categories (tender_id, category_id)
     select id, case when id % 4 = 0 then ? else ? end
       from tenders where organisation = ? order by published_at desc limit 3000`,
    [ids.ICT, ids.Construction, ROADS],
  );
  await em.execute(
    `insert into suppliers (name, slug) values ('Abebe Trading PLC', 'abebe-trading-plc'),
            ('Tesfaye Construction', 'tesfaye-construction')`,
  );
  // Awards: 12 of the ministry's closed tenders (two lots on one, some in dollars), and 1,500
  // of the roads administration's, spread over its whole history.
  await em.execute(
    `insert into awards (tender_id, lot, supplier_id, amount, currency, awarded_on)
     select t.id, l.lot, (select id from suppliers where slug = case when t.id % 2 = 0
                                then 'abebe-trading-plc' else 'tesfaye-construction' end),
            1000 * (t.id % 17 + 1) + l.lot * 0.5, case when t.id % 5 = 0 then 'USD' else 'ETB' end,
            current_date - (t.id % 40)
       from (select id from tenders where organisation = ? and closing_date < now()
              order by id limit 12) t
       cross join lateral generate_series(1, case when t.id % 4 = 1 then 2 else 1 end) l(lot)`,
    [HEALTH],
  );
  await em.execute(
    `insert into awards (tender_id, supplier_id, amount, awarded_on)
     select id, (select id from suppliers where slug = 'tesfaye-construction'), 50000 + id,
            (published_at + interval '30 days')::date
       from tenders where organisation = ? and id % 7 = 0 limit 1500`,
    [ROADS],
  );
  await em.execute("analyze");
  // 10,500 tenders through every tender trigger: a minute or more on a busy machine.
}, 300_000);

async function profileOf(name: string, viewer: "user" | "visitor" = "user") {
  const { slug } = await one<{ slug: string }>(
    `select slug from organisation_names where name = ?`,
    [name],
  );
  return (await organisationProfile(db.em(), { name, slug }, viewer))!;
}

/** The newest `limit` published tenders of `name`: the window, or all of them. */
const TENDERS = (limit = 1_000_000) => `(select * from tenders
   where organisation = ? and published_at <= now()
   order by published_at desc, id desc limit ${limit})`;

describe("a buyer profile", () => {
  it("counts, averages and lists as plain SQL over all its tenders does", async () => {
    const profile = await profileOf(HEALTH);
    const counts = await one<{ published: number; open: number; days: number }>(
      `select count(*)::int as published,
              count(*) filter (where closing_date is null or closing_date > now())::int as open,
              round((avg(extract(epoch from closing_date - published_at))
                       filter (where closing_date > published_at) / 86400)::numeric, 1)::float8 as days
         from ${TENDERS()} t`,
      [HEALTH],
    );
    expect(profile.published).toEqual({ count: counts.published, capped: false });
    expect(profile.published.count).toBe(30);
    expect(profile.open).toEqual({ count: counts.open, capped: false });
    expect(profile.averageDaysOpen).toBe(counts.days);
    expect(profile.window).toBe(30);
    expect(profile.closedWindow).toBe(30 - counts.open);

    const categories = await db
      .em()
      .execute<{ id: number; name: string; nameAm: string | null; tenders: number }[]>(
        `select c.id, c.name, c.name_am as "nameAm", count(*)::int as tenders from ${TENDERS()} t
         join tender_categories tc on tc.tender_id = t.id join categories c on c.id = tc.category_id
        group by c.id, c.name order by tenders desc, c.name limit 5`,
        [HEALTH],
      );
    expect(profile.topCategories).toEqual(categories);

    const open = await db.em().execute<{ id: number }[]>(
      `select id from ${TENDERS()} t where closing_date is null or closing_date > now()
        order by closing_date nulls last, case when closing_date is null then -id else id end
        limit 10`,
      [HEALTH],
    );
    expect(profile.openTenders.map((tender) => tender.id)).toEqual(open.map((row) => row.id));

    const awards = await db.em().execute<{ id: number; supplier: string; amount: string }[]>(
      `select a.id, s.name as supplier, a.amount::text as amount
         from awards a join tenders t on t.id = a.tender_id join suppliers s on s.id = a.supplier_id
        where t.organisation = ? order by a.awarded_on desc, a.id desc limit 10`,
      [HEALTH],
    );
    expect(
      profile.recentAwards.map(({ id, supplier, amount }) => ({
        id,
        supplier: supplier.name,
        amount,
      })),
    ).toEqual(awards);
    const totals = await db.em().execute(
      `select a.currency, sum(a.amount)::text as total, count(*)::int as awards
         from awards a join tenders t on t.id = a.tender_id
        where t.organisation = ? group by a.currency order by a.currency`,
      [HEALTH],
    );
    expect(profile.awardTotals).toEqual(totals);
    expect(profile.awardTotals.map((total) => total.currency)).toEqual(["ETB", "USD"]);
  });

  it("gives a visitor titles and snippets of the open tenders, no closing dates", async () => {
    const profile = await profileOf(HEALTH, "visitor");
    expect(profile.openTenders.length).toBeGreaterThan(0);
    for (const tender of profile.openTenders) {
      expect(Object.keys(tender).sort()).toEqual(["id", "snippet", "title"]);
    }
    expect((await profileOf(HEALTH)).openTenders[0]!.closingDate).toMatch(/^\d{4}-/);
  });

  it("counts a large organisation up to its caps and reads its statistics from its newest tenders", async () => {
    const profile = await profileOf(ROADS);
    expect(profile.published).toEqual({ count: PUBLISHED_COUNT_CAP, capped: true });
    expect(profile.window).toBe(PROFILE_WINDOW);
    const reference = await one<{ days: number }>(
      `select round((avg(extract(epoch from closing_date - published_at)) / 86400)::numeric, 1)::float8 as days
         from ${TENDERS(PROFILE_WINDOW)} t`,
      [ROADS],
    );
    expect(profile.averageDaysOpen).toBe(reference.days);
    const categories = await db.em().execute(
      `select c.id, c.name, c.name_am as "nameAm", count(*)::int as tenders from ${TENDERS(PROFILE_WINDOW)} t
         join tender_categories tc on tc.tender_id = t.id join categories c on c.id = tc.category_id
        group by c.id, c.name order by tenders desc, c.name limit 5`,
      [ROADS],
    );
    expect(profile.topCategories).toEqual(categories);
    // Awards: those of its latest closed tenders by closing date, the newest first.
    expect(profile.closedWindow).toBe(PROFILE_WINDOW);
    const closed = `(select * from tenders where organisation = ? and published_at <= now()
      and closing_date <= now() order by closing_date desc limit ${PROFILE_WINDOW})`;
    const awards = await db
      .em()
      .execute<{ id: number; currency: string; total: string; awards: number }[]>(
        `select a.id, a.currency, sum(a.amount) over ()::text as total, count(*) over ()::int as awards
         from ${closed} t join awards a on a.tender_id = t.id order by a.awarded_on desc, a.id desc`,
        [ROADS],
      );
    expect(awards.length).toBeGreaterThan(10);
    expect(awards.length).toBeLessThan(1500);
    expect(profile.awardTotals).toEqual([
      { currency: "ETB", total: awards[0]!.total, awards: awards.length },
    ]);
    expect(profile.recentAwards.map((award) => award.id)).toEqual(
      awards.slice(0, 10).map((award) => award.id),
    );
  });

  it("has no profile for a slug nobody has, nor for an organisation with only drafts", async () => {
    await db
      .em()
      .execute(
        `insert into tenders (title, organisation, created_at, updated_at) values ('Draft only', 'Drafting Agency', now(), now())`,
      );
    const page = (slug: string) =>
      settle(() =>
        profileLoader(
          routeArgs(new Request(`http://localhost/organisations/${slug}`), db.em(), null, { slug }),
        ),
      );
    expect(((await page("no-such-organisation")) as { init: ResponseInit }).init.status).toBe(404);
    expect(((await page("drafting-agency")) as { init: ResponseInit }).init.status).toBe(404);
    expect(await findOrganisation(db.em(), "ministry-of-health")).toMatchObject({
      kind: "found",
      name: HEALTH,
    });
  });
});

describe("the organisation directory", () => {
  it("lists published organisations by name, and those holding every typed word", async () => {
    await db.em().execute(
      `insert into tenders (title, organisation, published_at, created_at, updated_at)
       values ('Amharic', 'የኢትዮጵያ መንገዶች አስተዳደር', now(), now(), now()),
              ('Ministry', 'Ministry of Water and Energy', now(), now(), now())`,
    );
    const all = await listOrganisations(db.em(), { q: "", page: 1 });
    const names = all.items.map((item) => item.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain(HEALTH);
    expect(names).not.toContain("Drafting Agency");
    expect(all.items.find((item) => item.name === HEALTH)!.open).toEqual(
      (await profileOf(HEALTH)).open,
    );
    const ministries = await listOrganisations(db.em(), { q: "ministry", page: 1 });
    expect(ministries.items.map((item) => item.name)).toEqual([
      HEALTH,
      "Ministry of Water and Energy",
    ]);
    expect(ministries.nearest).toBe(false);
    const amharic = await listOrganisations(db.em(), { q: "መንገዶች", page: 1 });
    expect(amharic.items).toEqual([
      expect.objectContaining({ name: "የኢትዮጵያ መንገዶች አስተዳደር", slug: "የኢትዮጵያ-መንገዶች-አስተዳደር" }),
    ]);
  });

  it("offers the nearest names when no name holds the words as typed", async () => {
    const found = await listOrganisations(db.em(), { q: "Ethiopain Roads Adminstration", page: 1 });
    expect(found.nearest).toBe(true);
    expect(found.items.map((item) => item.name)).toEqual([ROADS]);
    expect(found.items[0]!.slug).toBe("ethiopian-roads-administration");
    const nothing = await listOrganisations(db.em(), { q: "zzzz qqqq", page: 1 });
    expect(nothing).toMatchObject({ items: [], nearest: false });
  });
});
