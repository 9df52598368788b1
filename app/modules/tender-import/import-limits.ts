/**
 * How large an import may be: a day's notices many times over, and small enough that a file
 * is checked in seconds (5,000 rows in well under 30 s, scripts/bench/import.ts).
 */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5_000;

/**
 * What reading one file may cost, whatever it holds (docs/decisions/018-bulk-import.md). The
 * file is read in a worker thread (import-thread.mjs) that is ended at the first limit passed:
 * - rows: rows read, blank ones included (an XLSX row numbered past it counts as that many);
 * - cells: cells read, blank ones included (a row counts as wide as its last cell);
 * - sharedStrings: an XLSX's table of texts (at most one per cell of a 5,000-row file);
 * - characters: the text of the non-blank rows handed to the checks;
 * - unpackedMb: an XLSX's sheets unpacked to disk (exceljs copies a sheet stored before its
 *   texts, as Excel stores them, to a temporary file);
 * - seconds: the thread's own working time (not its waits for the rows' checks);
 * - heapMb: the thread's JavaScript heap: past it the thread ends, the HTTP process does not.
 */
export const IMPORT_PARSE_LIMITS = {
  rows: 10_000,
  cells: 500_000,
  sharedStrings: 100_000,
  characters: 20_000_000,
  unpackedMb: 256,
  seconds: 30,
  heapMb: 192,
};

export type ImportParseLimits = typeof IMPORT_PARSE_LIMITS;

/** An uploaded file waits this long for its import after the preview, then is removed. */
export const STORED_UPLOAD_MINUTES = 60;
