import { Worker } from "node:worker_threads";
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
  heapMb: 256,
};

/** A file that could not be read, and why. */
export const failedExtraction = (reason: string): Extraction => ({
  status: "failed",
  text: "",
  pages: null,
  truncated: false,
  reason,
});

// The thread is plain JavaScript next to this module: Vite copies it beside the server build.
const THREAD = new URL("./extract-thread.mjs", import.meta.url);

/**
 * The text of one PDF, DOCX or XLSX file, read in a worker thread with its own heap limit and a
 * time limit: a corrupt, encrypted or hostile file gives a status, never an exception, and can
 * neither exhaust the worker's memory nor hold it forever.
 */
export function extractText(
  bytes: Uint8Array,
  kind: DocumentExtension,
  limits = EXTRACTION_LIMITS,
): Promise<Extraction> {
  return new Promise((resolve) => {
    // A copy of its own to hand over (a Buffer may be a view of a shared pool).
    const copy = new Uint8Array(bytes);
    const worker = new Worker(THREAD, {
      workerData: { bytes: copy, kind, ...limits },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (result: Extraction) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () => settle(failedExtraction(`not read within the time limit (${limits.timeoutMs} ms)`)),
      limits.timeoutMs,
    );
    worker.once("message", (result: Extraction) => settle(result));
    worker.once("error", (error) =>
      settle(failedExtraction(`the reading thread failed: ${error.message}`)),
    );
    worker.once("exit", (code) =>
      settle(failedExtraction(`the reading thread exited (code ${code}) without an answer`)),
    );
  });
}
