import type { I18n } from "@lingui/core";
import { translateText } from "~/i18n/translate-text.server";
import { ListBusyError } from "~/modules/domain-errors";
import { filterErrorsMessage } from "./tender-filters.schema";
import type { TenderFilterErrors } from "./tender-filters.schema";
import type { TenderPage } from "./tender-types";

const EMPTY_PAGE: TenderPage = {
  items: [],
  total: 0,
  totalPrecision: "exact",
  page: 1,
  pageCount: 1,
};

/** No list is read while a date filter is refused (400); too busy or too slow is a 503. */
export async function listPageResult(
  errors: TenderFilterErrors,
  list: () => Promise<TenderPage>,
  i18n: I18n,
): Promise<{
  result: TenderPage;
  busy: string | null;
  status: number;
  filterErrors: TenderFilterErrors;
}> {
  const filterErrors: TenderFilterErrors = {};
  for (const [param, messages] of Object.entries(errors) as [
    keyof TenderFilterErrors,
    string[],
  ][]) {
    filterErrors[param] = messages.map((message) => translateText(i18n, message));
  }
  if (Object.keys(errors).length) {
    const busy = translateText(i18n, filterErrorsMessage(errors));
    return { result: EMPTY_PAGE, busy, status: 400, filterErrors };
  }
  const { result, busy } = await listOrBusy(list());
  return {
    result,
    busy: busy && translateText(i18n, busy),
    status: busy ? 503 : 200,
    filterErrors,
  };
}

/** The page still shows the search and filters as the user left them. */
export async function listOrBusy(
  list: Promise<TenderPage>,
): Promise<{ result: TenderPage; busy: string | null }> {
  try {
    return { result: await list, busy: null };
  } catch (error) {
    if (!(error instanceof ListBusyError)) throw error;
    return {
      result: EMPTY_PAGE,
      busy: error.message,
    };
  }
}
