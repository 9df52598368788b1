import { beforeAll, describe, expect, it } from "vitest";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { Tender } from "~/modules/tenders/tender.entity";
import { getTenderTeaser } from "~/modules/tenders/tender-teaser.server";
import { SITEMAP_URL_LIMIT } from "~/modules/seo/sitemap-xml";
import { loader as detailLoader } from "~/routes/tenders/detail";
import { loader as robotsLoader } from "~/routes/seo/robots";
import { loader as sitemapIndexLoader } from "~/routes/seo/sitemap-index";
import { loader as sitemapPageLoader } from "~/routes/seo/sitemap-page";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { routeArgs } from "./route-args";

const db = setupTestDatabase();

// Words only in what a visitor must not see: the description and the closing date.
const SECRET = "confidential-boq-details";
const CLOSING = new Date("2031-03-14T07:30:00.000Z");
const APP_URL = "http://localhost:3000";

const ids: Record<string, number> = {};
let user: CurrentUser;

beforeAll(async () => {
  const em = db.em();
  const now = Date.now();
  const make = (key: string, fields: Partial<Tender>) =>
    [
      key,
      em.create(Tender, {
        title: `Tender ${key}`,
        snippet: `Snippet of ${key}`,
        description: `<p>${SECRET} of ${key}</p>`,
        organisation: "Secret Issuing Agency",
        closingDate: CLOSING,
        publishedAt: new Date(now - 86_400_000),
        ...fields,
      }),
    ] as const;
  const rows = [
    make("open", {}),
    make("noClosing", { closingDate: null }),
    make("closed", { closingDate: new Date(now - 3_600_000) }),
    make("draft", { publishedAt: null }),
    make("scheduled", { publishedAt: new Date(now + 86_400_000) }),
  ];
  await em.flush();
  for (const [key, row] of rows) ids[key] = row.id;
  user = toCurrentUser(
    await registerUser(db.em(), {
      fullname: "Teaser Reader",
      email: "teaser@example.et",
      phone: "0911000001",
      password: "long-enough-pass",
    }),
  );
});

const detail = (id: string, viewer: CurrentUser | null) =>
  detailLoader(routeArgs(new Request(`http://localhost/tenders/${id}`), db.em(), viewer, { id }));

async function status(load: () => Promise<unknown>): Promise<number> {
  try {
    await load();
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status: number } }).init?.status ?? 500;
  }
}

describe("a tender's teaser", () => {
  it("is a visitor's card: id, title and snippet, nothing else", async () => {
    const teaser = await getTenderTeaser(db.em(), ids.open!);
    expect(teaser).toEqual({ id: ids.open, title: "Tender open", snippet: "Snippet of open" });
    // Closed tenders are still shown: a shared link keeps working after the closing date.
    expect(await getTenderTeaser(db.em(), ids.closed!)).not.toBeNull();
  });

  it("is what a visitor's loader returns, without dates, description or documents", async () => {
    const page = await detail(String(ids.open), null);
    expect(page).toEqual({
      teaser: true,
      tender: { id: ids.open, title: "Tender open", snippet: "Snippet of open" },
    });
    const sent = JSON.stringify(page);
    for (const secret of [SECRET, "Secret Issuing Agency", "2031", "documents", "closingDate"]) {
      expect(sent).not.toContain(secret);
    }
  });

  it("is not found for drafts, scheduled and unknown tenders", async () => {
    for (const key of ["draft", "scheduled"]) {
      expect(await getTenderTeaser(db.em(), ids[key]!)).toBeNull();
      expect(await status(() => detail(String(ids[key]), null)), key).toBe(404);
      // A signed-in user who is not their publisher does not see them either.
      expect(await status(() => detail(String(ids[key]), user)), key).toBe(404);
    }
    for (const id of ["999999", "abc", "0", "99999999999"]) {
      expect(await status(() => detail(id, null)), id).toBe(404);
    }
  });

  it("gives way to the whole tender for a signed-in user", async () => {
    const page = await detail(String(ids.open), user);
    expect(page.teaser).toBe(false);
    expect(page.tender).toMatchObject({
      closingDate: CLOSING.toISOString(),
      organisation: "Secret Issuing Agency",
    });
  });
});

async function get(loader: (args: never) => Promise<Response> | Response, path: string) {
  const file = path.split("/").pop()!;
  const response = await loader(
    routeArgs(new Request(`http://localhost${path}`), db.em(), null, { file }),
  );
  return { response, text: await response.text() };
}

describe("robots.txt and the sitemaps", () => {
  it("robots.txt keeps crawlers out of accounts, admin and the API and names the sitemap", async () => {
    const { response, text } = await get(robotsLoader, "/robots.txt");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    for (const line of ["Disallow: /account", "Disallow: /admin", "Disallow: /api/", "Allow: /"]) {
      expect(text.split("\n")).toContain(line);
    }
    expect(text).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  it("the index names the pages' and buyers' sitemaps and the tenders' page holding the open ones", async () => {
    const { response, text } = await get(sitemapIndexLoader, "/sitemap.xml");
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const page = Math.floor((ids.open! - 1) / SITEMAP_URL_LIMIT) + 1;
    expect(locs).toEqual([
      `${APP_URL}/sitemaps/pages.xml`,
      // The tenders' organisations have profiles.
      `${APP_URL}/sitemaps/organisations.xml`,
      `${APP_URL}/sitemaps/tenders-${page}.xml`,
    ]);
  });

  it("a tenders' page lists the open published tenders only, each in both languages", async () => {
    const page = Math.floor((ids.open! - 1) / SITEMAP_URL_LIMIT) + 1;
    const { response, text } = await get(sitemapPageLoader, `/sitemaps/tenders-${page}.xml`);
    expect(response.status).toBe(200);
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([`${APP_URL}/tenders/${ids.open}`, `${APP_URL}/tenders/${ids.noClosing}`]);
    expect(text).toContain(
      `<xhtml:link rel="alternate" hreflang="am" href="${APP_URL}/tenders/${ids.open}?lng=am"/>`,
    );
    expect(text).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${APP_URL}/tenders/${ids.open}"/>`,
    );
    expect(text).not.toContain(SECRET);
  });

  it("answers 404 for a page without open tenders and for any other name", async () => {
    for (const path of [
      "/sitemaps/tenders-999.xml",
      "/sitemaps/tenders-99999999.xml",
      "/sitemaps/tenders-0.xml",
      "/sitemaps/tenders-1.xml.gz",
      "/sitemaps/other.xml",
    ]) {
      expect((await get(sitemapPageLoader, path)).response.status, path).toBe(404);
    }
    const pages = await get(sitemapPageLoader, "/sitemaps/pages.xml");
    expect(pages.text).toContain(`<loc>${APP_URL}/about</loc>`);
  });
});
