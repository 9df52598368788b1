// A worker thread, so a hostile file that exhausts memory or loops ends this thread, never the HTTP
// process. Plain JavaScript so it starts without a compiler. The parent answers each batch with
// "more", so the thread never runs far ahead of the checks.
import { createReadStream } from "node:fs";
import os from "node:os";
import { Transform } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import { parse as parseCsv } from "csv-parse";

/** @type {{ path: string, format: "csv" | "xlsx", scratch: string, limits: { rows: number, cells: number, sharedStrings: number, characters: number } }} */
const { path, format, scratch, limits } = workerData;

// Into this thread's watched folder; TMPDIR cannot say it: os.tmpdir() reads the process's.
os.tmpdir = () => scratch;

// Few batches, as each is a hand-over between threads; small ones, as the HTTP process holds them.
const BATCH_ROWS = 500;
const BATCH_CHARACTERS = 1_000_000;
const BATCHES_AHEAD = 3;

class LimitPassed extends Error {
  /** @param {"rows" | "cells" | "sharedStrings" | "characters"} limit */
  constructor(limit) {
    super(`past the ${limit} limit`);
    this.limit = limit;
  }
}

class Unreadable extends Error {
  /** @param {"not-utf8" | "broken-csv" | "broken-xlsx"} problem */
  constructor(problem, reason) {
    super(problem);
    this.problem = problem;
    this.reason = reason;
  }
}

let credit = BATCHES_AHEAD;
/** @type {(() => void) | null} */
let resume = null;
parentPort.on("message", (message) => {
  if (message !== "more") return;
  credit++;
  resume?.();
  resume = null;
});

/** @type {{ row: number, cells: string[] }[]} */
let batch = [];
let batchCharacters = 0;

async function flush() {
  if (!batch.length) return;
  while (credit === 0) await new Promise((wake) => (resume = wake));
  credit--;
  parentPort.postMessage({ type: "rows", rows: batch });
  batch = [];
  batchCharacters = 0;
}

let rowsRead = 0;
let cellsRead = 0;
let charactersRead = 0;

function countRow(number, width) {
  // An XLSX row names its number: one row numbered 50,000,000 is a sheet that long.
  if (++rowsRead > limits.rows || number > limits.rows) throw new LimitPassed("rows");
  cellsRead += width;
  if (cellsRead > limits.cells) throw new LimitPassed("cells");
}

async function keepRow(number, cells) {
  let characters = 0;
  let blank = true;
  for (const cell of cells) {
    characters += cell.length;
    if (blank && cell.trim()) blank = false;
  }
  if (blank) return;
  charactersRead += characters;
  if (charactersRead > limits.characters) throw new LimitPassed("characters");
  batch.push({ row: number, cells });
  batchCharacters += characters;
  if (batch.length >= BATCH_ROWS || batchCharacters >= BATCH_CHARACTERS) await flush();
}

/** A legacy code page would otherwise turn Amharic into nonsense silently. */
function strictUtf8() {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  return new Transform({
    transform(chunk, _encoding, done) {
      try {
        done(null, decoder.decode(chunk, { stream: true }));
      } catch {
        done(new Unreadable("not-utf8"));
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(new Unreadable("not-utf8"));
      }
    },
  });
}

async function readCsv() {
  const decoded = createReadStream(path).pipe(strictUtf8());
  const parser = parseCsv({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
    // Refused before a line of a million commas becomes a million cells.
    max_record_size: 1_000_000,
  });
  decoded.on("error", (error) => parser.destroy(error));
  decoded.pipe(parser);
  let row = 0;
  try {
    for await (const record of parser) {
      row++;
      countRow(row, record.length);
      await keepRow(row, record);
    }
  } catch (error) {
    if (error instanceof LimitPassed || error instanceof Unreadable) throw error;
    throw new Unreadable("broken-csv", error instanceof Error ? error.message : undefined);
  } finally {
    decoded.destroy();
  }
}

// exceljs's "cache" mode reads all shared strings into one array (3 million filled a heap), so
// "emit" mode, counted here.
function countingReader(WorkbookReader) {
  return class CountingWorkbookReader extends WorkbookReader {
    // eslint-disable-next-line require-yield
    async *_parseSharedStrings(entry) {
      const strings = [];
      this.options.sharedStrings = "emit";
      try {
        for await (const { text } of super._parseSharedStrings(entry)) {
          if (strings.length >= limits.sharedStrings) throw new LimitPassed("sharedStrings");
          strings.push(text);
        }
      } finally {
        this.options.sharedStrings = "cache";
      }
      this.sharedStrings = strings;
    }
  };
}

/** A date cell (no time zone in Excel) is read as Addis Ababa time, like the form's dates. */
function cellText(value) {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 16);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text ?? "").join("");
    if ("result" in value) return cellText(value.result);
    if ("text" in value) return String(value.text);
    return "";
  }
  return String(value);
}

async function readXlsx() {
  // The streaming reader alone: the whole package takes 4 times as long to load, per file.
  const { default: WorkbookReader } = await import("exceljs/lib/stream/xlsx/workbook-reader.js");
  const CountingWorkbookReader = countingReader(WorkbookReader);
  const reader = new CountingWorkbookReader(path, {
    worksheets: "emit",
    sharedStrings: "cache",
    // Styles tell a date cell from a number.
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  try {
    for await (const worksheet of reader) {
      let count = 0;
      for await (const row of worksheet) {
        count++;
        const number = Number.isFinite(row.number) ? row.number : count;
        countRow(number, row.cellCount);
        const values = Array.isArray(row.values) ? row.values : [];
        const cells = Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) =>
          cellText(values[index + 1]),
        );
        await keepRow(number, cells);
      }
      return;
    }
  } catch (error) {
    if (error instanceof LimitPassed || error instanceof Unreadable) throw error;
    throw new Unreadable("broken-xlsx", error instanceof Error ? error.message : undefined);
  }
}

try {
  await (format === "csv" ? readCsv() : readXlsx());
  await flush();
  parentPort.postMessage({ type: "done" });
} catch (error) {
  if (error instanceof LimitPassed) {
    parentPort.postMessage({ type: "limit", limit: error.limit });
  } else if (error instanceof Unreadable) {
    parentPort.postMessage({ type: "unreadable", problem: error.problem, reason: error.reason });
  } else {
    throw error;
  }
}
