// What the server logged while it was measured (LOG_LEVEL=warn: warnings and errors only),
// so failures under load are reported with the benchmark instead of scrolling by.
import fs from "node:fs";

export interface ServerLogSummary {
  lines: number;
  /** pino lines at level error (50) or fatal (60). */
  errors: number;
  /** The most frequent messages, with how often each came. */
  messages: string[];
  /** Lists answered 503: their read timed out or too many waited (bounded-read.server.ts). */
  unavailable: number;
  /**
   * Lines of Kysely's "`…` failed in the background after abortion" (printed, not logged
   * through pino), e.g. its `inflightQueryAbortHandler`: a cancel that may not have reached
   * PostgreSQL (issue 37).
   */
  abortFailures: number;
}

const ABORT_FAILURE = "failed in the background after abortion";
/** app/server/bounded-read.server.ts's "list read timed out" and "list read refused: …". */
const LIST_UNAVAILABLE = /^list read (timed out|refused)/;

const MESSAGES_SHOWN = 8;

export function summariseServerLog(file: string): ServerLogSummary {
  const lines = fs.existsSync(file)
    ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean)
    : [];
  const counts = new Map<string, number>();
  let errors = 0;
  let unavailable = 0;
  let abortFailures = 0;
  for (const line of lines) {
    const message = describe(line);
    if (message.error) errors++;
    if (message.listUnavailable) unavailable++;
    if (line.includes(ABORT_FAILURE)) abortFailures++;
    counts.set(message.text, (counts.get(message.text) ?? 0) + 1);
  }
  const messages = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MESSAGES_SHOWN)
    .map(([text, count]) => `${count} × ${text}`);
  return { lines: lines.length, errors, messages, unavailable, abortFailures };
}

/** A pino JSON line as "level: message (error message)"; other output as it is. */
function describe(line: string): { text: string; error: boolean; listUnavailable?: boolean } {
  try {
    const entry = JSON.parse(line) as {
      level?: number;
      msg?: string;
      err?: { message?: string };
    };
    const level = entry.level ?? 0;
    const detail = entry.err?.message ? ` (${entry.err.message.slice(0, 160)})` : "";
    return {
      text: `${level >= 50 ? "error" : "warn"}: ${entry.msg ?? ""}${detail}`,
      error: level >= 50,
      listUnavailable: LIST_UNAVAILABLE.test(entry.msg ?? ""),
    };
  } catch {
    return { text: line.slice(0, 200), error: false };
  }
}
