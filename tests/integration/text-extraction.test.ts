import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  EXTRACTION_LIMITS,
  extractText,
  ReaderKilled,
} from "~/modules/document-text/text-extraction.server";
import {
  corruptPdf,
  docxWithTable,
  encryptedPdf,
  inflatingPdf,
  pdfWithText,
  pdfWithoutText,
  xlsxBoq,
} from "./document-files";
import { descendants, MB, sampleProcessTree } from "./process-tree-memory";

/** A process's environment as `NAME=value` entries (empty once it has ended). */
function readEnvironment(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").filter(Boolean);
  } catch {
    return [];
  }
}

describe("document text extraction", () => {
  it("reads a PDF's text layer and counts its pages", async () => {
    const file = await pdfWithText([["Lot 1: Ductile iron pipe DN150"], ["Bid security 2%"]]);
    const result = await extractText(file, "pdf");
    expect(result).toMatchObject({ status: "extracted", pages: 2, truncated: false });
    expect(result.text).toContain("Ductile iron pipe DN150");
    expect(result.text).toContain("Bid security 2%");
  });

  it("marks a PDF without a text layer as a scan", async () => {
    expect(await extractText(await pdfWithoutText(3), "pdf")).toEqual({
      status: "no-text",
      text: "",
      pages: 3,
      truncated: false,
    });
  });

  it("marks an encrypted PDF and a corrupt one, without throwing", async () => {
    expect(await extractText(encryptedPdf(), "pdf")).toEqual({
      status: "encrypted",
      text: "",
      pages: null,
      truncated: false,
    });
    // Each failure says why, for the worker's log.
    for (const kind of ["pdf", "docx", "xlsx"] as const) {
      const result = await extractText(corruptPdf(), kind);
      expect(result.status, kind).toBe("failed");
      expect(result.reason, kind).toMatch(/\w{4}/);
    }
  });

  it("reads a Word table and an Excel bill of quantities cell by cell", async () => {
    const docx = await docxWithTable("Technical specification", [
      ["Item", "Specification"],
      ["Transformer", "Oil-immersed 315 kVA"],
    ]);
    const word = await extractText(docx, "docx");
    expect(word.status).toBe("extracted");
    expect(word.text).toMatch(
      /Technical specification[\s\S]*Transformer[\s\S]*Oil-immersed 315 kVA/,
    );

    const xlsx = await xlsxBoq([
      [1, "Ductile iron pipe DN150", "m", 1200],
      [2, "Gate valve DN150 PN16", "pcs", 24],
    ]);
    const excel = await extractText(xlsx, "xlsx");
    expect(excel.status).toBe("extracted");
    expect(excel.text).toContain("1 | Ductile iron pipe DN150 | m | 1200");
    expect(excel.text).toContain("Gate valve DN150 PN16");
  });

  it("reads a 15 MB PDF and stops at the character cap", async () => {
    const file = await pdfWithText([["Annex: ductile iron fittings"]], 15 * 1024 * 1024);
    expect(file.byteLength).toBeGreaterThan(15 * 1024 * 1024);
    expect(await extractText(file, "pdf")).toMatchObject({ status: "extracted", pages: 1 });

    const long = await pdfWithText(
      Array.from({ length: 5 }, (_, page) => [`Page ${page}: schedule of fittings`]),
    );
    const capped = await extractText(long, "pdf", { ...EXTRACTION_LIMITS, maxPages: 2 });
    expect(capped).toMatchObject({ status: "extracted", pages: 5, truncated: true });
    expect(capped.text).toContain("Page 1: schedule of fittings");
    expect(capped.text).not.toContain("Page 2:");
  });

  it("gives up on a file that takes longer than the time limit", async () => {
    const file = await pdfWithText([["slow"]]);
    const result = await extractText(file, "pdf", { ...EXTRACTION_LIMITS, timeoutMs: 1 });
    expect(result).toMatchObject({
      status: "failed",
      reason: "not read within the time limit (1 ms)",
    });
  });

  it("stops a 3 MB PDF that inflates to 3 GB at the memory limit, the whole process tree under 1 GB", async () => {
    const file = inflatingPdf();
    expect(file.byteLength).toBeGreaterThan(2.5 * MB);
    expect(file.byteLength).toBeLessThan(3.5 * MB);

    const memory = sampleProcessTree();
    process.env.EXTRACTION_TEST_SECRET = "not for parsers";
    // Time enough for the memory limit to be what stops it, however busy the machine.
    const reading = extractText(file, "pdf", { ...EXTRACTION_LIMITS, timeoutMs: 120_000 });
    // The reader's environment is empty but for PATH: no secret of the worker reaches a parser.
    let environment: string[] = [];
    await expect
      .poll(() => {
        const [reader] = descendants(process.pid);
        if (reader) environment = readEnvironment(reader);
        return environment.length;
      })
      .toBeGreaterThan(0);
    delete process.env.EXTRACTION_TEST_SECRET;
    expect(environment.map((entry) => entry.split("=")[0])).toEqual(["PATH"]);
    const result = await reading;
    const { peakTree, peakDescendant, descendantsSeen } = memory.stop();

    expect(result).toMatchObject({
      status: "failed",
      reason: `over the memory limit (${EXTRACTION_LIMITS.memoryMb} MB)`,
    });
    // It was read in a process of its own, which really filled its allowance...
    expect(descendantsSeen).toBeGreaterThanOrEqual(1);
    expect(peakDescendant).toBeGreaterThan(EXTRACTION_LIMITS.memoryMb * 0.6 * MB);
    // ...and no more: the kernel's limit plus the mapped Node binary. The worker thread it
    // replaces passed 4 GB on this file (RSS of this process, counted in the tree too).
    expect(peakDescendant).toBeLessThan((EXTRACTION_LIMITS.memoryMb + 200) * MB);
    expect(peakTree).toBeLessThan(1024 * MB);
  }, 180_000);

  it("fails (for the job to run again) when the reader is killed from outside, not by its limits", async () => {
    const reading = extractText(inflatingPdf(), "pdf", {
      ...EXTRACTION_LIMITS,
      timeoutMs: 120_000,
    });
    let reader: number | undefined;
    await expect.poll(() => (reader = descendants(process.pid)[0])).toBeDefined();
    // As the kernel's out-of-memory killer or an operator would.
    process.kill(reader!, "SIGKILL");
    await expect(reading).rejects.toBeInstanceOf(ReaderKilled);
  }, 60_000);
});
