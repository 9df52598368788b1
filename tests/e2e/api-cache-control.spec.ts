import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import routes from "../../app/routes";
import { authAs } from "./api-helpers";
import { DEMO, DEMO_PASSWORD } from "./fixtures";

// Who may keep an answer (app/server/cache-policy.server.ts), against the production server:
// nothing a signed-in user or a token holder receives may be stored by a shared cache, and
// only the answers that are the same for every visitor are public.

/** Every path of the route table, nested routes joined, e.g. `admin/tenders/edit/:id`. */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    // A layout (admin, api) answers through its children only.
    const own = entry.index || (entry.path !== undefined && !entry.children?.length) ? [path] : [];
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

interface Samples {
  tender: number;
  category: number;
  document: string;
}

/** A URL for a route path, with real ids where the demo data has them. */
function concrete(path: string, samples: Samples): string {
  return `/${path}`
    .replace(/\/\*$/, path.startsWith("api") ? `/${samples.document}` : "/no-such-page")
    .replace(/:(id|tenderId)\b/g, String(samples.tender))
    .replace(/:categoryId\b/g, String(samples.category))
    .replace(/categories\/(edit|delete)\/\d+/, `categories/$1/${samples.category}`)
    .replace(":kind", "regions")
    .replace(":slug", "about")
    .replace(":documentId", samples.document.split("/")[1]!)
    .replace(":file", "not-a-token.ics");
}

async function samplesFrom(request: APIRequestContext): Promise<Samples> {
  const headers = await authAs(request, "user");
  const tenders = (await (await request.get("/api/tenders?pageSize=100", { headers })).json()) as {
    id: number;
    documentPath: string;
  }[];
  const withDocument = tenders.find((tender) => tender.documentPath)!;
  const categories = (await (await request.get("/api/categories")).json()) as { id: number }[];
  return {
    tender: withDocument.id,
    category: categories[0]!.id,
    document: withDocument.documentPath.split(",")[0]!,
  };
}

const cacheControl = (response: APIResponse) => response.headers()["cache-control"] ?? "";

function expectPrivate(response: APIResponse, what: string) {
  expect(cacheControl(response), `${what} (${response.status()})`).toMatch(
    /^(private, no-store|no-store)$/,
  );
}

const allPaths = routePaths(routes);
const pagePaths = allPaths.filter((path) => !path.startsWith("api"));
const apiPaths = allPaths.filter((path) => path.startsWith("api/"));

test("the route table is enumerated: pages, admin pages and API calls", () => {
  expect(pagePaths).toEqual(expect.arrayContaining(["", "home", "admin", "admin/users", "about"]));
  expect(apiPaths).toEqual(expect.arrayContaining(["api/tenders", "api/tenders/saved"]));
  expect(pagePaths.length + apiPaths.length).toBe(allPaths.length);
});

