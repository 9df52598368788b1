import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { headerKey } from "./import-columns";
import { ImportFileError } from "./import-errors";

const UNKNOWN_COLUMNS = sourceText(
  msg`The file has columns the import does not know. Use the template's column names.`,
);
const REPEATED_COLUMNS = sourceText(msg`The file has the same column twice.`);
const MISSING_COLUMNS = sourceText(
  msg`The file lacks required columns. Use the template's column names.`,
);

/**
 * A header row's cells as the import's column keys (null: a blank cell, its column ignored).
 * Unknown, repeated or missing required columns refuse the file, naming them.
 */
export function readImportHeader<Key extends string>(
  cells: string[],
  columns: readonly { key: Key; required: boolean }[],
): (Key | null)[] {
  const known = new Set<string>(columns.map((column) => column.key));
  const keys = cells.map((cell) => (cell.trim() ? headerKey(cell) : ""));
  const unknown = cells.filter((cell, index) => keys[index] && !known.has(keys[index]!));
  if (unknown.length) throw new ImportFileError(UNKNOWN_COLUMNS, 400, unknown.join(", "));
  const named = keys.filter(Boolean);
  const repeated = named.filter((key, index) => named.indexOf(key) !== index);
  if (repeated.length) throw new ImportFileError(REPEATED_COLUMNS, 400, repeated.join(", "));
  const missing = columns.filter((column) => column.required && !named.includes(column.key));
  if (missing.length) {
    throw new ImportFileError(MISSING_COLUMNS, 400, missing.map((c) => c.key).join(", "));
  }
  return keys.map((key) => (key ? (key as Key) : null));
}

export const isBlankRow = (cells: string[]) => cells.every((cell) => !cell.trim());
