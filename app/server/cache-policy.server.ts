import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { userContext } from "./request-context";

// `private, no-store` unless a visitor GETs one of PUBLIC_ROUTES. No ETag on HTML: each document
// has its own CSP nonce, and a 304 pairing a stored body with a fresh nonce blocks its scripts.
const PUBLIC_MAX_AGE = 60;
/** Feeds: readers poll every few minutes; a new tender may show up to this late. */
const FEED_MAX_AGE = 300;

interface PublicRoute {
  pattern: RegExp;
  maxAge: number;
  vary?: string[];
}

const PAGE_VARY = ["Cookie", "Accept-Language"];
const API_VARY = ["Authorization"];

const PUBLIC_ROUTES: PublicRoute[] = [
  {
    pattern: /^\/(home|tenders|about|privacy|terms)?$/,
    maxAge: PUBLIC_MAX_AGE,
    vary: PAGE_VARY,
  },
  // A tender's page is its teaser for every visitor (a signed-in user's is never stored).
  { pattern: /^\/tenders\/\d+$/, maxAge: PUBLIC_MAX_AGE, vary: PAGE_VARY },
  { pattern: /^\/feeds\/tenders\.(rss|atom)$/, maxAge: FEED_MAX_AGE },
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
