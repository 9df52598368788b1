import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { TextStatus } from "~/modules/tenders/tender-document.entity";
import type { DocumentExtension } from "~/modules/tenders/document-rules";

export interface Extraction {
  status: Exclude<TextStatus, "pending">;
  text: string;
  /** PDF pages; Word and Excel files have no fixed pages. */
  pages: number | null;
  /** The text was cut at one of the limits below. */
  truncated: boolean;
  /** Why a file could not be read ('failed'), for the worker's log; never stored or shown. */
  reason?: string;
}

/**
 * What one file may cost. The text kept per document is what search and the "found in" line
 * use: a bill of quantities' items fit; the rest of a 500-page annex does not need to.
 */
export const EXTRACTION_LIMITS = {
  maxChars: 100_000,
  maxPages: 300,
  maxRows: 20_000,
  timeoutMs: 30_000,
  /** The reading process's JavaScript heap (V8 collects garbage before reaching it). */
  heapMb: 256,
  /**
   * All the reading process's private memory, enforced by the kernel (RLIMIT_DATA): the heap,
   * the buffers a parser decompresses into, thread stacks. Its RSS is this plus the mapped
   * Node binary (about 100 MB).
   */
  memoryMb: 512,
};

/** A file that could not be read, and why. */
export const failedExtraction = (reason: string): Extraction => ({
  status: "failed",
  text: "",
  pages: null,
  truncated: false,
  reason,
});

// Plain JavaScript next to this module: Vite copies it beside the server build.
const READER = fileURLToPath(new URL("./extract-process.mjs", import.meta.url));
const MB = 1024 * 1024;
/** The reader's answer is one JSON object: 100,000 characters, escaped, are far below this. */
const MAX_ANSWER_BYTES = 8 * MB;
const STATUSES = new Set<string>(["extracted", "no-text", "encrypted", "failed"]);

/**
 * The command that starts the reader: `prlimit` (util-linux) sets the kernel's limits and then
 * runs Node itself, so the limits hold from the reader's first instruction, for anything it
 * might start, and even if this worker dies. `--jitless` leaves out V8's 512 MB code
 * reservation, which RLIMIT_DATA would count: the reader runs interpreted (about 1.6× slower on
 * a text PDF), and its memory limit bounds what it really uses. The CPU limit stops an orphaned
 * reader; the worker's own timer stops it first.
 */
function readerCommand(kind: DocumentExtension, limits: typeof EXTRACTION_LIMITS) {
  const { maxChars, maxPages, maxRows } = limits;
  return [
    "prlimit",
    `--data=${limits.memoryMb * MB}`,
    `--cpu=${2 * Math.ceil(limits.timeoutMs / 1000)}`,
    "--",
    process.execPath,
    "--jitless",
    `--max-old-space-size=${limits.heapMb}`,
    READER,
    JSON.stringify({ kind, maxChars, maxPages, maxRows }),
  ];
}

/** Why a reader that gave no answer ended: its memory limit, its time, or a crash. */
function endedWithoutAnswer(
  code: number | null,
  signal: NodeJS.Signals | null,
  stderr: string,
  limits: typeof EXTRACTION_LIMITS,
): string {
  if (/out of memory|allocation failed/i.test(stderr)) {
    return `over the memory limit (${limits.memoryMb} MB)`;
  }
  if (signal === "SIGXCPU") return "over the CPU time limit";
  const lastLine = stderr.trim().split("\n").pop()?.slice(0, 300);
  const how = signal ? `signal ${signal}` : `code ${code}`;
  return `the reading process ended (${how}) without an answer${lastLine ? `: ${lastLine}` : ""}`;
}

/**
 * The text of one PDF, DOCX or XLSX file, read in a process of its own whose whole memory the
 * kernel caps (`memoryMb`) and which is killed past the time limit: a corrupt, encrypted or
 * hostile file gives a status, never an exception, and can neither exhaust the worker's memory
 * nor hold it forever. The reader gets no environment: no secret reaches a parser.
 */
export function extractText(
  bytes: Uint8Array,
  kind: DocumentExtension,
  limits = EXTRACTION_LIMITS,
): Promise<Extraction> {
  return new Promise((resolve) => {
    const [command, ...args] = readerCommand(kind, limits);
    // Its own process group, so the time limit kills whatever the reader may have started.
    const reader = spawn(command!, args, {
      stdio: ["pipe", "pipe", "pipe"],
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      detached: true,
    });
    const answer: Buffer[] = [];
    let answerBytes = 0;
    let stderr = "";
    let settled = false;
    const kill = () => {
      // Once reaped, its group id may belong to someone else.
      const running = reader.exitCode === null && reader.signalCode === null;
      if (!running || !reader.pid) return;
      try {
        process.kill(-reader.pid, "SIGKILL");
      } catch {
        // Gone already.
      }
    };
    const settle = (result: Extraction) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      kill();
      resolve(result);
    };
    const timer = setTimeout(
      () => settle(failedExtraction(`not read within the time limit (${limits.timeoutMs} ms)`)),
      limits.timeoutMs,
    );
    reader.once("error", (error) =>
      settle(failedExtraction(`the reading process could not start: ${error.message}`)),
    );
    reader.stdout.on("data", (chunk: Buffer) => {
      answerBytes += chunk.byteLength;
      if (answerBytes > MAX_ANSWER_BYTES) settle(failedExtraction("answer too large"));
      else answer.push(chunk);
    });
    reader.stderr.setEncoding("utf8");
    // The end of stderr says why a reader died; the start of a long trace does not.
    reader.stderr.on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4096)));
    reader.once("close", (code, signal) => {
      const text = Buffer.concat(answer).toString("utf8");
      let result: Extraction | undefined;
      try {
        const parsed = JSON.parse(text) as Extraction;
        if (STATUSES.has(parsed?.status)) result = parsed;
      } catch {
        // No answer, or half of one: the reader died.
      }
      settle(result ?? failedExtraction(endedWithoutAnswer(code, signal, stderr, limits)));
    });
    // A reader that dies early closes its stdin: that is answered above, not an error here.
    reader.stdin.on("error", () => {});
    reader.stdin.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
