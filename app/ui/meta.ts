import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18nFor } from "~/i18n/i18n-instances";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";

// eslint-disable-next-line lingui/no-unlocalized-strings -- the brand is not translated
export const SITE_NAME = "TenderLink";
const SITE_DESCRIPTION = msg`TenderLink simplifies the tendering process through technology-driven solutions: free access to public tenders in Ethiopia, with daily alerts by email, Telegram and SMS.`;
const HOME_TITLE = msg`TenderLink: public tenders in Ethiopia`;

/** What pageMeta reads of a route's meta arguments: the root's loader data, for the language. */
interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The language the page is rendered in, as the root loader said; meta runs outside React. */
export function metaI18n({ matches }: MetaArgsLike): I18n {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { locale?: unknown } | undefined;
  return i18nFor(isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE);
}

/**
 * Title and description tags for a page, in its language: "Login | TenderLink". A title from
 * data (a tender's) is a string; the page's own words are a message.
 */
export function pageMeta(args: MetaArgsLike, title?: MessageDescriptor | string) {
  const i18n = metaI18n(args);
  const text = typeof title === "string" ? title : title && i18n._(title);
  return [
    { title: text ? `${text} | ${SITE_NAME}` : i18n._(HOME_TITLE) },
    { name: "description", content: i18n._(SITE_DESCRIPTION) },
  ];
}