test("every page and its .data answer is private for a signed-in user", async ({
  playwright,
  request,
  baseURL,
}) => {
  const samples = await samplesFrom(request);
  const session = await playwright.request.newContext({ baseURL });
  const login = await session.post("/login", {
    form: { email: DEMO.superadmin, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  expectPrivate(login, "POST /login");
  // Sign-out last: every other page is asked while signed in.
  const paths = pagePaths.filter((path) => path !== "logout");
  for (const path of paths) {
    const url = concrete(path, samples);
    const page = await session.get(url, { maxRedirects: 0 });
    expectPrivate(page, url);
    if (page.headers()["content-type"]?.startsWith("text/html")) {
      expect(page.headers()["vary"] ?? "", url).toMatch(/\bCookie\b/);
    }
    const dataUrl = url === "/" ? "/_root.data" : `${url}.data`;
    expectPrivate(await session.get(dataUrl, { maxRedirects: 0 }), dataUrl);
  }
  // Still signed in after the walk (no page above signed the session out).
  const home = await session.get("/home");
  expect(await home.text()).toContain("Profile");
  expectPrivate(home, "/home");
  expectPrivate(await session.post("/logout", { maxRedirects: 0 }), "POST /logout");
  await session.dispose();
});

test("every API answer to a token holder is private, public calls included", async ({
  request,
}) => {
  const samples = await samplesFrom(request);
  for (const role of ["user", "admin"] as const) {
    const headers = await authAs(request, role);
    for (const path of apiPaths) {
      const url = concrete(path, samples);
      const answer = await request.get(url, { headers, maxRedirects: 0 });
      expectPrivate(answer, `${role} GET ${url}`);
      expect(answer.headers()["vary"] ?? "", url).toMatch(/\bAuthorization\b/);
    }
  }
  // A wrong token and a write answer the same way.
  const wrong = await request.get("/api/tenders", { headers: { Authorization: "Bearer nope" } });
  expect(wrong.status()).toBe(401);
  expectPrivate(wrong, "wrong token");
  const login = await request.post("/api/auth/login", {
    data: { email: DEMO.user, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  expectPrivate(login, "POST /api/auth/login");
});

test("a visitor's public pages may be shared briefly; the rest is private", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  for (const path of [
    "/",
    "/home",
    "/tenders?q=road",
    "/about",
    "/privacy",
    "/terms",
    "/tenders/1",
  ]) {
    const page = await visitor.get(path);
    expect(page.status(), path).toBe(200);
    expect(cacheControl(page), path).toBe("public, max-age=60");
    expect(page.headers()["vary"], path).toMatch(/\bCookie\b/);
    // Each document has its own CSP nonce: no validator that would pair a stored body with a
    // fresh nonce.
    expect(page.headers()["etag"], path).toBeUndefined();
  }
  for (const path of ["/login", "/register", "/contact", "/forgot-password", "/home?status=open"]) {
    expectPrivate(await visitor.get(path, { maxRedirects: 0 }), `visitor ${path}`);
  }

  // `.data` has no nonce: it gets an ETag and answers 304 while it is unchanged.
  const about = await visitor.get("/about.data");
  expect(about.status()).toBe(200);
  expect(cacheControl(about)).toBe("public, max-age=60");
  const etag = about.headers()["etag"]!;
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await visitor.get("/about.data", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()["etag"]).toBe(etag);
  expect(await again.body()).toHaveLength(0);
  await visitor.dispose();
});

test("public API reads and feeds carry validators and answer 304", async ({ request }) => {
  for (const path of [
    "/api/tenders?pageSize=5",
    "/api/categories",
    "/api/tenders/metadata/regions",
    "/api/openapi.json",
    "/feeds/tenders.rss",
    "/feeds/tenders.atom?q=road",
    "/robots.txt",
    "/sitemap.xml",
    "/sitemaps/pages.xml",
  ]) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    expect(cacheControl(first), path).toMatch(/^public, max-age=(60|300)$/);
    const etag = first.headers()["etag"];
    expect(etag, path).toMatch(/^W\/".+"$/);
    if (path.startsWith("/api/")) {
      expect(first.headers()["vary"], path).toMatch(/\bAuthorization\b/);
    }
    const unchanged = await request.get(path, { headers: { "If-None-Match": etag! } });
    expect(unchanged.status(), path).toBe(304);
    const other = await request.get(path, { headers: { "If-None-Match": 'W/"other"' } });
    expect(other.status(), path).toBe(200);
    expect(await other.text()).toBe(await first.text());
  }
  const feed = await request.get("/feeds/tenders.rss");
  expect(feed.headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'; sandbox",
  );
  expect(feed.headers()["x-content-type-options"]).toBe("nosniff");
});

test("Markdown pages answer their .data request (client-side navigation)", async ({ request }) => {
  for (const [path, title] of [
    ["/about", "About Us"],
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
  ]) {
    const data = await request.get(`${path}.data`);
    expect(data.status(), path).toBe(200);
    expect(await data.text(), path).toContain(title);
  }
  expect((await request.get("/no-such-page.data")).status()).toBe(404);
});
