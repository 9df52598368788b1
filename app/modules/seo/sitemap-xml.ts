import { LOCALES } from "~/i18n/locales";

// sitemaps.org's protocol, with hreflang language versions.

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const XML_DECLARATION = `<?xml version="1.0" encoding="UTF-8"?>\n`;

/** Addresses per sitemap, and sitemaps per index. */
export const SITEMAP_URL_LIMIT = 50_000;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!,
  );

interface SitemapPage {
  address: string;
  lastModified?: Date;
}

function languageVersions(address: string): string {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  const separator = address.includes("?") ? "&" : "?";
  return [
    ...LOCALES.map((locale) => link(locale, `${address}${separator}lng=${locale}`)),
    link("x-default", address),
  ].join("");
}

export function sitemapXml(pages: readonly SitemapPage[]): string {
  const urls = pages.map(
    ({ address, lastModified }) =>
      `<url><loc>${escapeXml(address)}</loc>${
        lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ""
      }${languageVersions(address)}</url>\n`,
  );
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join("")}</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly string[]): string {
  const entries = sitemaps.map(
    (address) => `<sitemap><loc>${escapeXml(address)}</loc></sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join("")}</sitemapindex>\n`;
}
