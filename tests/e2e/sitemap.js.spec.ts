import { expect, test, type Page } from "@playwright/test";
import { withDatabase } from "./api-helpers";

// The sitemaps against the protocol's rules (sitemaps.org): well-formed XML in its namespace,
// at most 50,000 addresses and 50 MB uncompressed each, absolute addresses on this site.
// Parsed by the browser's DOMParser, hence JavaScript on.

const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const MAX_BYTES = 50 * 1024 * 1024;

async function parse(page: Page, xml: string) {
  return page.evaluate(
    ({ xml, ns }) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const error = doc.getElementsByTagName("parsererror").length > 0;
      const root = doc.documentElement;
      return {
        error,
        root: root.localName,
        namespace: root.namespaceURI,
        locs: [...doc.getElementsByTagNameNS(ns, "loc")].map((loc) => loc.textContent ?? ""),
        alternates: doc.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length,
      };
    },
    { xml, ns: NS },
  );
}

test("the sitemap lists open tenders and buyer profiles, within the protocol's limits", async ({
  page,
  request,
}) => {
  // Every sitemap is fetched and parsed.
  test.slow();
  await page.goto("/about");
  const robots = await (await request.get("/robots.txt")).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/^https?:\/\/.+\/sitemap\.xml$/);
  expect(robots).toMatch(/^Disallow: \/admin$/m);

  const indexResponse = await request.get("/sitemap.xml");
  expect(indexResponse.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const index = await parse(page, await indexResponse.text());
  expect(index).toMatchObject({ error: false, root: "sitemapindex", namespace: NS });
  expect(index.locs.length).toBeGreaterThan(1);
  expect(index.locs.length).toBeLessThanOrEqual(50_000);

  const listed: number[] = [];
  const profiles: string[] = [];
  for (const loc of index.locs) {
    expect(loc).toMatch(/^https?:\/\/[^/]+\/sitemaps\/(pages|organisations|tenders-\d+)\.xml$/);
    const response = await request.get(new URL(loc).pathname);
    expect(response.status(), loc).toBe(200);
    const body = await response.body();
    expect(body.byteLength).toBeLessThanOrEqual(MAX_BYTES);
    const sitemap = await parse(page, body.toString("utf8"));
    expect(sitemap, loc).toMatchObject({ error: false, root: "urlset", namespace: NS });
    expect(sitemap.locs.length).toBeGreaterThan(0);
    expect(sitemap.locs.length).toBeLessThanOrEqual(50_000);
    // Each address with its English, Amharic and default versions.
    expect(sitemap.alternates).toBe(sitemap.locs.length * 3);
    for (const address of sitemap.locs) {
      expect(address).toMatch(/^https?:\/\/[^/]+\//);
      const id = /\/tenders\/(\d+)$/.exec(address)?.[1];
      if (id) listed.push(Number(id));
      const slug = /\/organisations\/([^/?]+)$/.exec(address)?.[1];
      if (slug) profiles.push(decodeURIComponent(slug));
    }
  }

  const open = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `select id from tenders where published_at <= now()
          and (closing_date is null or closing_date > now()) order by id`,
    );
    return rows.map((row) => row.id);
  });
  expect(open.length).toBeGreaterThan(0);
  expect(listed.sort((a, b) => a - b)).toEqual(open);

  // Every organisation with a published tender, once, under the name it is kept by.
  const organisations = await withDatabase(async (client) => {
    const { rows } = await client.query<{ slug: string }>(
      `select o.slug from organisation_names o where o.merged_into is null
          and exists (select 1 from tenders t where t.organisation = o.name and t.published_at <= now())`,
    );
    return rows.map((row) => row.slug);
  });
  expect(organisations.length).toBeGreaterThan(0);
  expect(profiles.sort()).toEqual(organisations.sort());
});
