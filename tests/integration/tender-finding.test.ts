import { beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "~/modules/auth/accounts.server";
import { Category } from "~/modules/catalog/category.entity";
import { Region, Source } from "~/modules/catalog/metadata.entity";
import { tenderForEdit } from "~/modules/tenders/admin-tenders.server";
import { loadFilterOptions } from "~/modules/tenders/filter-options.server";
import { tenderSchema } from "~/modules/tenders/tender.schema";
import { readTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import type { Viewer } from "~/modules/tenders/tender-types";
import { Tender } from "~/modules/tenders/tender.entity";
import { loader as apiTendersLoader } from "~/routes/api/tenders";
import { loader as detailLoader } from "~/routes/tenders/detail";
import { loader as listLoader } from "~/routes/tenders/list";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { routeArgs, settle } from "./route-args";

// Issue 13, point 3: sort orders, date ranges, the organisation filter and prefix search, in
// the domain's list and through the page and API loaders.

const db = setupTestDatabase();

// 12:00 in Addis Ababa (UTC+3) on 1 June 2026.
const NOW = new Date("2026-06-01T09:00:00.000Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

const MOH = "Ministry of Health";
const ERA = "Ethiopian Roads Administration";

const ids: Record<string, number> = {};
let user: CurrentUser;

beforeAll(async () => {
  const em = db.em();
  const source = em.create(Source, { name: "Addis Zemen" });
  const region = em.create(Region, { name: "Sidama" });
  const works = em.create(Category, { name: "Works" });
  const health = em.create(Category, { name: "Health" });
  const fixtures: [string, Partial<Tender> & { title: string }, Category[]][] = [
    // Published 31 May 12:00 EAT, closes 4 June.
    [
      "clinic",
      {
        title: "Construction of a health centre",
        organisation: MOH,
        publishedAt: at(-DAY),
        closingDate: at(3 * DAY),
      },
      [works, health],
    ],
    // Published 30 May, closes tomorrow (2 June 12:00 EAT).
    [
      "materials",
      {
        title: "Supply of construction materials",
        organisation: ERA,
        publishedAt: at(-2 * DAY),
        closingDate: at(DAY),
      },
      [works],
    ],
    // Published 29 May, no closing date: open.
    [
      "reagents",
      { title: "Laboratory reagents", organisation: MOH, publishedAt: at(-3 * DAY) },
      [health],
    ],
    // Published exactly at midnight starting 29 May in Addis Ababa (28 May 21:00 UTC).
    [
      "midnight",
      {
        title: "Hospital beds and mattresses",
        organisation: MOH,
        publishedAt: new Date("2026-05-28T21:00:00.000Z"),
        closingDate: at(60 * DAY),
      },
      [health],
    ],
    // The organisation's word is in no other field: a visitor's search cannot find it.
    [
      "pumps",
      {
        title: "Supply of submersible pumps",
        organisation: "Hawassa Water Utility",
        publishedAt: at(-4 * DAY),
        closingDate: at(30 * DAY),
      },
      [],
    ],
    // Published 27 May, closes today at 21:00 EAT.
    [
      "printing",
      {
        title: "Printing services",
        organisation: "Addis Ababa University",
        publishedAt: at(-5 * DAY),
        closingDate: at(9 * HOUR),
      },
      [],
    ],
    // Closed two days ago.
    [
      "furniture",
      { title: "Office furniture", publishedAt: at(-10 * DAY), closingDate: at(-2 * DAY) },
      [],
    ],
    // Closed yesterday; a road word in the title.
    [
      "roadworks",
      {
        title: "Roads rehabilitation works",
        organisation: "Sidama Region Bureau of Finance",
        publishedAt: at(-20 * DAY),
        closingDate: at(-DAY),
      },
      [works],
    ],
  ];
  const rows = fixtures.map(([key, fields, categories]) => {
    const row = em.create(Tender, { snippet: "", description: "", source, region, ...fields });
    for (const category of categories) row.categories.add(category);
    return [key, row] as const;
  });
  await em.flush();
  for (const [key, row] of rows) ids[key] = row.id;
  const account = await registerUser(db.em(), {
    fullname: "Selam Bekele",
    email: "selam-finding@example.et",
    phone: "0911000000",
    password: "long-enough-pass",
  });
  user = {
    id: account.id,
    fullname: account.fullname,
    email: account.email,
    role: "user",
    locale: null,
  };
});

/** The keys of the fixture tenders a list shows, in its order. */
async function listed(query: string, viewer: Viewer = "user"): Promise<string[]> {
  const { filters, errors } = readTenderFilters(new URLSearchParams(query));
  expect(errors).toEqual({});
  const page = await listTenders(db.em(), filters, { viewer, now: NOW, pageSize: 50 });
  const keys = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return page.items.map((item) => keys[item.id] ?? `?${item.id}`);
}

describe("sort orders", () => {
  it("lists the newest published first by default and with sort=newest", async () => {
    const newest = [
      "clinic",
      "materials",
      "reagents",
      "midnight",
      "pumps",
      "printing",
      "furniture",
      "roadworks",
    ];
    expect(await listed("")).toEqual(newest);
    expect(await listed("sort=newest")).toEqual(newest);
    // Relevance means nothing without a search: the newest first.
    expect(await listed("sort=relevance")).toEqual(newest);
  });

  it("lists open tenders closing soonest first, then those without a date, then the most recently closed", async () => {
    expect(await listed("sort=closing")).toEqual([
      "printing",
      "materials",
      "clinic",
      "pumps",
      "midnight",
      "reagents",
      "roadworks",
      "furniture",
    ]);
    // With the other filters and a search alike.
    expect(await listed("sort=closing&status=open&organisation=Ministry of Health")).toEqual([
      "clinic",
      "midnight",
      "reagents",
    ]);
    expect(await listed("sort=closing&q=construction")).toEqual(["materials", "clinic"]);
  });

  it("ranks by relevance when searching, unless another order is chosen", async () => {
    // "roads" is in one title (rank A) and one organisation (rank C, just below): the title
    // first, although the organisation's tender is newer.
    expect(await listed("q=roads")).toEqual(["roadworks", "materials"]);
    expect(await listed("q=roads&sort=relevance")).toEqual(["roadworks", "materials"]);
    expect(await listed("q=roads&sort=newest")).toEqual(["materials", "roadworks"]);
    expect(await listed("q=roads&sort=closing")).toEqual(["materials", "roadworks"]);
  });

  it("never lets a visitor order by closing date (visitors never see one)", async () => {
    expect(await listed("sort=closing", "visitor")).toEqual(await listed("", "visitor"));
  });
});

describe("date ranges", () => {
  it("filters by published day in Addis Ababa, both ends inclusive", async () => {
    expect(await listed("published_from=2026-05-29&published_to=2026-05-30")).toEqual([
      "materials",
      "reagents",
      "midnight",
    ]);
    // Midnight belongs to the day it starts.
    expect(await listed("published_to=2026-05-28")).toEqual([
      "pumps",
      "printing",
      "furniture",
      "roadworks",
    ]);
    expect(await listed("published_from=2026-05-31")).toEqual(["clinic"]);
  });

  it("filters by closing day, leaving out tenders without a closing date", async () => {
    expect(await listed("closes_from=2026-06-01&closes_to=2026-06-02")).toEqual([
      "materials",
      "printing",
    ]);
    expect(await listed("closes_to=2026-05-31")).toEqual(["furniture", "roadworks"]);
    expect(await listed("closes_from=2026-07-01&sort=closing")).toEqual(["pumps", "midnight"]);
  });

  it("refuses a date that does not exist, or a range that ends before it starts", () => {
    const read = (query: string) => readTenderFilters(new URLSearchParams(query));
    expect(read("published_from=2026-02-30").errors).toEqual({
      published_from: ["Enter a real date, for example 2026-05-31"],
    });
    expect(read("closes_to=tomorrow").errors.closes_to).toHaveLength(1);
    expect(read("closes_from=2026-06-02&closes_to=2026-06-01").errors).toEqual({
      closes_to: ["The end date must be on or after the start date"],
    });
    // A refused date filters nothing; the good one next to it stays.
    const { filters } = read("published_from=2026-13-01&closes_from=2026-06-01");
    expect(filters.publishedFrom).toBeUndefined();
    expect(filters.closesFrom).toBe("2026-06-01");
  });

  it("answers a bad date on the list page with 400, the message and the filters kept", async () => {
    const { data: page, init } = (await listLoader(
      routeArgs(
        new Request("http://localhost/home?q=supply&published_from=2026-02-30&organisation=X"),
        db.em(),
        user,
      ),
    )) as unknown as {
      data: Awaited<ReturnType<typeof listLoader>>["data"];
      init: { status: number };
    };
    expect(init.status).toBe(400);
    expect(page.busy).toMatch(/Check the dates/);
    expect(page.filterErrors.published_from).toEqual(["Enter a real date, for example 2026-05-31"]);
    expect(page.filters.q).toBe("supply");
    expect(page.filters.organisation).toBe("X");
    expect(page.result.items).toEqual([]);
  });

  it("answers a bad date on the API with 400 JSON naming the parameter", async () => {
    const response = (await apiTendersLoader(
      routeArgs(
        new Request("http://localhost/api/tenders?closes_from=2026-06-09&closes_to=2026-06-01"),
        db.em(),
        user,
      ),
    )) as Response;
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toMatch(/Check the dates/);
    expect(body.errors).toEqual({
      closes_to: ["The end date must be on or after the start date"],
    });
  });
});

describe("organisation", () => {
  it("filters by the exact organisation, offered from those tenders name", async () => {
    expect(await listed(`organisation=${encodeURIComponent(MOH)}`)).toEqual([
      "clinic",
      "reagents",
      "midnight",
    ]);
    expect(await listed("organisation=Ministry")).toEqual([]);
    const options = await loadFilterOptions(db.em());
    expect(options.organisations).toEqual([
      "Addis Ababa University",
      ERA,
      "Hawassa Water Utility",
      MOH,
      "Sidama Region Bureau of Finance",
    ]);
  });

  it("reads a typed organisation as the one it names, and offers some for one nobody is called", async () => {
    const page = async (query: string) =>
      (
        (await listLoader(
          routeArgs(new Request(`http://localhost/home?${query}`), db.em(), user),
        )) as unknown as { data: Awaited<ReturnType<typeof listLoader>>["data"] }
      ).data;
    // The archive: the fixture's tenders closed long ago.
    const typed = await page("organisation=ministry%20OF%20health&scope=all");
    expect(typed.filters.organisation).toBe(MOH);
    const byId = (a: number, b: number) => a - b;
    expect(typed.result.items.map((item) => item.id).sort(byId)).toEqual(
      (await listed(`organisation=${encodeURIComponent(MOH)}`)).map((key) => ids[key]!).sort(byId),
    );
    expect(typed.unknownOrganisation).toBeNull();
    // The names stay on the server: the page gets none of them.
    expect(typed.options).not.toHaveProperty("organisations");

    const unknown = await page("organisation=water");
    expect(unknown.result.items).toEqual([]);
    expect(unknown.unknownOrganisation).toEqual({
      typed: "water",
      suggestions: ["Hawassa Water Utility"],
    });
    expect((await page("organisation=Nowhere")).unknownOrganisation).toEqual({
      typed: "Nowhere",
      suggestions: [],
    });
  });

  it("offers a new organisation as soon as a tender names it", async () => {
    const em = db.em();
    await loadFilterOptions(em);
    await em.execute("update tenders set organisation = 'Jimma University' where id = ?", [
      ids.furniture,
    ]);
    expect((await loadFilterOptions(db.em())).organisations).toContain("Jimma University");
    await em.execute("update tenders set organisation = null where id = ?", [ids.furniture]);
    expect((await loadFilterOptions(db.em())).organisations).not.toContain("Jimma University");
  });

  it("is searched for signed-in users only, as visitors never see it", async () => {
    expect(await listed("q=hawassa")).toEqual(["pumps"]);
    expect(await listed("q=hawassa", "visitor")).toEqual([]);
  });

  it("filters the API list for signed-in callers and is part of each tender", async () => {
    const call = async (query: string, caller: CurrentUser | null) => {
      const response = (await apiTendersLoader(
        routeArgs(new Request(`http://localhost/api/tenders?${query}`), db.em(), caller),
      )) as Response;
      expect(response.status).toBe(200);
      return (await response.json()) as { id: number; organisation?: string | null }[];
    };
    const query = `organisation=${encodeURIComponent(MOH)}&sort=closing`;
    const signedIn = await call(query, user);
    // The API's clock is the real one, after every fixture date: the open tender without a
    // closing date first, then the most recently closed.
    expect(signedIn.map((tender) => tender.id)).toEqual([ids.reagents, ids.midnight, ids.clinic]);
    expect(signedIn.every((tender) => tender.organisation === MOH)).toBe(true);
    // In any letter case and spacing, as the pages read it.
    const typed = await call(
      `organisation=${encodeURIComponent(" MINISTRY of  health")}&sort=closing`,
      user,
    );
    expect(typed.map((tender) => tender.id)).toEqual([ids.reagents, ids.midnight, ids.clinic]);
    expect(await call("organisation=Ministry&sort=closing", user)).toEqual([]);
    // A visitor's filter and sort are ignored, and no organisation is sent.
    const visitor = await call(query, null);
    expect(visitor.length).toBeGreaterThanOrEqual(8);
    expect(visitor.some((tender) => "organisation" in tender)).toBe(false);
    // Dates and prefix search through the API too.
    const dated = await call("published_from=2026-05-31&q=constr", user);
    expect(dated.map((tender) => tender.id)).toEqual([ids.clinic]);
  });

  it("is an optional, trimmed field of the admin form and API payload, shown when editing", async () => {
    const base = { title: "T", tenderLanguageId: 1, tenderSourceId: 1, tenderRegionId: 1 };
    expect(tenderSchema.parse({ ...base, organisation: "  Jimma University " }).organisation).toBe(
      "Jimma University",
    );
    expect(tenderSchema.parse(base).organisation).toBeUndefined();
    const tooLong = tenderSchema.safeParse({ ...base, organisation: "x".repeat(201) });
    expect(tooLong.error?.issues[0]?.message).toBe("Organisation can have at most 200 characters");

    const account = await registerUser(
      db.em(),
      {
        fullname: "Super Admin",
        email: "super-finding@example.et",
        phone: "0911000000",
        password: "long-enough-pass",
      },
      "superadmin",
    );
    const superadmin = { ...user, id: account.id, role: "superadmin" as const };
    const edit = await tenderForEdit(db.em(), superadmin, ids.clinic!);
    expect(edit.values.organisation).toBe(MOH);
    expect((await tenderForEdit(db.em(), superadmin, ids.furniture!)).values.organisation).toBe("");
  });

  it("sends a visitor who filters by organisation or sorts by closing to login", async () => {
    for (const query of ["organisation=X", "sort=closing", "closes_from=2026-06-01"]) {
      const response = (await settle(() =>
        listLoader(routeArgs(new Request(`http://localhost/home?${query}`), db.em(), null)),
      )) as Response;
      expect(response.status, query).toBe(302);
      expect(response.headers.get("Location"), query).toMatch(/^\/login\?/);
    }
  });
});

describe("prefix search", () => {
  it("matches the last word typed as a prefix, from 3 letters on", async () => {
    expect(await listed("q=constr&sort=newest")).toEqual(["clinic", "materials"]);
    expect(await listed("q=constr&sort=newest", "visitor")).toEqual(["clinic", "materials"]);
    expect(await listed("q=labor")).toEqual(["reagents"]);
    expect(await listed("q=supply subm")).toEqual(["pumps"]);
    // Two letters are not a prefix yet.
    expect(await listed("q=co")).toEqual([]);
  });

  it("keeps quotes, minus and OR as websearch reads them", async () => {
    expect(await listed("q=supply -constr&sort=newest")).toEqual(["materials", "pumps"]);
    expect(await listed("q=supply -construction&sort=newest")).toEqual(["pumps"]);
    // Inside an open quote the user is typing a phrase: no prefix.
    expect(await listed('q="construction mat')).toEqual([]);
    expect(await listed('q="construction materials"')).toEqual(["materials"]);
    expect(await listed("q=printing or labor&sort=newest")).toEqual(["reagents", "printing"]);
    expect(await listed("q=printing or labor&sort=newest", "visitor")).toEqual([
      "reagents",
      "printing",
    ]);
  });
});

describe("cards and Back", () => {
  it("gives a signed-in user's card the organisation, categories and days to closing", async () => {
    const page = await listTenders(db.em(), readTenderFilters(new URLSearchParams("")).filters, {
      viewer: "user",
      now: NOW,
      pageSize: 50,
    });
    const card = (key: string) => page.items.find((item) => item.id === ids[key])!.details!;
    expect(card("clinic")).toMatchObject({
      organisation: MOH,
      // Each name with its Amharic, null when none was given (the page picks).
      categories: [
        { name: "Health", nameAm: null },
        { name: "Works", nameAm: null },
      ],
      source: { name: "Addis Zemen", nameAm: null },
      region: { name: "Sidama", nameAm: null },
      closesInDays: 3,
      status: "open",
    });
    expect(card("materials").closesInDays).toBe(1);
    expect(card("printing").closesInDays).toBe(0);
    expect(card("reagents").closesInDays).toBeNull();
    expect(card("furniture")).toMatchObject({ status: "closed", organisation: null });
  });

  it("links each card to its detail with the list's URL, and Back returns there", async () => {
    const from = "/home?q=supply&sort=closing&page=3";
    const view = (fromParam: string) =>
      detailLoader(
        routeArgs(
          new Request(
            `http://localhost/tenders/${ids.clinic}?${new URLSearchParams({ from: fromParam })}`,
          ),
          db.em(),
          user,
          { id: String(ids.clinic) },
        ),
      );
    const backHref = async (fromParam: string) => {
      const page = await view(fromParam);
      return page.teaser ? null : page.backHref;
    };
    expect(await backHref(from)).toBe(from);
    expect(await backHref("/mytender?page=2")).toBe("/mytender?page=2");
    for (const foreign of [
      "https://evil.test/home",
      "//evil.test/home",
      "/\\evil.test/home",
      "/admin/users",
      "/tenders/5",
      "javascript:alert(1)",
    ]) {
      expect(await backHref(foreign), foreign).toBe("/home");
    }
  });
});
