import { useLingui } from "@lingui/react";
import { DEFAULT_LOCALE } from "~/i18n/locales";

/**
 * A form's check in the browser (Conform's onValidate), on English pages only: the shared
 * schemas' messages are English in the browser, their translations being in the server's
 * catalogues, so in another language the server checks on submit and answers in it.
 */
export function useBrowserValidation<Validate>(validate: Validate): Validate | undefined {
  const { i18n } = useLingui();
  return i18n.locale === DEFAULT_LOCALE ? validate : undefined;
}
