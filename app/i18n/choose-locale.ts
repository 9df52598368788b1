import Negotiator from "negotiator";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";

export interface LocaleSources {
  /** `?lng=` of this request. */
  query: string | null;
  /** The `lng` cookie the language switch set. */
  cookie: unknown;
  /** A signed-in user's saved preference. */
  preference: string | null;
  acceptLanguage: string | null;
}

/**
 * The page's language: `?lng=` for this request, then the switch's cookie, then a signed-in
 * user's saved preference (their choice on another device), then the browser's
 * Accept-Language, then English.
 */
export function chooseLocale(sources: LocaleSources): Locale {
  for (const choice of [sources.query, sources.cookie, sources.preference]) {
    if (isLocale(choice)) return choice;
  }
  const negotiator = new Negotiator({
    headers: { "accept-language": sources.acceptLanguage ?? undefined },
  });
  const accepted = negotiator.language([...LOCALES]);
  return isLocale(accepted) ? accepted : DEFAULT_LOCALE;
}
