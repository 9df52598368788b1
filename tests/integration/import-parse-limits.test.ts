// Each limit of IMPORT_PARSE_LIMITS, passed by a generated file read with readFileRows (the
// reader behind the import page and the API): refused with the limit named, within seconds,
// the reading thread ended. The routes' answers to the same files: tender-import-hostile.test.ts.
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { ImportFileError } from "~/modules/tender-import/import-errors";
import { readFileRows, type ImportFormat } from "~/modules/tender-import/import-file-rows.server";
import { IMPORT_PARSE_LIMITS, type ImportParseLimits } from "~/modules/tender-import/import-limits";
import {
  blankLinesCsv,
  emptyRowsXlsx,
  removeHostileFiles,
  repeatedTextXlsx,
  sharedStringsXlsx,
  whitespaceXlsx,
  wideRowCsv,
} from "./hostile-import-files";
import { csvFile } from "./import-files";

/** Reads every row; the error it ends with (null when none) and how long it took. */
async function readAll(
  path: string,
  format: ImportFormat,
  limits: Partial<ImportParseLimits> = {},
  signal?: AbortSignal,
) {
  const started = performance.now();
  let rows = 0;
  try {
    for await (const row of readFileRows(path, format, signal, {
      ...IMPORT_PARSE_LIMITS,
      ...limits,
    })) {
      expect(row.cells.some((cell) => cell.trim())).toBe(true);
      rows++;
    }
    return { error: null, rows, ms: performance.now() - started };
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    return { error, rows, ms: performance.now() - started };
  }
}

/** The reading threads' temporary folders left behind. */
const scratchFolders = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith("import-scratch-"));

afterAll(removeHostileFiles);

describe("reading an import file within its limits", () => {
  it("hands on the non-blank rows of a file within every limit, blank rows not", async () => {
    const file = await csvFile([["title", "region"], [], ["Road works", "Oromia"], ["", ""]]);
    const result = await readAll(file.path, "csv");
    expect(result.error).toBeNull();
    expect(result.rows).toBe(2);
  });

  it("counts blank rows: 19 MB of blank lines are refused at the row limit", async () => {
    const result = await readAll(await blankLinesCsv(19 * 1024 * 1024), "csv");
    expect(result.error?.status).toBe(413);
    expect(result.error?.message).toMatch(/at most 10,000 rows are read, blank rows included/);
    expect(result.rows).toBe(0);
    expect(result.ms).toBeLessThan(10_000);
  });

  it("refuses 50 million empty XLSX rows at the row limit", async () => {
    const result = await readAll(await emptyRowsXlsx(50_000_000), "xlsx");
    expect(result.error?.message).toMatch(/at most 10,000 rows are read/);
    // Refused before the first batch of rows (the header's) was handed on.
    expect(result.rows).toBe(0);
    expect(result.ms).toBeLessThan(10_000);
  }, 60_000);

  it("refuses 3 million shared strings at their limit", async () => {
    const result = await readAll(await sharedStringsXlsx(3_000_000), "xlsx");
    expect(result.error?.status).toBe(413);
    expect(result.error?.message).toMatch(/too many different texts: at most 100,000/);
    expect(result.ms).toBeLessThan(10_000);
  }, 60_000);

  it("refuses a row wider than the cell limit", async () => {
    const result = await readAll(await wideRowCsv(600_000), "csv");
    expect(result.error?.message).toMatch(/at most 500,000 cells are read/);
  });

  it("refuses one long text repeated past the character limit", async () => {
    // 1 million characters in 25 cells: 25 million, past 20 million.
    const result = await readAll(await repeatedTextXlsx(1_000_000, 25), "xlsx");
    expect(result.error?.message).toMatch(/at most 20 million characters are read/);
  });

  it("stops a sheet unpacked to disk at the unpacked size, and removes the copy", async () => {
    // Excel's order: the sheet (300 MB unpacked) is copied to a temporary file first.
    const result = await readAll(await emptyRowsXlsx(50_000_000, true), "xlsx");
    expect(result.error?.message).toMatch(/too large once unpacked: at most 256 MB/);
    expect(result.ms).toBeLessThan(10_000);
    expect(await scratchFolders()).toEqual([]);
  }, 60_000);

  it("stops a file that takes longer than the time limit", async () => {
    const file = await whitespaceXlsx(200);
    // The parser keeps the blank text: with the default heap, a fast machine ran out of memory
    // within the second. Room in the heap and a shorter clock leave only the clock to stop it.
    const result = await readAll(file, "xlsx", { seconds: 0.25, heapMb: 512 });
    expect(result.error?.message).toMatch(/took too long to read/);
    expect(result.ms).toBeLessThan(5_000);
  }, 60_000);

  it("ends the thread past its heap limit, naming it; this process goes on", async () => {
    // Shared strings allowed without number: only the heap stops them.
    const file = await sharedStringsXlsx(3_000_000);
    const result = await readAll(file, "xlsx", { sharedStrings: Infinity, heapMb: 32 });
    expect(result.error?.status).toBe(413);
    expect(result.error?.message).toMatch(/needs too much memory to read: at most 192 MB/);
  }, 60_000);

  it("stops reading when the client goes away", async () => {
    const file = await whitespaceXlsx(200);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const result = await readAll(file, "xlsx", {}, controller.signal);
    expect(result.error?.message).toMatch(/the request was cancelled/);
    expect(result.ms).toBeLessThan(3_000);
    expect(await scratchFolders()).toEqual([]);
  }, 60_000);
});
