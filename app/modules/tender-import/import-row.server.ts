import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { checkDateOrder } from "~/modules/tenders/tender-commands.server";
import { tenderSchema, type TenderInput } from "~/modules/tenders/tender.schema";
import { ValidationError } from "~/modules/tenders/validation-error";
import { IMPORT_COLUMNS, LIST_SEPARATOR, type ImportColumnKey } from "./import-columns";
import { resolveItem, type CatalogueIndex, type ImportCatalogue } from "./import-catalogue.server";
import type { FileRow } from "./import-file-rows.server";

export interface RowProblem {
  column: ImportColumnKey | null;
  message: string;
  value?: string;
}

export interface CheckedRow {
  row: number;
  title: string;
  input: TenderInput | null;
  errors: RowProblem[];
}

const NOT_IN_CATALOGUE = sourceText(msg`Not in the catalogue, by name or by id`);
const NOT_A_SUBCATEGORY = sourceText(
  msg`Not a subcategory of this row's categories, by name or by id`,
);

const COLUMN_OF_FIELD = new Map<string, ImportColumnKey>(
  IMPORT_COLUMNS.map((column) => [column.field, column.key]),
);
const COLUMN_ORDER = new Map<string | null, number>(
  IMPORT_COLUMNS.map((column, index) => [column.key, index]),
);

const TEXT_COLUMNS = ["title", "snippet", "description", "organisation"] as const;
const DATE_COLUMNS = ["opening_date", "closing_date"] as const;
const NUMBER_COLUMNS = ["document_price", "bid_bond"] as const;
const SINGLE_ITEM_COLUMNS = [
  ["region", "regions"],
  ["source", "sources"],
  ["language", "languages"],
] as const;

const listItems = (text: string) =>
  text
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

function numberOrText(text: string): number | string {
  const cleaned = text.replace(/[,\s]/g, "");
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : text;
}

/** The admin form's rules: the shared tender schema and the domain's date order check. */
export function checkRow(
  fileRow: FileRow,
  columns: (ImportColumnKey | null)[],
  catalogue: ImportCatalogue,
): CheckedRow {
  const cell = new Map<ImportColumnKey, string>();
  columns.forEach((key, index) => {
    if (key) cell.set(key, (fileRow.cells[index] ?? "").trim());
  });
  const text = (key: ImportColumnKey) => cell.get(key) ?? "";
  const errors: RowProblem[] = [];
  const values: Record<string, unknown> = {};
  const fieldOf = (key: ImportColumnKey) => IMPORT_COLUMNS.find((c) => c.key === key)!.field;

  for (const key of [...TEXT_COLUMNS, ...DATE_COLUMNS]) {
    if (text(key)) values[fieldOf(key)] = text(key);
  }
  for (const key of NUMBER_COLUMNS) {
    if (text(key)) values[fieldOf(key)] = numberOrText(text(key));
  }
  for (const [key, kind] of SINGLE_ITEM_COLUMNS) {
    if (!text(key)) continue;
    const id = resolveItem(catalogue[kind], text(key));
    if (id === null) errors.push({ column: key, message: NOT_IN_CATALOGUE, value: text(key) });
    else values[fieldOf(key)] = id;
  }
  const categoryIds = resolveList(catalogue.categories, "categories", text("categories"), errors);
  values.categories = categoryIds;
  const subcategoryIndexes = categoryIds.flatMap((id) => {
    const index = catalogue.subcategories.get(id);
    return index ? [index] : [];
  });
  values.subcategories = listItems(text("subcategories")).flatMap((item) => {
    for (const index of subcategoryIndexes) {
      const id = resolveItem(index, item);
      if (id !== null) return [id];
    }
    errors.push({ column: "subcategories", message: NOT_A_SUBCATEGORY, value: item });
    return [];
  });

  const parsed = tenderSchema.safeParse(values);
  const flagged = new Set(errors.map((error) => error.column));
  let input: TenderInput | null = null;
  if (parsed.success) {
    try {
      checkDateOrder(parsed.data);
      input = parsed.data;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors.push(...problemsOf(error.fieldErrors));
    }
  } else {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD.get(String(issue.path[0])) ?? null;
      // A cell already explained (a name not in the catalogue) is not refused twice.
      if (column && flagged.has(column)) continue;
      errors.push({ column, message: issue.message });
    }
  }
  errors.sort((a, b) => (COLUMN_ORDER.get(a.column) ?? 99) - (COLUMN_ORDER.get(b.column) ?? 99));
  return {
    row: fileRow.row,
    title: text("title").slice(0, 120),
    input: errors.length ? null : input,
    errors,
  };
}

function resolveList(
  index: CatalogueIndex,
  column: ImportColumnKey,
  cellText: string,
  errors: RowProblem[],
): number[] {
  return listItems(cellText).flatMap((item) => {
    const id = resolveItem(index, item);
    if (id === null) errors.push({ column, message: NOT_IN_CATALOGUE, value: item });
    return id === null ? [] : [id];
  });
}

function problemsOf(fieldErrors: Record<string, string[]>): RowProblem[] {
  return Object.entries(fieldErrors).flatMap(([field, messages]) =>
    messages.map((message) => ({ column: COLUMN_OF_FIELD.get(field) ?? null, message })),
  );
}
