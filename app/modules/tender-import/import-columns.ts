import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

// A header is matched without letter case, spaces or parentheses, so "Closing date (EAT)" is
// `closing_date`.
export const IMPORT_COLUMNS = [
  { key: "title", field: "title", label: msg`title`, required: true },
  { key: "snippet", field: "snippet", label: msg`snippet`, required: false },
  { key: "description", field: "description", label: msg`description`, required: false },
  { key: "organisation", field: "organisation", label: msg`organisation`, required: false },
  { key: "opening_date", field: "openingDate", label: msg`opening date`, required: false },
  { key: "closing_date", field: "closingDate", label: msg`closing date`, required: false },
  { key: "categories", field: "categories", label: msg`categories`, required: false },
  { key: "subcategories", field: "subcategories", label: msg`subcategories`, required: false },
  { key: "region", field: "tenderRegionId", label: msg`region`, required: true },
  { key: "source", field: "tenderSourceId", label: msg`source`, required: true },
  { key: "language", field: "tenderLanguageId", label: msg`language`, required: true },
  { key: "document_price", field: "documentPrice", label: msg`document price`, required: false },
  { key: "bid_bond", field: "bidBond", label: msg`bid bond`, required: false },
] as const satisfies readonly {
  key: string;
  field: string;
  label: MessageDescriptor;
  required: boolean;
}[];

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]["key"];

/* eslint-disable lingui/no-unlocalized-strings -- part of the file format, like the column names */
export const COLUMN_FORMATS: Partial<Record<ImportColumnKey, string>> = {
  opening_date: "EAT, YYYY-MM-DD HH:MM",
  closing_date: "EAT, YYYY-MM-DD HH:MM",
  categories: "names or ids, separated by ;",
  subcategories: "names or ids, separated by ;",
  region: "name or id",
  source: "name or id",
  language: "name or id",
  document_price: "birr",
  bid_bond: "percent",
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The same hints as the import page shows them, in its language (the template keeps English). */
export const COLUMN_HINTS: Partial<Record<ImportColumnKey, MessageDescriptor>> = {
  opening_date: msg`East Africa Time, YYYY-MM-DD HH:MM`,
  closing_date: msg`East Africa Time, YYYY-MM-DD HH:MM`,
  categories: msg`English or Amharic names, or ids, separated by ;`,
  subcategories: msg`English or Amharic names, or ids, separated by ;`,
  region: msg`English or Amharic name, or id`,
  source: msg`English or Amharic name, or id`,
  language: msg`English or Amharic name, or id`,
  document_price: msg`birr`,
  bid_bond: msg`percent`,
};

export const IMPORT_FILE_FIELD = "file";

export const LIST_SEPARATOR = ";";

export function headerKey(header: string): string {
  return header
    .replace(/\(.*\)/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

export function columnLabel(key: string): MessageDescriptor | null {
  return IMPORT_COLUMNS.find((column) => column.key === key)?.label ?? null;
}
