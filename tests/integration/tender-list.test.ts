import { randomUUID } from "node:crypto";
import pg from "pg";
import { MikroORM, type EntityManager } from "@mikro-orm/postgresql";
import { beforeAll, describe, expect, it } from "vitest";
import { ormConfig } from "../../mikro-orm.config";
import { registerUser } from "~/modules/auth/accounts.server";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import { SavedTender } from "~/modules/saved/saved-tender.entity";
import { listSavedTenders, saveTender, unsaveTender } from "~/modules/saved/saved-tenders.server";
import { loadFilterOptions } from "~/modules/tenders/filter-options.server";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { announceDueTenders } from "~/modules/tenders/tender-publication.server";
import { parseTenderFilters, type TenderFilters } from "~/modules/tenders/tender-filters.schema";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import { getTenderView, type TenderPage } from "~/modules/tenders/tender-queries.server";
import { tenderStatus } from "~/modules/tenders/tender-status";
import { loader as documentLoader } from "~/routes/document-download";
import { loader as detailLoader } from "~/routes/tenders/detail";
import { loader as listLoader } from "~/routes/tenders/list";
import { action as saveAction } from "~/routes/tenders/save";
import type { CurrentUser } from "~/server/request-context";
import { documentStorage } from "~/server/storage.server";
import { setupTestDatabase } from "./database";
import { formRequest, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();

const NOW = new Date("2026-06-01T09:00:00.000Z");
const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

/** Ids of the fixture tenders, and of the catalogue rows, by a short name. */
const tenderIds: Record<string, number> = {};
const ids: Record<string, number> = {};
let user: CurrentUser;

beforeAll(async () => {
  const em = db.em();
  const reporter = em.create(Source, { name: "Reporter" });
  const capital = em.create(Source, { name: "Capital" });
  const amhara = em.create(Region, { name: "Amhara" });
  const oromia = em.create(Region, { name: "Oromia" });
  const english = em.create(Language, { name: "English" });
  const amharic = em.create(Language, { name: "Amharic" });
  const construction = em.create(Category, { name: "Construction" });
  const ict = em.create(Category, { name: "ICT" });
  const roads = em.create(Subcategory, { name: "Road Construction", category: construction });
  const buildings = em.create(Subcategory, { name: "Buildings", category: construction });
  const computers = em.create(Subcategory, { name: "Computers", category: ict });
  const networking = em.create(Subcategory, { name: "Networking", category: ict });

  const tender = (
    key: string,
    fields: Partial<Tender> & { title: string; categories?: never; subcategories?: never },
    tree: { categories?: Category[]; subcategories?: Subcategory[] } = {},
  ) => {
    const row = em.create(Tender, { snippet: "", description: "", ...fields });
    for (const category of tree.categories ?? []) row.categories.add(category);
    for (const sub of tree.subcategories ?? []) row.subcategories.add(sub);
    return [key, row] as const;
  };
  const rows = [
    tender(
      "road",
      {
        title: "Upgrading of Debre Markos Road Section",
        snippet: "The roads administration invites contractors.",
        source: reporter,
        region: amhara,
        language: english,
        closingDate: at(10 * DAY),
        openingDate: at(10 * DAY),
        publishedAt: at(-1 * DAY),
      },
      { categories: [construction], subcategories: [roads] },
    ),
    tender(
      "amharic",
      {
        title: "የአስፋልት መንገድ ግንባታ ሥራ ግልጽ ጨረታ",
        snippet: "የመንገድ ሥራ ተቋራጮችን በግልጽ ጨረታ ያወዳድራል።",
        source: capital,
        region: amhara,
        language: amharic,
        closingDate: at(5 * DAY),
        publishedAt: at(-2 * DAY),
      },
      { categories: [construction], subcategories: [buildings] },
    ),
    tender("lab", {
      title: "Supply of Laboratory Reagents",
      description: "<p>Medical <strong>supplies</strong> for regional hospitals</p>",
      source: reporter,
      region: oromia,
      language: english,
      closingDate: null,
      publishedAt: at(-3 * DAY),
    }),
    tender(
      "network",
      {
        title: "Networking equipment for the data center",
        source: capital,
        region: amhara,
        language: english,
        // Closes exactly at NOW: already closed.
        closingDate: at(0),
        publishedAt: at(-4 * DAY),
      },
      { subcategories: [networking] },
    ),
    tender(
      "asphalt",
      {
        title: "Road maintenance and asphalt overlay",
        source: reporter,
        region: oromia,
        language: english,
        // One millisecond after NOW: still open.
        closingDate: at(1),
        publishedAt: at(-DAY / 2),
      },
      { categories: [construction], subcategories: [roads] },
    ),
    ...Array.from({ length: 12 }, (_, n) =>
      tender(
        `filler${n}`,
        {
          title: `Supply of office furniture lot ${n + 1}`,
          source: capital,
          region: oromia,
          language: english,
          closingDate: at(-5 * DAY),
          publishedAt: at(-(10 + n) * DAY),
        },
        { categories: [ict], subcategories: [computers] },
      ),
    ),
  ];
  await em.flush();
  for (const [key, row] of rows) tenderIds[key] = ids[key] = row.id;
  Object.assign(ids, {
    reporter: reporter.id,
    capital: capital.id,
    amhara: amhara.id,
    oromia: oromia.id,
    english: english.id,
    amharic: amharic.id,
    construction: construction.id,
    ict: ict.id,
    roads: roads.id,
    buildings: buildings.id,
    networking: networking.id,
  });
  const account = await registerUser(db.em(), {
    fullname: "Liya Tesfaye",
    email: "liya@example.et",
    phone: "0911000000",
    company: "",
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

function filters(query: string): TenderFilters {
  return parseTenderFilters(new URLSearchParams(query));
}

async function list(query: string, pageSize = 100): Promise<TenderPage> {
  return listTenders(db.em(), filters(query), { viewer: "user", now: NOW, pageSize });
}

/** The fixture names of the tenders a query finds, in the order returned. */
async function found(query: string): Promise<string[]> {
  const byId = new Map(Object.entries(tenderIds).map(([key, id]) => [id, key]));
  const page = await list(query);
  return page.items.map((item) => byId.get(item.id)!);
}

const FILLERS = Array.from({ length: 12 }, (_, n) => `filler${n}`);

describe("filters", () => {
  it("lists everything newest first without filters", async () => {
    expect(await found("")).toEqual(["asphalt", "road", "amharic", "lab", "network", ...FILLERS]);
  });

  it("filters by source, region and language alone", async () => {
    expect(await found(`source=${ids.reporter}`)).toEqual(["asphalt", "road", "lab"]);
    expect(await found(`region=${ids.amhara}`)).toEqual(["road", "amharic", "network"]);
    expect(await found(`language=${ids.amharic}`)).toEqual(["amharic"]);
  });

  it("filters by the derived bidding status", async () => {
    expect(await found("status=open")).toEqual(["asphalt", "road", "amharic", "lab"]);
    expect(await found("status=closed")).toEqual(["network", ...FILLERS]);
  });

  it("matches ANY ticked category or subcategory", async () => {
    expect(await found(`category=${ids.construction}`)).toEqual(["asphalt", "road", "amharic"]);
    expect(await found(`subcategory=${ids.networking}`)).toEqual(["network"]);
    expect(await found(`subcategory=${ids.roads}&subcategory=${ids.buildings}`)).toEqual([
      "asphalt",
      "road",
      "amharic",
    ]);
    expect(await found(`category=${ids.construction}&subcategory=${ids.networking}`)).toEqual([
      "asphalt",
      "road",
      "amharic",
      "network",
    ]);
  });

  it("ANDs across fields", async () => {
    expect(await found(`source=${ids.reporter}&status=open&category=${ids.construction}`)).toEqual([
      "asphalt",
      "road",
    ]);
    expect(await found(`region=${ids.oromia}&status=open`)).toEqual(["asphalt", "lab"]);
    expect(
      await found(
        `q=asphalt&source=${ids.reporter}&region=${ids.oromia}&language=${ids.english}&category=${ids.construction}`,
      ),
    ).toEqual(["asphalt"]);
    expect(await found(`language=${ids.amharic}&status=closed`)).toEqual([]);
  });

  it("ignores junk parameters instead of failing", async () => {
    const parsed = filters("page=abc&region=xyz&source=-3&status=maybe&category=1e99&category=x");
    expect(parsed).toMatchObject({ page: 1, category: [], subcategory: [] });
    expect(parsed.region).toBeUndefined();
    expect(parsed.source).toBeUndefined();
    expect(parsed.status).toBeUndefined();
    expect((await list("page=abc&region=xyz&language=99999999999")).total).toBe(17);
  });
});

describe("search", () => {
  it("finds English words by stem and ranks by relevance", async () => {
    // "roads" stems to "road"; the Debre Markos tender says road twice so it ranks first,
    // although the asphalt tender is newer.
    expect(await found("q=roads")).toEqual(["road", "asphalt"]);
  });

  it("finds Amharic words as typed", async () => {
    expect(await found("q=ግንባታ")).toEqual(["amharic"]);
    expect(await found("q=ጨረታ")).toEqual(["amharic"]);
  });

  it("supports quoted phrases and minus terms", async () => {
    expect(await found('q="road section"')).toEqual(["road"]);
    expect(await found("q=road -asphalt")).toEqual(["road"]);
  });

  it("searches the description text, not its markup", async () => {
    expect(await found("q=hospitals")).toEqual(["lab"]);
    expect(await found("q=strong")).toEqual([]);
  });
});

describe("counts and pages", () => {
  it("pages by five with the total and page count", async () => {
    const first = await listTenders(db.em(), filters(""), { viewer: "user", now: NOW });
    expect(first).toMatchObject({ total: 17, page: 1, pageCount: 4 });
    expect(first.items).toHaveLength(5);
    const last = await listTenders(db.em(), filters("page=4"), { viewer: "user", now: NOW });
    expect(last.items.map((item) => item.title)).toEqual([
      "Supply of office furniture lot 11",
      "Supply of office furniture lot 12",
    ]);
  });

  it("clamps a page past the end to the last page", async () => {
    const page = await listTenders(db.em(), filters("page=99"), { viewer: "user", now: NOW });
    expect(page).toMatchObject({ page: 4, pageCount: 4 });
    expect(page.items).toHaveLength(2);
  });

  it("counts only matches", async () => {
    const page = await listTenders(db.em(), filters("status=open"), { viewer: "user", now: NOW });
    expect(page).toMatchObject({ total: 4, page: 1, pageCount: 1 });
    const none = await listTenders(db.em(), filters("q=nothingmatcheshere"), {
      viewer: "user",
      now: NOW,
    });
    expect(none).toEqual({
      items: [],
      total: 0,
      totalPrecision: "exact",
      page: 1,
      pageCount: 1,
    });
  });
});

describe("derived status", () => {
  it("is closed at the closing instant and open one millisecond before it", () => {
    expect(tenderStatus(NOW, NOW)).toBe("closed");
    expect(tenderStatus(at(1), NOW)).toBe("open");
    expect(tenderStatus(null, NOW)).toBe("open");
  });

  it("gives the same answer in the list filter and on the badge", async () => {
    const page = await list(`subcategory=${ids.networking}&subcategory=${ids.roads}`);
    const status = Object.fromEntries(page.items.map((item) => [item.id, item.details?.status]));
    expect(status[ids.network!]).toBe("closed");
    expect(status[ids.asphalt!]).toBe("open");
    expect((await found("status=closed")).includes("network")).toBe(true);
    expect((await found("status=open")).includes("asphalt")).toBe(true);
  });
});

describe("open tenders first", () => {
  it("lists open tenders by default, and closed ones too when the archive is chosen", async () => {
    const em = db.em();
    const now = Date.now();
    const open = em.create(Tender, {
      title: "Zebrawood panels, still open",
      snippet: "",
      description: "",
      closingDate: new Date(now + DAY),
      publishedAt: new Date(now - DAY),
    });
    const closed = em.create(Tender, {
      title: "Zebrawood panels, closed",
      snippet: "",
      description: "",
      closingDate: new Date(now - 60_000),
      publishedAt: new Date(now - 2 * DAY),
    });
    await em.flush();
    const listed = async (query: string, caller: CurrentUser | null = user) => {
      const { data } = await listLoader(
        routeArgs(new Request(`http://localhost/home?${query}`), em.fork(), caller),
      );
      return { ids: data.result.items.map((item) => item.id), filters: data.filters };
    };
    for (const caller of [user, null]) {
      expect((await listed("q=zebrawood", caller)).ids).toEqual([open.id]);
      expect((await listed("q=zebrawood&scope=all", caller)).ids).toEqual([open.id, closed.id]);
    }
    // Bidding: closed asks for the archive, and says so in the page's links.
    const closedOnly = await listed("q=zebrawood&status=closed");
    expect(closedOnly.ids).toEqual([closed.id]);
    expect(closedOnly.filters.scope).toBe("all");
    expect((await listed("q=zebrawood&status=open&scope=all")).ids).toEqual([open.id]);
  });
});

describe("visitor redaction", () => {
  const DATE = /\d{4}-\d{2}-\d{2}T/;

  // The fixture's tenders close around NOW, long past: the archive holds them.
  it("sends visitors only id, title and snippet", async () => {
    const { data: result } = await listLoader(
      routeArgs(new Request("http://localhost/home?q=road&scope=all"), db.em(), null),
    );
    expect(result.result.items.length).toBeGreaterThan(0);
    for (const item of result.result.items) {
      expect(Object.keys(item).sort()).toEqual(["id", "snippet", "title"]);
    }
    expect(JSON.stringify(result)).not.toMatch(DATE);
  });

  it("sends signed-in users the dates", async () => {
    const { data: result } = await listLoader(
      routeArgs(new Request("http://localhost/tenders?q=road&scope=all"), db.em(), user),
    );
    expect(result.result.items[0]!.details?.closingDate).toMatch(DATE);
  });

  it("sends a visitor who applies filters to login and back to the same URL", async () => {
    const url = `/home?q=road&region=${ids.amhara}&apply=1`;
    const response = (await settle(() =>
      listLoader(routeArgs(new Request(`http://localhost${url}`), db.em(), null)),
    )) as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe(url);
    expect(location.searchParams.get("notice")).toBe("filters");
  });

  it("shows visitors the detail's teaser and answers 404 for bad ids", async () => {
    const visitor = await detailLoader(
      routeArgs(new Request(`http://localhost/tenders/${ids.road}`), db.em(), null, {
        id: String(ids.road),
      }),
    );
    expect(visitor.teaser).toBe(true);
    expect(Object.keys(visitor.tender).sort()).toEqual(["id", "snippet", "title"]);
    for (const id of ["abc", "999999", "1.5", "99999999999"]) {
      const thrown = (await settle(() =>
        detailLoader(
          routeArgs(new Request(`http://localhost/tenders/${id}`), db.em(), user, { id }),
        ),
      )) as { init: { status: number } };
      expect(thrown.init.status).toBe(404);
    }
  });
});

describe("saving", () => {
  it("keeps one row however often a tender is saved", async () => {
    expect(await saveTender(db.em(), user.id, ids.lab!)).toBe("saved");
    expect(await saveTender(db.em(), user.id, ids.lab!)).toBe("saved");
    await Promise.all([1, 2, 3].map(() => saveTender(db.em(), user.id, ids.lab!)));
    expect(await db.em().count(SavedTender, { user: user.id, tender: ids.lab! })).toBe(1);
    expect((await getTenderView(db.em(), ids.lab!, user))?.saved).toBe(true);
  });

  it("reports a missing tender and can remove a saved one", async () => {
    expect(await saveTender(db.em(), user.id, 987654)).toBe("missing");
    await saveTender(db.em(), user.id, ids.road!);
    await unsaveTender(db.em(), user.id, ids.road!);
    expect((await getTenderView(db.em(), ids.road!, user))?.saved).toBe(false);
  });

  it("applies the same filters over the saved list", async () => {
    await saveTender(db.em(), user.id, ids.asphalt!);
    const all = await listSavedTenders(db.em(), user.id, filters(""), { now: NOW });
    expect(all.items.map((item) => item.id).sort()).toEqual([ids.lab, ids.asphalt].sort());
    const oromiaConstruction = await listSavedTenders(
      db.em(),
      user.id,
      filters(`category=${ids.construction}`),
      { now: NOW },
    );
    expect(oromiaConstruction.items.map((item) => item.id)).toEqual([ids.asphalt]);
  });

  it("sends a signed-out saver to login with the save notice", async () => {
    const response = (await saveAction(
      routeArgs(formRequest(`/tenders/${ids.lab}/save`, { intent: "save" }), db.em(), null, {
        id: String(ids.lab),
      }),
    )) as Response;
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("notice")).toBe("save");
    expect(location.searchParams.get("redirectTo")).toBe(`/tenders/${ids.lab}`);
  });

  it("answers a fetcher with data and a plain form with a redirect back", async () => {
    const id = String(ids.amharic);
    const fetched = (await saveAction(
      routeArgs(formRequest(`/tenders/${id}/save`, { intent: "save", js: "1" }), db.em(), user, {
        id,
      }),
    )) as { data: unknown };
    expect(fetched.data).toMatchObject({ saved: true, result: { status: "success" } });
    const posted = (await saveAction(
      routeArgs(
        formRequest(`/tenders/${id}/save`, { intent: "unsave", redirectTo: "/mytender?page=2" }),
        db.em(),
        user,
        { id },
      ),
    )) as Response;
    expect(posted.headers.get("Location")).toBe("/mytender?page=2");
    expect((await getTenderView(db.em(), ids.amharic!, user))?.saved).toBe(false);
    const failed = (await saveAction(
      routeArgs(formRequest(`/tenders/424242/save`, { intent: "save" }), db.em(), user, {
        id: "424242",
      }),
    )) as Response;
    expect(failed.headers.get("Location")).toBe("/tenders/424242?save=failed");
  });
});

describe("documents", () => {
  it("streams a stored document to signed-in users with its original name", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4 test bytes");
    const storageKey = `${randomUUID()}.pdf`;
    await documentStorage().put(storageKey, bytes);
    const em = db.em();
    const document = em.create(TenderDocument, {
      tender: ids.amharic!,
      fileName: 'የጨረታ ሰነድ "final".pdf',
      storageKey,
      contentType: "application/pdf",
      size: bytes.length,
    });
    await em.flush();
    const documentId = String(document.id);
    const call = (who: CurrentUser | null, id = documentId) =>
      settle(() =>
        documentLoader(
          routeArgs(new Request(`http://localhost/documents/${id}`), db.em(), who, {
            documentId: id,
          }),
        ),
      ) as Promise<Response>;

    const response = await call(user);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="____ ___ _final_.pdf"; filename*=UTF-8''${encodeURIComponent('የጨረታ ሰነድ "final".pdf')}`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    // ?inline opens a PDF in the browser's own viewer; any other type stays an attachment.
    const inline = (await settle(() =>
      documentLoader(
        routeArgs(new Request(`http://localhost/documents/${documentId}?inline`), db.em(), user, {
          documentId,
        }),
      ),
    )) as Response;
    expect(inline.headers.get("Content-Disposition")).toMatch(/^inline; filename="/);
    const wordKey = `${randomUUID()}.docx`;
    await documentStorage().put(wordKey, bytes);
    const word = em.create(TenderDocument, {
      tender: ids.amharic!,
      fileName: "specification.docx",
      storageKey: wordKey,
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      size: bytes.length,
    });
    await em.flush();
    const wordId = String(word.id);
    const wordInline = (await settle(() =>
      documentLoader(
        routeArgs(new Request(`http://localhost/documents/${wordId}?inline`), db.em(), user, {
          documentId: wordId,
        }),
      ),
    )) as Response;
    expect(wordInline.headers.get("Content-Disposition")).toMatch(/^attachment; /);
    const detail = await getTenderView(db.em(), ids.amharic!, user);
    expect(
      detail?.tender.documents.filter((item) => item.opensInline).map((item) => item.id),
    ).toEqual([document.id]);

    expect((await call(null)).status).toBe(302);
    for (const bad of ["..", "..\\..\\etc", "0", "99999", `${documentId}.pdf`, "-1"]) {
      expect((await call(user, bad)).status).toBe(404);
    }
  });
});

