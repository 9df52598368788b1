// Real PDF, DOCX and XLSX files, made by the tests themselves with the libraries users' own tools
// are built on, so each test states what is inside the file it uploads.
import { randomBytes } from "node:crypto";
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
