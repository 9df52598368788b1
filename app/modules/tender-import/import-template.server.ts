import ExcelJS from "exceljs";
import { COLUMN_FORMATS, IMPORT_COLUMNS } from "./import-columns";

function templateHeader(): string[] {
  return IMPORT_COLUMNS.map((column) => {
    const format = COLUMN_FORMATS[column.key];
    return format ? `${column.key} (${format})` : column.key;
  });
}

const csvCell = (cell: string) => (/[",;\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** The byte-order mark makes Excel read it as UTF-8. */
function csvTemplate(header: string[]): string {
  return `\uFEFF${header.map(csvCell).join(",")}\r\n`;
}

async function xlsxTemplate(header: string[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow(header).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/* eslint-disable lingui/no-unlocalized-strings -- HTTP header values, not words */
const TEMPLATE_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** An import's template: its header row, as CSV or as an Excel sheet of that name. */
export async function templateDownload(
  format: keyof typeof TEMPLATE_TYPES,
  { header = templateHeader(), sheetName = "Tenders", name = "tender-import-template" } = {},
): Promise<Response> {
  const body =
    format === "csv" ? csvTemplate(header) : new Uint8Array(await xlsxTemplate(header, sheetName));
  return new Response(body, {
    headers: {
      "Content-Type": TEMPLATE_TYPES[format],
      "Content-Disposition": `attachment; filename="${name}.${format}"`,
    },
  });
}
/* eslint-enable lingui/no-unlocalized-strings */
