import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18nFor } from "~/i18n/i18n-instances";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "~/i18n/locales";

// eslint-disable-next-line lingui/no-unlocalized-strings -- the brand is not translated
export const SITE_NAME = "TenderLink";
const SITE_DESCRIPTION = msg`TenderLink simplifies the tendering process through technology-driven solutions: free access to public tenders in Ethiopia, with daily alerts by email, Telegram and SMS.`;
const HOME_TITLE = msg`TenderLink: public tenders in Ethiopia`;

interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** Meta runs outside React, so the language comes from the root loader's data. */
export function metaI18n({ matches }: MetaArgsLike): I18n {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { locale?: unknown } | undefined;
  return i18nFor(isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE);
}

/** A title from data (a tender's) is a string; the page's own words are a message. */
export function pageMeta(args: MetaArgsLike, title?: MessageDescriptor | string) {
  const i18n = metaI18n(args);
  const text = typeof title === "string" ? title : title && i18n._(title);
  return [
    { title: text ? `${text} | ${SITE_NAME}` : i18n._(HOME_TITLE) },
    { name: "description", content: i18n._(SITE_DESCRIPTION) },
  ];
}

const OG_LOCALES: Record<Locale, string> = { en: "en_US", am: "am_ET" };
/** The site's picture for link previews (public/og-image.png, made by tests/screenshots). */
const OG_IMAGE = { path: "/og-image.png", width: "1200", height: "630" };

interface SharedPage {
  title: string;
  /** Empty: the site's own description. */
  description: string;
  /** Without a query: its address in every language. */
  path: string;
}

/** The canonical address is the one asked for: `?lng=am` names the Amharic version. */
export function sharedPageMeta(
  args: MetaArgsLike & { location: { search: string } },
  page: SharedPage,
) {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    { appUrl?: string; locale?: unknown } | undefined;
  const appUrl = root?.appUrl ?? "";
  const locale = isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
  const asked = new URLSearchParams(args.location.search).get("lng");
  const address = (language?: Locale) =>
    `${appUrl}${page.path}${language ? `?lng=${language}` : ""}`;
  const canonical = address(isLocale(asked) ? asked : undefined);
  const image = `${appUrl}${OG_IMAGE.path}`;
  const description = page.description || metaI18n(args)._(SITE_DESCRIPTION);
  return [
    { title: `${page.title} | ${SITE_NAME}` },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: OG_IMAGE.width },
    { property: "og:image:height", content: OG_IMAGE.height },
    { property: "og:locale", content: OG_LOCALES[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[other],
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LOCALES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: address(language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: address() },
  ];
}
