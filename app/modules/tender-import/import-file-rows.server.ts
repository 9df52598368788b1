import { msg } from "@lingui/core/macro";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { Transform } from "node:stream";
import { parse as parseCsv } from "csv-parse";
import ExcelJS from "exceljs";
import { sourceText } from "~/i18n/source-text";
import { ImportFileError } from "./import-errors";

export type ImportFormat = "csv" | "xlsx";

/** One line of the file as text cells; `row` is the number a spreadsheet shows (header = 1). */
export interface FileRow {
  row: number;
  cells: string[];
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const NOT_CSV_OR_XLSX = sourceText(
  msg`Upload a CSV (.csv) or Excel (.xlsx) file. Other files cannot be imported.`,
);

/** The format by the name's extension, checked against the content (an .xlsx is a zip). */
export async function detectFormat(fileName: string, path: string): Promise<ImportFormat> {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const handle = await open(path, "r");
  const head = Buffer.alloc(4);
  try {
    await handle.read(head, 0, 4, 0);
  } finally {
    await handle.close();
  }
  const isZip = head.equals(ZIP_SIGNATURE);
  if (extension === "xlsx" && isZip) return "xlsx";
  if (extension === "csv" && !isZip) return "csv";
  throw new ImportFileError(NOT_CSV_OR_XLSX, 415);
}

/**
 * The file's rows one at a time, streamed from disk: never all of them in memory. Only the
 * first worksheet of a workbook is read.
 */
export function readFileRows(path: string, format: ImportFormat): AsyncGenerator<FileRow> {
  return format === "csv" ? csvRows(path) : xlsxRows(path);
}

const NOT_UTF8 = sourceText(
  msg`The CSV file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.`,
);
const BROKEN_CSV = sourceText(msg`The CSV file could not be read: it is not valid CSV.`);
const BROKEN_XLSX = sourceText(msg`The Excel file could not be read: it is damaged or not .xlsx.`);

/** Strict UTF-8 (a legacy code page would turn Amharic into nonsense silently otherwise). */
function strictUtf8(): Transform {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      try {
        done(null, decoder.decode(chunk, { stream: true }));
      } catch {
        done(new ImportFileError(NOT_UTF8, 400));
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(new ImportFileError(NOT_UTF8, 400));
      }
    },
  });
}

async function* csvRows(path: string): AsyncGenerator<FileRow> {
  const decoded = createReadStream(path).pipe(strictUtf8());
  const parser = parseCsv({ bom: true, relax_column_count: true, skip_empty_lines: false });
  decoded.on("error", (error) => parser.destroy(error));
  decoded.pipe(parser);
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      yield { row: ++row, cells: record };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const reason = error instanceof Error ? error.message : undefined;
    throw new ImportFileError(BROKEN_CSV, 400, reason);
  } finally {
    decoded.destroy();
  }
}

async function* xlsxRows(path: string): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: "emit",
    sharedStrings: "cache",
    // Styles tell a date cell from a number.
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        yield { row: row.number, cells: values.map(cellText) };
      }
      // Only the first worksheet.
      return;
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const reason = error instanceof Error ? error.message : undefined;
    throw new ImportFileError(BROKEN_XLSX, 400, reason);
  }
}

/**
 * A cell as the text a CSV would hold. A date cell (no time zone in Excel) is the wall-clock
 * time it shows, read as Addis Ababa time like the form's dates.
 */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 16);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("text" in value) return String(value.text);
    if ("error" in value) return "";
    return "";
  }
  return String(value);
}
