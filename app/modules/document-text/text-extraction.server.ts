import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { TextStatus } from "~/modules/tenders/tender-document.entity";
import type { DocumentExtension } from "~/modules/tenders/document-rules";

export interface Extraction {
  status: Exclude<TextStatus, "pending">;
  text: string;
  pages: number | null;
  truncated: boolean;
  /** For the worker's log; never stored or shown. */
  reason?: string;
}

// What search uses: a bill of quantities' items fit; a 500-page annex need not.
export const EXTRACTION_LIMITS = {
  maxChars: 100_000,
  maxPages: 300,
  maxRows: 20_000,
  timeoutMs: 30_000,
  heapMb: 256,
  // RLIMIT_DATA: heap, decompression buffers, thread stacks.
  memoryMb: 512,
};

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
const MAX_ANSWER_BYTES = 8 * MB;
const STATUSES = new Set<string>(["extracted", "no-text", "encrypted", "failed"]);

// prlimit sets the limits before Node starts, so they hold even if this worker dies. --jitless
// drops V8's 512 MB code reservation, which RLIMIT_DATA counts.
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

// Killed from outside (OOM killer, an operator) says nothing about the file: retry the job.
export class ReaderKilled extends Error {
  constructor() {
    super("the reading process was killed from outside; the document will be read again");
  }
}

/** The reader gets no environment: no secret reaches a parser. */
export function extractText(
  bytes: Uint8Array,
  kind: DocumentExtension,
  limits = EXTRACTION_LIMITS,
): Promise<Extraction> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = readerCommand(kind, limits);
    // Its own process group, so the time limit kills whatever the reader started.
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
      if (!result && !settled && signal === "SIGKILL" && !/out of memory/i.test(stderr)) {
        settled = true;
        clearTimeout(timer);
        reject(new ReaderKilled());
        return;
      }
      settle(result ?? failedExtraction(endedWithoutAnswer(code, signal, stderr, limits)));
    });
    // A reader that dies early closes its stdin: answered above, not an error here.
    reader.stdin.on("error", () => {});
    reader.stdin.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
