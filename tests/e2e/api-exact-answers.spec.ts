import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { allowedMethods, API_ROUTE_METHODS } from "../../app/modules/api/api-methods";
import { authAs, expectContract, withDatabase } from "./api-helpers";

/**
 * Issue 37's "exact API answers": every method a route does not serve is a JSON 405 with Allow;
 * control characters in a parameter are a 400 naming it (never a 503); paging past the end is
 * an empty page with the total; a bad page or pageSize is a 400 naming it; OCDS declares the
 * extension version whose fields it uses, and no tender period ends before it starts.
 */

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/** The API's routes from app/routes.ts (paths under /api), the catch-all left out. */
function apiRoutes(): string[] {
  const api = (routes as RouteConfigEntry[]).find((entry) => entry.path === "api");
  return (api?.children ?? []).map((entry) => entry.path ?? "").filter((path) => path !== "*");
}

/** A concrete URL of an API route: a metadata kind that exists, ids that do not. */
const concrete = (routePath: string) =>
  `/api/${routePath}`.replace(/:(\w+)/g, (_, name: string) =>
    name === "kind" ? "sources" : name === "change" ? "deactivate" : "999999999",
  );

async function expectJsonError(response: APIResponse, status: number) {
  expect(response.status(), await response.text()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = await response.json();
  expect(body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  expect(body.message).not.toMatch(/Unexpected Server Error/);
  return body as { message: string; errors?: Record<string, string[]> };
}

test.describe("405", () => {
  test("every method an API route does not serve answers 405, JSON and Allow; those it serves never do", async ({
    request,
  }) => {
    const paths = apiRoutes();
    expect(paths.length).toBeGreaterThan(20);
    for (const routePath of paths) {
      const allow = allowedMethods(routePath);
      expect(allow, `${routePath} is missing from API_ROUTE_METHODS`).not.toBeNull();
      const served = allow!.split(", ");
      for (const method of METHODS) {
        const url = concrete(routePath);
        const response = await request.fetch(url, { method, maxRedirects: 0 });
        const label = `${method} ${url}`;
        if (served.includes(method)) {
          expect(response.status(), label).not.toBe(405);
          continue;
        }
        expect(response.status(), label).toBe(405);
        expect(response.headers()["allow"], label).toBe(allow);
        // HEAD has no body to read; its headers say what a GET's would be.
        expect(response.headers()["content-type"], label).toContain("application/json");
        if (method !== "HEAD") {
          const body = await expectJsonError(response, 405);
          expect(body.message, label).toContain(allow!);
        }
      }
    }
  });

  test("the answers the issue found: openapi.json, OCDS and DELETE /api/tenders", async ({
    request,
  }) => {
    const cases: [string, string, string][] = [
      ["PUT", "/api/openapi.json", "GET, HEAD"],
      ["POST", "/api/openapi.json", "GET, HEAD"],
      ["POST", "/api/ocds/releases", "GET, HEAD"],
      ["DELETE", "/api/ocds/releases/1", "GET, HEAD"],
      ["DELETE", "/api/tenders", "GET, HEAD, POST"],
      ["GET", "/api/auth/login", "POST"],
    ];
    const admin = await authAs(request, "superadmin");
    for (const [method, url, allow] of cases) {
      // With a token too: a method is refused before who asks matters.
      for (const headers of [{}, admin]) {
        const response = await request.fetch(url, { method, headers });
        const body = await expectJsonError(response, 405);
        expect(response.headers()["allow"]).toBe(allow);
        expect(body.message).toBe(`${method} is not allowed here: use ${allow}`);
      }
    }
    // A path no route knows stays a 404, whatever the method.
    await expectJsonError(await request.delete("/api/no/such/thing"), 404);
    expect(Object.keys(API_ROUTE_METHODS)).toContain("ocds/releases/:tenderId");
  });
});

test.describe("control characters", () => {
  test("in any API query parameter: 400 naming it, never a 503, for visitors and callers alike", async ({
    request,
  }) => {
    const user = await authAs(request, "user");
    const admin = await authAs(request, "admin");
    const cases: [string, Record<string, string>, string[], string][] = [
      ["/api/tenders?q=%00", {}, ["q"], "/tenders"],
      ["/api/tenders?q=road%00works", user, ["q"], "/tenders"],
      ["/api/tenders?organisation=Ethio%01Telecom&q=%1B", user, ["organisation", "q"], "/tenders"],
      ["/api/tenders?q=ok&region=%7F", user, ["region"], "/tenders"],
      ["/api/ocds/releases?since=%00", {}, ["since"], "/ocds/releases"],
      ["/api/auth/users?q=%00", admin, ["q"], "/auth/users"],
      ["/api/tenders/metadata/regions?page=1%00", {}, ["page"], "/tenders/metadata/{kind}"],
      // A name too: it is a parameter the caller sent.
      ["/api/ocds/releases/1?x%00=1", {}, ["x\u0000"], "/ocds/releases/{tenderId}"],
    ];
    for (const [url, headers, names, documented] of cases) {
      const response = await request.get(url, { headers });
      expect(response.headers()["retry-after"], url).toBeUndefined();
      const body = await expectContract(request, response, "get", documented, 400);
      expect(Object.keys(body.errors).sort(), url).toEqual([...names].sort());
      for (const name of names) expect(body.message, url).toContain(name);
      expect(body.errors[names[0]!][0]).toMatch(/control character/);
    }
    // Tab and line breaks are whitespace in a search, not refused.
    const tab = await request.get("/api/tenders?q=road%09works%0A", { headers: user });
    expect(tab.status()).toBe(200);
  });

  test("in a JSON body's strings: 400 naming the field, nothing stored; line breaks in a message pass", async ({
    request,
  }) => {
    const subject = `Control characters ${Date.now()}`;
    const count = () =>
      withDatabase(async (client) => {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from advert_contacts where subject like $1",
          [`${subject}%`],
        );
        return rows[0]!.n;
      });
    const refused = await request.post("/api/advert-contact", {
      headers: { "X-Forwarded-For": "198.51.100.37" },
      data: { name: "Abebe\u0000", email: "nul@example.et", phone: "0911000000", subject },
    });
    const body = await expectContract(request, refused, "post", "/advert-contact", 400);
    expect(Object.keys(body.errors)).toEqual(["name"]);
    expect(await count()).toBe(0);
    const multiLine = await request.post("/api/advert-contact", {
      headers: { "X-Forwarded-For": "198.51.100.38" },
      data: {
        name: "Abebe",
        email: "lines@example.et",
        phone: "0911000000",
        subject: `${subject}\n\twith a second line`,
      },
    });
    expect(multiLine.status(), await multiLine.text()).toBe(201);
    expect(await count()).toBe(1);
  });

  test("in the list pages' and feeds' search: a 400 with a message, not 503", async ({
    request,
  }) => {
    for (const url of ["/home?q=%00", "/tenders?q=abc%00", "/home?q=%1B%5B31m"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(400);
      const html = await response.text();
      expect(html).toContain("holds a control character");
      expect(html).not.toContain("briefly unavailable");
    }
    for (const url of ["/feeds/tenders.rss?q=%00", "/feeds/tenders.atom?q=a%00b"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(400);
      expect(response.headers()["content-type"]).toContain("text/plain");
      expect(await response.text()).toMatch(/^q: .*control character/);
    }
    expect((await request.get("/feeds/tenders.rss?q=road")).status()).toBe(200);
  });
});

test.describe("paging", () => {
  const LISTS: [string, "visitor" | "admin", string][] = [
    ["/api/tenders", "visitor", "/tenders"],
    ["/api/tenders/metadata/regions", "visitor", "/tenders/metadata/{kind}"],
    ["/api/auth/users", "admin", "/auth/users"],
    ["/api/advert-contact", "admin", "/advert-contact"],
  ];

  test("a bad page or pageSize is a 400 naming it, on every list", async ({ request }) => {
    for (const [path, role, documented] of LISTS) {
      const headers = await authAs(request, role);
      const cases: [string, string[]][] = [
        ["page=-1", ["page"]],
        ["page=0", ["page"]],
        ["page=abc", ["page"]],
        ["page=1e20", ["page"]],
        ["page=1.5", ["page"]],
        ["page=", ["page"]],
        ["pageSize=0", ["pageSize"]],
        ["pageSize=100000", ["pageSize"]],
        ["pageSize=101", ["pageSize"]],
        ["page=0&pageSize=abc", ["page", "pageSize"]],
      ];
      for (const [query, names] of cases) {
        const response = await request.get(`${path}?${query}`, { headers });
        const body = await expectContract(request, response, "get", documented, 400);
        expect(Object.keys(body.errors).sort(), `${path}?${query}`).toEqual(names);
        expect(body.message).toBe(`Invalid query parameter: ${names.join(", ")}`);
        // One message per problem, even where a value fails two checks (1e20).
        expect(body.errors[names[0]!]).toHaveLength(1);
      }
      for (const query of ["page=1&pageSize=1", "pageSize=100", "page=2"]) {
        const response = await request.get(`${path}?${query}`, { headers });
        expect(response.status(), `${path}?${query}`).toBe(200);
      }
    }
  });

  test("paging until an empty page ends, each item once", async ({ request }) => {
    // Lists no other test changes while this one pages.
    for (const path of ["/api/tenders/metadata/regions", "/api/tenders/metadata/languages"]) {
      const total = Number((await request.get(`${path}?pageSize=2`)).headers()["x-total-count"]);
      expect(total, path).toBeGreaterThan(2);
      const seen: number[] = [];
      let page = 1;
      for (; page <= total; page++) {
        const response = await request.get(`${path}?pageSize=2&page=${page}`);
        expect(response.status()).toBe(200);
        expect(Number(response.headers()["x-total-count"]), path).toBe(total);
        const items = (await response.json()) as { id: number }[];
        if (items.length === 0) break;
        seen.push(...items.map((item) => item.id));
      }
      // The first empty page is the one after the last, and every item came once.
      expect(page, path).toBe(Math.ceil(total / 2) + 1);
      expect(seen.length, path).toBe(total);
      expect(new Set(seen).size, path).toBe(total);
    }
  });

  test("a page past the end is [] with the total, on every list; tenders no longer repeat the last page", async ({
    request,
  }) => {
    for (const [path, role] of LISTS) {
      const headers = await authAs(request, role);
      const far = await request.get(`${path}?pageSize=100&page=1000000`, { headers });
      expect(far.status(), path).toBe(200);
      expect(await far.json(), path).toEqual([]);
      // The total, as page 1 has it (other tests may add users or messages meanwhile).
      expect(far.headers()["x-total-count"], path).toMatch(/^\d+$/);
    }
    for (const role of ["visitor", "user"] as const) {
      const headers = await authAs(request, role);
      const first = await request.get("/api/tenders?pageSize=50", { headers });
      const total = Number(first.headers()["x-total-count"]);
      expect(total).toBeGreaterThan(50);
      const lastPage = Math.ceil(total / 50);
      const last = await request.get(`/api/tenders?pageSize=50&page=${lastPage}`, { headers });
      const lastIds = ((await last.json()) as { id: number }[]).map((item) => item.id);
      expect(lastIds.length).toBeGreaterThan(0);
      const past = await request.get(`/api/tenders?pageSize=50&page=${lastPage + 1}`, { headers });
      const body = await expectContract(request, past, "get", "/tenders", 200);
      expect(body).toEqual([]);
      // Other tests may publish tenders meanwhile, never remove the demo ones.
      expect(Number(past.headers()["x-total-count"])).toBeGreaterThanOrEqual(total);
    }
  });
});

test.describe("OCDS", () => {
  async function allReleases(request: APIRequestContext) {
    const headers = await authAs(request, "user");
    const packages = [];
    let url: string | undefined = "/api/ocds/releases?limit=100";
    while (url) {
      const response: APIResponse = await request.get(url, { headers });
      expect(response.status()).toBe(200);
      const body: { links?: { next?: string } } = await response.json();
      packages.push(body);
      url = body.links?.next && new URL(body.links.next).pathname + new URL(body.links.next).search;
    }
    return packages as {
      extensions: string[];
      releases: {
        tender: {
          participationFees?: { id: string }[];
          tenderPeriod?: { startDate: string; endDate?: string };
        };
      }[];
    }[];
  }

  test("declares the participation fee extension at a version with fee ids, and no period ends before it starts", async ({
    request,
  }) => {
    const packages = await allReleases(request);
    const releases = packages.flatMap((pack) => pack.releases);
    expect(releases.length).toBeGreaterThan(50);
    expect(releases.some((release) => release.tender.participationFees?.[0]?.id)).toBe(true);
    for (const pack of packages) {
      const [extension] = pack.extensions.filter((url) => url.includes("participationFee"));
      const version = /\/v(\d+)\.(\d+)\.(\d+)\/extension\.json$/.exec(extension ?? "");
      expect(version, extension).not.toBeNull();
      const [major, minor, patch] = version!.slice(1).map(Number) as [number, number, number];
      // A fee's `id` came in v1.1.3.
      expect(major * 10_000 + minor * 100 + patch, extension).toBeGreaterThanOrEqual(10_103);
    }
    const inverted = releases.filter(
      ({ tender: { tenderPeriod } }) =>
        tenderPeriod?.endDate && tenderPeriod.endDate < tenderPeriod.startDate,
    );
    expect(inverted).toEqual([]);
  });
});
