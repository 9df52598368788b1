import { usePageLocale } from "~/modules/tenders/page-locale";
import { localName, sortedByLocalName, type CatalogName } from "./local-name";

/** A catalogue name in the page's language, marked as English where it falls back to it. */
export function LocalName({ item }: { item: CatalogName }) {
  const { text, lang } = localName(item, usePageLocale());
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}

/** A select's options for catalogue items, in the order of the names the page shows. */
export function CatalogOptions({ items }: { items: readonly (CatalogName & { id: number })[] }) {
  const locale = usePageLocale();
  return sortedByLocalName(items, locale).map((item) => {
    const { text, lang } = localName(item, locale);
    return (
      <option key={item.id} value={item.id} lang={lang}>
        {text}
      </option>
    );
  });
}

/** `items` in the order of the names the page shows. */
export function useLocalOrder() {
  const locale = usePageLocale();
  return <T extends CatalogName>(items: readonly T[]) => sortedByLocalName(items, locale);
}
