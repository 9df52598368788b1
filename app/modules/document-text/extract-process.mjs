// A process of its own whose memory and CPU time the kernel caps, so a parser that blows up or
// loops never takes the worker down. Plain JavaScript so it starts without a compiler.
import { Readable } from "node:stream";

/** @typedef {{ status: "extracted" | "no-text" | "encrypted" | "failed", text: string, pages: number | null, truncated: boolean }} Extraction */

const { kind, maxChars, maxPages, maxRows } = JSON.parse(process.argv[2]);
const bytes = await readBytes(process.stdin);

async function readBytes(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  const whole = Buffer.concat(chunks);
  return new Uint8Array(whole.buffer, whole.byteOffset, whole.byteLength);
}

class TextBuffer {
  parts = [];
  length = 0;
  truncated = false;

  add(text) {
    if (this.full || !text) return;
    const room = maxChars - this.length;
    const part = text.length > room ? text.slice(0, room) : text;
    if (part.length < text.length) this.truncated = true;
    this.parts.push(part);
    this.length += part.length;
  }

  get full() {
    return this.length >= maxChars;
  }

  text() {
    return this.parts
      .join("")
      .replace(/[ \t]+/g, " ")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
  }
}

async function pdfText() {
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(bytes);
  const buffer = new TextBuffer();
  const pages = pdf.numPages;
  const readable = Math.min(pages, maxPages);
  for (let number = 1; number <= readable && !buffer.full; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ("str" in item) buffer.add(item.hasEOL ? `${item.str}\n` : `${item.str} `);
    }
    buffer.add("\n");
    page.cleanup();
  }
  if (readable < pages) buffer.truncated = true;
  await pdf.destroy();
  const text = buffer.text();
  // A scan: pages, but (almost) no characters in them.
  if (text.replace(/\s/g, "").length < 20) {
    return { status: "no-text", text: "", pages, truncated: false };
  }
  return { status: "extracted", text, pages, truncated: buffer.truncated };
}

async function docxText() {
  const { default: mammoth } = await import("mammoth");
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  const buffer = new TextBuffer();
  buffer.add(value);
  const text = buffer.text();
  return { status: text ? "extracted" : "no-text", text, pages: null, truncated: buffer.truncated };
}

function cellText(value) {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "object") return String(value);
  if ("result" in value) return cellText(value.result);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("text" in value) return cellText(value.text);
  return "";
}

async function xlsxText() {
  const { default: ExcelJS } = await import("exceljs");
  // Streaming: rows are read and dropped one by one, never the whole sheet.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
  });
  const buffer = new TextBuffer();
  let rows = 0;
  outer: for await (const sheet of reader) {
    for await (const row of sheet) {
      if (++rows > maxRows || buffer.full) {
        buffer.truncated = true;
        break outer;
      }
      const cells = Array.isArray(row.values) ? row.values.slice(1) : [];
      const line = cells.map(cellText).filter(Boolean).join(" | ");
      if (line) buffer.add(`${line}\n`);
    }
  }
  const text = buffer.text();
  return { status: text ? "extracted" : "no-text", text, pages: null, truncated: buffer.truncated };
}

/** @returns {Promise<Extraction>} */
async function extract() {
  try {
    if (kind === "pdf") return await pdfText();
    if (kind === "docx") return await docxText();
    return await xlsxText();
  } catch (error) {
    const encrypted = error?.name === "PasswordException";
    return encrypted
      ? { status: "encrypted", text: "", pages: null, truncated: false }
      : { status: "failed", text: "", pages: null, truncated: false, reason: String(error) };
  }
}

process.stdout.write(JSON.stringify(await extract()));
