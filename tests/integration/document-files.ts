// Real PDF, DOCX and XLSX files, made by the tests themselves with the libraries users' own tools
// are built on, so each test states what is inside the file it uploads.
import { randomBytes } from "node:crypto";
import { constants, deflateRawSync } from "node:zlib";
import { Document, Packer, Paragraph, Table, TableCell, TableRow } from "docx";
import ExcelJS from "exceljs";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** A PDF whose pages carry `lines` (one page per entry); `padBytes` of random data attached. */
export async function pdfWithText(pages: string[][], padBytes = 0): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 50, y: 780 - index * 18, size: 12, font }),
    );
  }
  // Random bytes do not compress: the file really is that large.
  if (padBytes)
    await pdf.attach(randomBytes(padBytes), "annex.bin", { mimeType: "application/octet-stream" });
  return pdf.save();
}

/** A scanned notice: pages with no text layer. */
export async function pdfWithoutText(pageCount = 2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pageCount; index++) {
    pdf.addPage([595, 842]).drawRectangle({ x: 40, y: 40, width: 500, height: 700, opacity: 0.2 });
  }
  return pdf.save();
}

/**
 * A PDF encrypted with the standard security handler and a user password we do not know: the
 * /Encrypt dictionary's check value matches no password, as for a file protected elsewhere.
 */
export function encryptedPdf(): Uint8Array {
  const hex = (bytes: number) => randomBytes(bytes).toString("hex");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    "<< /Length 44 >>\nstream\n" + hex(22) + "\nendstream",
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -44 >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  const id = hex(16);
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A Word file with a paragraph and a table of `rows`. */
export async function docxWithTable(heading: string, rows: string[][]): Promise<Uint8Array> {
  const table = new Table({
    rows: rows.map(
      (cells) =>
        new TableRow({
          children: cells.map((cell) => new TableCell({ children: [new Paragraph(cell)] })),
        }),
    ),
  });
  const document = new Document({ sections: [{ children: [new Paragraph(heading), table] }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** An Excel bill of quantities: one sheet, a header row and `items`. */
export async function xlsxBoq(items: (string | number)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("BoQ");
  sheet.addRow(["Item", "Description", "Unit", "Quantity"]);
  for (const item of items) sheet.addRow(item);
  sheet.addRow(["", "Total", "", { formula: "SUM(D2:D3)", result: 0 }]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Looks like a PDF by its first bytes, and is nothing else. */
export function corruptPdf(): Uint8Array {
  return new Uint8Array([...new TextEncoder().encode("%PDF-1.7\n"), ...randomBytes(4096)]);
}

/**
 * A zlib stream of `mebibytes` MiB of spaces in about 1/1000 of that: one MiB deflated and
 * flushed to a byte boundary with a fresh dictionary compresses to the same bytes every time, so
 * it is repeated rather than compressing gigabytes here.
 */
function inflatingStream(mebibytes: number): Buffer {
  const MiB = 1 << 20;
  const SPACE = 0x20;
  const piece = deflateRawSync(Buffer.alloc(MiB, SPACE), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  // Adler-32 of the whole, a MiB at a time: a += n·v, b += n·a + v·n(n+1)/2 (mod 65521).
  let a = 1;
  let b = 0;
  for (let index = 0; index < mebibytes; index++) {
    b = (b + MiB * a + SPACE * ((MiB * (MiB + 1)) / 2)) % 65521;
    a = (a + MiB * SPACE) % 65521;
  }
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(((b << 16) | a) >>> 0);
  const zlibHeader = Buffer.from([0x78, 0xda]);
  const lastBlock = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([zlibHeader, ...Array<Buffer>(mebibytes).fill(piece), lastBlock, checksum]);
}

/**
 * A crafted PDF of about 3 MB whose one page's content stream inflates to `mebibytes` MiB
 * (3 GiB by default): pdf.js keeps a stream's whole decoded bytes in one buffer it doubles as it
 * reads, outside the JavaScript heap, so reading its text took a worker thread with a 256 MB
 * heap limit past 4 GB of RSS. A font file inflating the same way does the same.
 */
export function inflatingPdf(mebibytes = 3072): Uint8Array {
  const stream = inflatingStream(mebibytes);
  const parts: Buffer[] = [];
  let length = 0;
  const offsets: number[] = [];
  const add = (part: Buffer | string) => {
    const bytes = typeof part === "string" ? Buffer.from(part, "latin1") : part;
    parts.push(bytes);
    length += bytes.byteLength;
  };
  const object = (body: (Buffer | string)[]) => {
    offsets.push(length);
    add(`${offsets.length} 0 obj\n`);
    body.forEach(add);
    add("\nendobj\n");
  };
  add("%PDF-1.7\n");
  object(["<< /Type /Catalog /Pages 2 0 R >>"]);
  object(["<< /Type /Pages /Kids [3 0 R] /Count 1 >>"]);
  object(["<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>"]);
  object([
    `<< /Length ${stream.byteLength} /Filter /FlateDecode >>\nstream\n`,
    stream,
    "\nendstream",
  ]);
  const xref = length;
  add(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) add(`${String(offset).padStart(10, "0")} 00000 n \n`);
  add(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}
