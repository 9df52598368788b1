import { useLingui } from "@lingui/react";
import { DEFAULT_LOCALE } from "~/i18n/locales";

/** English pages only: the schemas' messages are English in the browser; others check on the server. */
export function useBrowserValidation<Validate>(validate: Validate): Validate | undefined {
  const { i18n } = useLingui();
  return i18n.locale === DEFAULT_LOCALE ? validate : undefined;
}
