import { Trans } from "@lingui/react/macro";
import { usePageLocale } from "~/modules/tenders/page-locale";

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
