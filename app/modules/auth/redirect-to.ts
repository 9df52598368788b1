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

/** `/login?redirectTo=<the current path and query>`. */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  return `/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`;
}