/**
 * An ORM that logs SQL as sent (values in place: the list nests raw fragments, each logged as a
 * bare `?` without "query-params"), and a way to run work on it that logs only its own queries.
 */
async function queryLog() {
  const queries: string[] = [];
  const orm = await MikroORM.init({
    ...ormConfig(db.url),
    debug: ["query", "query-params"],
    logger: (message: string) => queries.push(message),
  });
  const run = async <T>(work: (em: EntityManager) => Promise<T>): Promise<T> => {
    const em = orm.em.fork();
    await em.execute("select 1"); // the pool's connection setup is not the work's
    queries.length = 0;
    return work(em);
  };
  return { queries, run, close: () => orm.close() };
}

describe("query count", () => {
  it("runs a fixed few SQL queries whatever the page size, reusing the total", async () => {
    const { queries, run: logged, close } = await queryLog();
    try {
      const run = (pageSize: number, query = "") =>
        logged(async (em) => {
          const page = await listTenders(em, filters(query), {
            viewer: "user",
            now: NOW,
            pageSize,
          });
          await loadFilterOptions(em);
          return { count: queries.length, items: page.items.length, total: page.total };
        });
      // Any write to tenders makes every remembered result stale.
      await run(6, "status=closed");
      await db.em().execute("update tenders set title = title where id = ?", [tenderIds.road]);
      // Cold: the result remembered above is read by id and found stale (its version); then,
      // inside the guard's transaction (begin, statement timeout, commit), the first
      // 1,001 candidates, the page rows (with source and region), and the filter options: their
      // versions, then (the tender write changed the organisations they list) all of them in
      // one query; no query per tender.
      const cold = await run(6, "status=closed");
      expect(cold.items).toBe(6);
      expect(cold.total).toBe(13);
      expect(cold.count, queries.join("\n")).toBe(8);
      expect(
        queries.filter((query) => /limit/.test(query)),
        queries.join("\n"),
      ).toHaveLength(1);
      expect(queries.join("\n")).toMatch(/statement_timeout/);
      // Another page, or another page size, of the same query is a slice of its remembered
      // candidates: the rows by id and the catalog version, nothing searched or counted.
      const second = await run(6, "status=closed&page=2");
      expect(second.items).toBe(6);
      expect(second.total).toBe(13);
      expect(second.count, queries.join("\n")).toBe(2);
      const large = await run(50, "status=closed");
      expect(large.items).toBe(13);
      expect(large.total).toBe(13);
      expect(large.count, queries.join("\n")).toBe(2);
      expect(queries.join("\n")).not.toMatch(/limit|count\(/);
      // A search finds its candidates a window of publication days at a time, newest first,
      // 4 days, then each window three times as wide as the one before, up to 81 days (docs/
      // decisions/020): at most 4 windows (133 days), then one statement for everything older.
      // This one has fewer matches than candidates, so it asks all of them. Then one statement
      // ranks them.
      const searched = await run(6, "q=supply");
      const windows = queries.filter((query) => /tender_search_window/.test(query));
      expect(windows, queries.join("\n")).toHaveLength(4);
      expect(windows.every((query) => /offset 0\) t/.test(query))).toBe(true);
      expect(
        queries.filter((query) => /where search_vector @@ .* offset 0\) t/s.test(query)),
        queries.join("\n"),
      ).toHaveLength(1);
      expect(
        queries.filter((query) => /ts_rank/.test(query)),
        queries.join("\n"),
      ).toHaveLength(1);
      // Its next page is read from the ranked candidates: the rows, the excerpts of the
      // documents they matched in, and the catalog version.
      const next = await run(6, "q=supply&page=2");
      expect(next.count, queries.join("\n")).toBe(3);
      expect(queries.join("\n")).not.toMatch(/tender_search_window|ts_rank/);
      expect(next.total).toBe(searched.total);
      // Warm: page and total are reused while no tender changed (and, with a status filter,
      // until the next closing date): the rows by id and the catalog version.
      const warm = await run(6, "status=closed");
      expect(warm.items).toBe(6);
      expect(warm.total).toBe(13);
      expect(warm.count, queries.join("\n")).toBe(2);
      expect(queries.join("\n")).not.toMatch(/limit|count\(/);
    } finally {
      await close();
    }
  });

  it("remembers the filter options until a catalogue row changes", async () => {
    const { queries, run, close } = await queryLog();
    try {
      const load = () => run(loadFilterOptions);
      const first = await load();
      const again = await load();
      expect(again).toBe(first);
      expect(queries, queries.join("\n")).toHaveLength(1);
      expect(queries[0]).toMatch(/select version from catalog_version/);
      expect(Object.isFrozen(again.categories[0]!.subcategories)).toBe(true);

      const em = db.em();
      const region = em.create(Region, { name: `Probe region ${randomUUID()}` });
      await em.flush();
      const withRegion = await load();
      expect(withRegion.regions.map((option) => option.name)).toContain(region.name);

      const renamed = `Renamed ${randomUUID()}`;
      await em.execute("update subcategories set name = ? where id = ?", [renamed, ids.roads]);
      const construction = (await load()).categories.find((c) => c.id === ids.construction);
      expect(construction?.subcategories.map((option) => option.name)).toContain(renamed);

      await em.execute("update subcategories set name = 'Road Construction' where id = ?", [
        ids.roads,
      ]);
      em.remove(region);
      await em.flush();
      expect((await load()).regions.map((option) => option.name)).not.toContain(region.name);
    } finally {
      await close();
    }
  });

  it("lists from a remembered result the pages a fresh query lists", async () => {
    const em = db.em();
    const fresh = () =>
      em.execute("update tenders set title = title where id = ?", [tenderIds.road]);
    const page = async (query: string, number: number) => {
      const listed = await listTenders(em.fork(), filters(`${query}&page=${number}`), {
        viewer: "user",
        now: NOW,
        pageSize: 4,
      });
      return { ids: listed.items.map((item) => item.id), page: listed.page };
    };
    for (const query of ["status=closed", "q=supply", "sort=closing"]) {
      const cold = [];
      for (const number of [1, 2, 3, 99]) {
        await fresh();
        cold.push(await page(query, number));
      }
      await fresh();
      const warm = [await page(query, 1)];
      for (const number of [2, 3, 99]) warm.push(await page(query, number));
      expect(warm, query).toEqual(cold);
      expect(new Set(cold.flatMap((listed) => listed.ids)).size, query).toBeGreaterThan(4);
    }
  });

  it("does not reuse a status-filtered page once a tender in it has closed", async () => {
    const closing = at(10 * DAY); // the road tender's closing instant
    const open = async (now: Date) =>
      (
        await listTenders(db.em(), filters("status=open"), { viewer: "user", now, pageSize: 100 })
      ).items.map((item) => item.id);
    const before = new Date(closing.getTime() - 1);
    expect(await open(before)).toContain(tenderIds.road);
    expect(await open(before)).toContain(tenderIds.road); // remembered
    expect(await open(closing)).not.toContain(tenderIds.road);
    expect(await open(before)).toContain(tenderIds.road); // and back, for a pinned clock
  });

  it("keeps remembered lists through the worker's announcements that change nothing", async () => {
    const version = async () =>
      Number(
        (
          await db.em().execute<{ version: string }[]>("select version from tender_list_version")
        )[0]!.version,
      );
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const tx = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
      await announceDueTenders(tx, null); // whatever the fixtures left due
      const before = await version();
      expect(await announceDueTenders(tx, null)).toEqual([]);
      expect(await version()).toBe(before);
      await client.query("update tenders set title = title where id = $1", [tenderIds.road]);
      expect(await version()).toBe(before + 1);
    } finally {
      await client.end();
    }
  });

  it("counts again as soon as a tender or its categories change", async () => {
    const em = db.em();
    const list = async () => (await listTenders(em.fork(), filters(""), { viewer: "user" })).total;
    const before = await list();
    expect(await list()).toBe(before);
    const extra = em.create(Tender, {
      title: `Cache probe ${randomUUID()}`,
      snippet: "",
      publishedAt: new Date(),
    });
    await em.flush();
    expect(await list()).toBe(before + 1);

    const byCategory = async () =>
      (await listTenders(em.fork(), filters(`category=${ids.construction}`), { viewer: "user" }))
        .total;
    const inCategory = await byCategory();
    extra.categories.add(em.getReference(Category, ids.construction!));
    await em.flush();
    expect(await byCategory()).toBe(inCategory + 1);

    em.remove(extra);
    await em.flush();
    expect(await list()).toBe(before);
    expect(await byCategory()).toBe(inCategory);
  });
});
