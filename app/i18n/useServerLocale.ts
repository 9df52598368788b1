import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import type { Locale } from "./locales";

/** When a navigation brings another language (signing in or out), the page reloads in it. */
export function useServerLocale(serverLocale: Locale | null | undefined) {
  const { i18n } = useLingui();
  useEffect(() => {
    if (serverLocale && serverLocale !== i18n.locale) window.location.reload();
  }, [serverLocale, i18n.locale]);
}
