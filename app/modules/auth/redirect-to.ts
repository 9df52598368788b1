/**
 * Only same-site paths may be redirect targets: "/x" yes; "//evil.test", "/\\evil.test",
 * "https://evil.test" no. Anything else falls back.
 */
export function safeRedirectTo(value: unknown, fallback = "/tenders"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) {
    return fallback;
  }
  if (value.includes("\\") || /[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}

/**
 * `/login?redirectTo=<the current page>`. During client-side navigation React Router fetches
 * `/page.data?_routes=…`; the page the user is on is the path without those.
 */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  url.searchParams.delete("_routes");
  return `/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`;
}
