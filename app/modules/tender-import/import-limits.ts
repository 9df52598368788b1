/** Small enough that a file is checked in seconds (bench/import.ts). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5_000;

// Whatever a file holds, reading it is bounded (docs/decisions/018-bulk-import.md). Blank rows and
// cells count; unpackedMb is exceljs's temporary sheet copies; seconds is the thread's own working
// time.
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

export const STORED_UPLOAD_MINUTES = 60;
