import type { Locale } from "~/i18n/locales";

// Shared with the components: no server code here.

/** A catalogue name with the Amharic version an admin may have given it. */
export interface CatalogName {
  name: string;
  nameAm?: string | null;
}

/**
 * The name a reader of `locale` gets. `lang` is "en" where the English stands in for a missing
 * Amharic name, so a screen reader reads it as English, not as Amharic letters.
 */
export function localName(item: CatalogName, locale: Locale): { text: string; lang?: "en" } {
  if (locale === "en") return { text: item.name };
  return item.nameAm ? { text: item.nameAm } : { text: item.name, lang: "en" };
}

/** `item` as a page in `locale` needs it: an English page never shows an Amharic name. */
export function namesForPage<T extends CatalogName>(item: T, locale: Locale): T {
  if (locale !== "en" || item.nameAm === undefined) return item;
  const { nameAm: _shownInAmharicOnly, ...english } = item;
  return english as T;
}

export function localNameText(item: CatalogName, locale: Locale): string {
  return localName(item, locale).text;
}

/** A copy sorted by the names as `locale` shows them. */
export function sortedByLocalName<T extends CatalogName>(items: readonly T[], locale: Locale): T[] {
  if (locale === "en") return [...items];
  const collator = new Intl.Collator(locale);
  return [...items].sort((a, b) =>
    collator.compare(localNameText(a, locale), localNameText(b, locale)),
  );
}
