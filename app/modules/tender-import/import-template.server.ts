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
function csvTemplate(): string {
  return `\uFEFF${templateHeader().map(csvCell).join(",")}\r\n`;
}

async function xlsxTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the sheet's name, part of the file
  const sheet = workbook.addWorksheet("Tenders", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow(templateHeader()).font = { bold: true };
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

export async function templateDownload(format: keyof typeof TEMPLATE_TYPES): Promise<Response> {
  const body = format === "csv" ? csvTemplate() : new Uint8Array(await xlsxTemplate());
  return new Response(body, {
    headers: {
      "Content-Type": TEMPLATE_TYPES[format],
      "Content-Disposition": `attachment; filename="tender-import-template.${format}"`,
    },
  });
}
/* eslint-enable lingui/no-unlocalized-strings */
