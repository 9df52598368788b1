import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import type { Locale } from "./locales";

/**
 * The browser holds one language's catalogue, chosen when the page loaded. When a client-side
 * navigation brings another language from the server (signing in as someone who chose Amharic,
 * signing out), the page is loaded afresh in that language: its catalogue and <html lang> with it.
 */
export function useServerLocale(serverLocale: Locale | null | undefined) {
  const { i18n } = useLingui();
  useEffect(() => {
    if (serverLocale && serverLocale !== i18n.locale) window.location.reload();
  }, [serverLocale, i18n.locale]);
}
