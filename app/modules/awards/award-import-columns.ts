import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

// The award notices' import file: one award a row. A header is matched as the tender import's
// is (letter case, spaces and bracketed text do not count).
export const AWARD_IMPORT_COLUMNS = [
  { key: "tender_id", label: msg`tender id`, required: true },
  { key: "lot", label: msg`lot`, required: false },
  { key: "supplier", label: msg`supplier`, required: true },
  { key: "amount", label: msg`amount`, required: true },
  { key: "currency", label: msg`currency`, required: false },
  { key: "date", label: msg`date`, required: true },
  { key: "note", label: msg`note`, required: false },
] as const satisfies readonly { key: string; label: MessageDescriptor; required: boolean }[];

export type AwardColumnKey = (typeof AWARD_IMPORT_COLUMNS)[number]["key"];

/* eslint-disable lingui/no-unlocalized-strings -- part of the file format, like the column names */
export const AWARD_COLUMN_FORMATS: Partial<Record<AwardColumnKey, string>> = {
  tender_id: "the number in the tender's address",
  lot: "from 1; 1 when empty",
  amount: "positive, at most two decimals",
  currency: "ETB when empty",
  date: "YYYY-MM-DD, Gregorian calendar",
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The same, in the page's language, beside the column names on the import page. */
export const AWARD_COLUMN_HINTS: Partial<Record<AwardColumnKey, MessageDescriptor>> = {
  tender_id: msg`the number in the tender's address`,
  lot: msg`from 1; 1 when empty`,
  amount: msg`positive, at most two decimals`,
  currency: msg`ETB when empty`,
  date: msg`YYYY-MM-DD, Gregorian calendar`,
};

export function awardColumnLabel(key: string): MessageDescriptor | null {
  return AWARD_IMPORT_COLUMNS.find((column) => column.key === key)?.label ?? null;
}
