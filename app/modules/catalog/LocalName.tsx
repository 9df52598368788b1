import { Trans } from "@lingui/react/macro";
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

/** An admin table's English name: marked as English on the pages of other languages. */
export function EnglishName({ name }: { name: string }) {
  return usePageLocale() === "en" ? <>{name}</> : <span lang="en">{name}</span>;
}

/** An admin table's Amharic name, or a quiet note that there is none. */
export function AmharicName({ nameAm }: { nameAm: string | null }) {
  return nameAm ? (
    <span lang="am">{nameAm}</span>
  ) : (
    <span className="muted">
      <Trans>none</Trans>
    </span>
  );
}
