import Negotiator from "negotiator";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";

export interface LocaleSources {
  query: string | null;
  cookie: unknown;
  preference: string | null;
  acceptLanguage: string | null;
}

/** `?lng=`, the switch's cookie, the user's saved preference, Accept-Language, then English. */
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
