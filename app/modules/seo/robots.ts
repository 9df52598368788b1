/** Documents, accounts and sign-in forms are kept out: they answer visitors with a login page. */
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
