// npm run bench:import [-- --rows 5000 --port 54562 --formats csv,xlsx]
// Times the tender import (the code the page and the API run) on a fresh embedded PostgreSQL
// with the demo catalogue: a CSV and an XLSX of `rows` tenders each are previewed (every row
// checked, duplicate warnings looked up) and then imported as drafts in one transaction. The
// issue asks for 5,000 rows within 30 s. Prints each step's time and the heap's peak; copy the
// figures into docs/decisions/018-bulk-import.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import ExcelJS from "exceljs";
import { MikroORM } from "@mikro-orm/postgresql";
import { ormConfig } from "../mikro-orm.config";
import { startEmbeddedDatabase } from "../server/database/embedded-database";
import { migrate } from "../server/database/prepare-database";
import { bootstrapData } from "../server/database/bootstrap";
import { checkEnvironment } from "../server/environment";
import type { ImportFile } from "~/modules/tender-import/tender-import.server";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "5000" },
    port: { type: "string", default: "54562" },
    // One format alone times it against no earlier import of the same notices.
    formats: { type: "string", default: "csv,xlsx" },
  },
});
const formats = values.formats
  .split(",")
  .map((format) => format.trim())
  .filter((format): format is "csv" | "xlsx" => format === "csv" || format === "xlsx");
const rowCount = Number(values.rows);
const dataDir = ".data/bench-import";

const HEADER = [
  "title",
  "snippet",
  "description",
  "organisation",
  "opening_date",
  "closing_date",
  "categories",
  "subcategories",
  "region",
  "source",
  "language",
  "document_price",
  "bid_bond",
];

interface Names {
  category: string;
  subcategory: string;
  region: string;
  source: string;
  language: string;
}

/** A realistic notice: a paragraph of description, every column filled, names as typed. */
function row(index: number, names: Names): string[] {
  const day = String((index % 28) + 1).padStart(2, "0");
  return [
    `Supply and delivery of item group ${index} for the regional office, lot ${index % 7}`,
    `Sealed bids are invited for lot ${index % 7}.`,
    `<p>${"The bureau invites eligible bidders to submit sealed bids. ".repeat(8)}</p>`,
    `Bureau ${index % 300}`,
    `2031-03-${day} 10:30`,
    `2031-03-${day} 10:00`,
    names.category.toUpperCase(),
    names.subcategory.toLowerCase(),
    names.region,
    names.source,
    names.language,
    "200",
    "2",
  ];
}

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

async function writeCsv(file: string, names: Names) {
  const out = fs.createWriteStream(file);
  out.write(HEADER.join(",") + "\r\n");
  for (let i = 1; i <= rowCount; i++) out.write(row(i, names).map(quoted).join(",") + "\r\n");
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

async function writeXlsx(file: string, names: Names) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: true,
  });
  const sheet = workbook.addWorksheet("Tenders");
  sheet.addRow(HEADER).commit();
  for (let i = 1; i <= rowCount; i++) sheet.addRow(row(i, names)).commit();
  sheet.commit();
  await workbook.commit();
}

let peakHeap = 0;
const sampler = setInterval(() => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}, 50);

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const db = await startEmbeddedDatabase({
  dataDir: path.join(dataDir, "pg"),
  port: Number(values.port),
  database: "tenderlink",
});
const orm = await MikroORM.init(ormConfig(db.url));
try {
  await migrate(db.url);
  await bootstrapData(db.url, checkEnvironment());
  const { previewImport, importTenders } =
    await import("~/modules/tender-import/tender-import.server");
  const em = orm.em.fork();
  const [names] = await em.execute<(Names & { admin: number; email: string })[]>(
    `select (select name from categories c where exists (select 1 from subcategories s where s.category_id = c.id) order by id limit 1) as category,
            (select s.name from subcategories s where s.category_id = (select c.id from categories c where exists (select 1 from subcategories s2 where s2.category_id = c.id) order by id limit 1) order by s.id limit 1) as subcategory,
            (select name from regions order by id limit 1) as region,
            (select name from sources order by id limit 1) as source,
            (select name from languages order by id limit 1) as language,
            (select id from users where role = 'superadmin' order by id limit 1) as admin,
            (select email from users where role = 'superadmin' order by id limit 1) as email`,
  );
  if (!names?.admin)
    throw new Error(
      "The bootstrap made no superadmin: set SEED_DEMO_DATA or ADMIN_EMAIL/ADMIN_PASSWORD.",
    );
  const actor = {
    id: names.admin,
    fullname: "Bench",
    email: names.email,
    role: "superadmin" as const,
    locale: null,
  };
  const results = [];
  for (const format of formats) {
    const file = path.join(dataDir, `tenders.${format}`);
    if (format === "csv") await writeCsv(file, names);
    else await writeXlsx(file, names);
    const input: ImportFile = { path: file, format, fileName: `tenders.${format}` };
    peakHeap = 0;
    let started = performance.now();
    const preview = await previewImport(orm.em.fork(), input);
    const previewSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const result = await importTenders(orm.em.fork(), actor, input, "all");
    const importSeconds = (performance.now() - started) / 1000;
    results.push({
      format,
      rows: rowCount,
      "file MB": Math.round((fs.statSync(file).size / 2 ** 20) * 10) / 10,
      "valid rows": preview.valid,
      "preview s": Math.round(previewSeconds * 10) / 10,
      "import s": Math.round(importSeconds * 10) / 10,
      "preview + import s": Math.round((previewSeconds + importSeconds) * 10) / 10,
      imported: result.ids.length,
      "heap peak MB": Math.round(peakHeap / 2 ** 20),
    });
  }
  console.log(`\n${rowCount} rows per file, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  console.table(results);
} finally {
  clearInterval(sampler);
  await orm.close();
  await db.stop();
}
