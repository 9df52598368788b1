/** Only same-site paths: "//evil.test", "/\\evil.test" and absolute URLs fall back. */
export function safeRedirectTo(value: unknown, fallback = "/tenders"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) {
    return fallback;
  }
  if (value.includes("\\") || /[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}

// During client navigation React Router fetches `/page.data?_routes=…`; the user's page is the path
// without those.
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  url.searchParams.delete("_routes");
  return `/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`;
}
