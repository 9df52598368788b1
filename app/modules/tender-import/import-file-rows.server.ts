import { msg } from "@lingui/core/macro";
import { mkdtemp, open, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { sourceText } from "~/i18n/source-text";
import { logger } from "~/server/logger.server";
import { ImportFileError } from "./import-errors";
import { IMPORT_PARSE_LIMITS, type ImportParseLimits } from "./import-limits";

export type ImportFormat = "csv" | "xlsx";

export interface FileRow {
  row: number;
  cells: string[];
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const NOT_CSV_OR_XLSX = sourceText(
  msg`Upload a CSV (.csv) or Excel (.xlsx) file. Other files cannot be imported.`,
);

/** Checked against the content (an .xlsx is a zip). */
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

/** Numbers checked against IMPORT_PARSE_LIMITS by tests/unit/import-limits.test.ts. */
export const IMPORT_LIMIT_MESSAGES = {
  rows: sourceText(
    msg`The file has too many rows: at most 10,000 rows are read, blank rows included. Delete the empty rows below your tenders, or split the file.`,
  ),
  cells: sourceText(
    msg`The file has too many cells: at most 500,000 cells are read, blank cells included. Delete the unused columns, or split the file.`,
  ),
  sharedStrings: sourceText(
    msg`The Excel file has too many different texts: at most 100,000 are read. Split the file.`,
  ),
  characters: sourceText(
    msg`The file has too much text: at most 20 million characters are read. Split the file.`,
  ),
  unpackedMb: sourceText(
    msg`The Excel file is too large once unpacked: at most 256 MB are read. Split the file.`,
  ),
  seconds: sourceText(
    msg`The file took too long to read: at most 30 seconds are spent on one file. Split the file.`,
  ),
  heapMb: sourceText(
    msg`The file needs too much memory to read: at most 192 MB are used for one file. Split the file.`,
  ),
} satisfies Record<keyof ImportParseLimits, string>;

const NOT_UTF8 = sourceText(
  msg`The CSV file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.`,
);
const BROKEN_CSV = sourceText(msg`The CSV file could not be read: it is not valid CSV.`);
const BROKEN_XLSX = sourceText(msg`The Excel file could not be read: it is damaged or not .xlsx.`);
const CANCELLED = sourceText(msg`The import was stopped: the request was cancelled.`);

const UNREADABLE_MESSAGES = {
  "not-utf8": NOT_UTF8,
  "broken-csv": BROKEN_CSV,
  "broken-xlsx": BROKEN_XLSX,
};

type ThreadMessage =
  | { type: "rows"; rows: FileRow[] }
  | { type: "done" }
  | { type: "limit"; limit: keyof ImportParseLimits }
  | { type: "unreadable"; problem: keyof typeof UNREADABLE_MESSAGES; reason?: string };

// Plain JavaScript next to this module: Vite copies it beside the server build.
const THREAD = new URL("./import-thread.mjs", import.meta.url);

const WATCH_MS = 200;

const limitError = (limit: keyof ImportParseLimits) =>
  new ImportFileError(IMPORT_LIMIT_MESSAGES[limit], 413);

export async function* readFileRows(
  path: string,
  format: ImportFormat,
  signal?: AbortSignal,
  limits: ImportParseLimits = IMPORT_PARSE_LIMITS,
): AsyncGenerator<FileRow> {
  if (signal?.aborted) throw new ImportFileError(CANCELLED, 400);
  // exceljs's temporary copies go here, measured while the thread reads.
  const scratch = await mkdtemp(join(tmpdir(), "import-scratch-"));
  const worker = new Worker(THREAD, {
    workerData: { path, format, scratch, limits },
    resourceLimits: {
      maxOldGenerationSizeMb: limits.heapMb,
      maxYoungGenerationSizeMb: Math.min(32, Math.ceil(limits.heapMb / 8)),
      stackSizeMb: 4,
    },
  });
  const inbox: ThreadMessage[] = [];
  let failure: ImportFileError | null = null;
  let finished = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const fail = (error: ImportFileError) => {
    failure ??= error;
    void worker.terminate();
    notify();
  };
  worker.on("message", (message: ThreadMessage) => {
    inbox.push(message);
    notify();
  });
  worker.on("error", (error: Error & { code?: string }) => {
    if (error.code === "ERR_WORKER_OUT_OF_MEMORY") fail(limitError("heapMb"));
    else {
      // An error the thread did not turn into a message: the log says how.
      logger.warn({ err: error, format }, "the import's reading thread failed");
      const problem = format === "csv" ? BROKEN_CSV : BROKEN_XLSX;
      fail(new ImportFileError(problem, 400, error.message));
    }
  });
  worker.on("exit", () => {
    if (!finished) fail(new ImportFileError(format === "csv" ? BROKEN_CSV : BROKEN_XLSX, 400));
  });
  const onAbort = () => fail(new ImportFileError(CANCELLED, 400));
  signal?.addEventListener("abort", onAbort);
  let watching = false;
  const watch = setInterval(() => {
    if (watching) return;
    watching = true;
    void (async () => {
      // The thread's own working time: the time its event loop was not idle.
      if (worker.performance.eventLoopUtilization().active > limits.seconds * 1000) {
        fail(limitError("seconds"));
      } else if ((await folderBytes(scratch)) > limits.unpackedMb * 1024 * 1024) {
        fail(limitError("unpackedMb"));
      }
    })().finally(() => (watching = false));
  }, WATCH_MS);
  try {
    for (;;) {
      if (failure) throw failure;
      const message = inbox.shift();
      if (!message) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (message.type === "done") break;
      if (message.type === "limit") throw limitError(message.limit);
      if (message.type === "unreadable") {
        throw new ImportFileError(UNREADABLE_MESSAGES[message.problem], 400, message.reason);
      }
      // The next batch is read while this one is checked.
      worker.postMessage("more");
      for (const row of message.rows) {
        if (failure) throw failure;
        yield row;
      }
    }
  } finally {
    finished = true;
    clearInterval(watch);
    signal?.removeEventListener("abort", onAbort);
    await worker.terminate();
    await rm(scratch, { recursive: true, force: true });
  }
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(folder).catch(() => [])) {
    total += await stat(join(folder, name)).then(
      (entry) => entry.size,
      () => 0,
    );
  }
  return total;
}
