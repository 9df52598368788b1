/**
 * robots.txt: crawlers may read the public pages (landing, lists, tenders' teasers, the
 * Markdown pages, feeds) and are kept out of accounts, administration, the API, sign-in forms
 * and documents, which answer visitors with a login page anyway.
 */
export function robotsTxt(appUrl: string): string {
  const disallowed = [
    "/account",
    "/admin",
    "/api/",
    "/alerts",
    "/welcome",
    "/mytender",
    "/documents/",
    "/feeds/saved/",
    "/language",
    "/login",
    "/logout",
    "/register",
    "/forgot-password",
    "/reset-password",
    "/tenders/*/save",
    "/tenders/*/documents.zip",
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
