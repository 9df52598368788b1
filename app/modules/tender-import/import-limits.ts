/**
 * How large an import may be: a day's notices many times over, and small enough that a file
 * is checked in seconds (5,000 rows in well under 30 s, scripts/bench/import.ts).
 */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5_000;

/** An uploaded file waits this long for its import after the preview, then is removed. */
export const STORED_UPLOAD_MINUTES = 60;
