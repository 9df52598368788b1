import { useLingui } from "@lingui/react";
import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LOCALES } from "~/i18n/locales";

/** Plain links, not client navigation: the whole page and its catalogue change. */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const redirectTo = pathname + search;
  return (
    <ul className="language-switch">
      {LOCALES.filter((locale) => locale !== i18n.locale).map((locale) => (
        <li key={locale}>
          <a
            href={`/language?${new URLSearchParams({ lng: locale, redirectTo })}`}
            lang={locale}
            hrefLang={locale}
          >
            {LANGUAGE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
