import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { userContext } from "./request-context";

/**
 * Who may keep an answer, decided here for every page, `.data` answer, feed and API answer
 * (the security middleware calls it on the way out). By default nothing is stored anywhere:
 * `private, no-store`, and always so for a signed-in user, a bearer token (even a wrong one),
 * a write, an error or an answer that sets a cookie. Only a GET that is the same for every
 * visitor, asked by a visitor, is `public` for a short while:
 *
 * - public pages (and their `.data`): `Vary: Cookie, Accept-Language` keeps a visitor's copy
 *   away from requests that carry a session or another language (app/i18n/locale.server.ts). No ETag on HTML: every document carries its own CSP nonce, so two
 *   renders never have the same bytes, and a 304 would pair a stored body's nonce with a fresh
 *   header's nonce, which blocks the page's scripts. The short max-age is the only reuse.
 * - the public API reads and the OpenAPI document, with `Vary: Authorization` (the API ignores
 *   cookies); the feeds, which are built the same for everybody (no Vary).
 * - everything but HTML (`.data`, JSON, feeds) gets a weak ETag from its bytes and answers
 *   If-None-Match with 304: no nonce in them, and readers and API clients poll.
 */
/** Seconds a shared cache may reuse a public page, `.data` or API answer. */
const PUBLIC_MAX_AGE = 60;
/** Feeds: readers poll every few minutes; a new tender may show up to this late. */
const FEED_MAX_AGE = 300;

interface PublicRoute {
  pattern: RegExp;
  maxAge: number;
  /** API answers vary by bearer token, pages by session and language cookies and language. */
  vary?: string[];
}

const PAGE_VARY = ["Cookie", "Accept-Language"];
const API_VARY = ["Authorization"];

const PUBLIC_ROUTES: PublicRoute[] = [
  // Landing, the tender lists and the Markdown pages: nothing on them depends on the visitor.
  {
    pattern: /^\/(home|tenders|about|privacy|terms)?$/,
    maxAge: PUBLIC_MAX_AGE,
    vary: PAGE_VARY,
  },
  // A tender's page is its teaser for every visitor (a signed-in user's is never stored).
  { pattern: /^\/tenders\/\d+$/, maxAge: PUBLIC_MAX_AGE, vary: PAGE_VARY },
  { pattern: /^\/feeds\/tenders\.(rss|atom)$/, maxAge: FEED_MAX_AGE },
  // For crawlers, built the same for everybody.
  {
    pattern: /^\/(robots\.txt|sitemap\.xml|sitemaps\/(pages|tenders-\d+)\.xml)$/,
    maxAge: FEED_MAX_AGE,
  },
  { pattern: /^\/api\/openapi\.json$/, maxAge: PUBLIC_MAX_AGE, vary: API_VARY },
  {
    pattern:
      /^\/api\/(tenders|tenders\/\d+|categories|categories\/\d+|categories\/\d+\/subcategories|tenders\/metadata\/[a-z]+)$/,
    maxAge: PUBLIC_MAX_AGE,
    vary: API_VARY,
  },
];

const PRIVATE = "private, no-store";

/** The path a route answers for: `/home.data` is `/home`, `/_root.data` is `/`. */
function routePath(pathname: string): { path: string; data: boolean } {
  if (!pathname.endsWith(".data")) return { path: pathname, data: false };
  const path = pathname.slice(0, -".data".length);
  return { path: path === "/_root" ? "/" : path, data: true };
}

function appendVary(headers: Headers, name: string) {
  const current = (headers.get("Vary") ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (!current.some((value) => value.toLowerCase() === name.toLowerCase())) current.push(name);
  headers.set("Vary", current.join(", "));
}

/** Weak comparison (RFC 9110 §8.8.3.2): `W/"x"` and `"x"` match; `*` matches anything. */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

export async function applyCachePolicy(
  request: Request,
  context: Readonly<RouterContextProvider>,
  response: Response,
): Promise<Response> {
  const headers = response.headers;
  const { path, data } = routePath(new URL(request.url).pathname);
  const api = path === "/api" || path.startsWith("/api/");
  const route = PUBLIC_ROUTES.find((candidate) => candidate.pattern.test(path));
  for (const name of route ? (route.vary ?? []) : api ? API_VARY : PAGE_VARY) {
    appendVary(headers, name);
  }

  const method = request.method.toUpperCase();
  const sameForAll =
    route !== undefined &&
    (method === "GET" || method === "HEAD") &&
    response.status === 200 &&
    !headers.has("Set-Cookie") &&
    context.get(userContext) === null &&
    !request.headers.has("Authorization");
  if (!sameForAll) {
    headers.set("Cache-Control", PRIVATE);
    return response;
  }
  headers.set("Cache-Control", `public, max-age=${route.maxAge}`);
  const html = !data && headers.get("Content-Type")?.startsWith("text/html");
  if (html || method === "HEAD" || !response.body) return response;

  const body = new Uint8Array(await response.arrayBuffer());
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  headers.set("ETag", etag);
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
    const notModified = new Headers(headers);
    notModified.delete("Content-Length");
    notModified.delete("Content-Type");
    return new Response(null, { status: 304, headers: notModified });
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
