import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { ImportFile } from "~/modules/tender-import/tender-import.server";

/** Import files made by the tests: CSV text written as a spreadsheet would, and real XLSX. */
let folder: string | null = null;
let counter = 0;

async function newPath(extension: string): Promise<string> {
  folder ??= await mkdtemp(path.join(tmpdir(), "tender-import-"));
  return path.join(folder, `file-${++counter}.${extension}`);
}

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export async function csvFile(rows: string[][]): Promise<ImportFile> {
  const file = await newPath("csv");
  await writeFile(file, rows.map((row) => row.map(quoted).join(",")).join("\r\n") + "\r\n");
  return { path: file, format: "csv", fileName: path.basename(file) };
}

export async function xlsxFile(rows: (string | number | Date | null)[][]): Promise<ImportFile> {
  const file = await newPath("xlsx");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Tenders");
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(file);
  return { path: file, format: "xlsx", fileName: path.basename(file) };
}

export async function rawFile(extension: string, content: string | Buffer): Promise<string> {
  const file = await newPath(extension);
  await writeFile(file, content);
  return file;
}
