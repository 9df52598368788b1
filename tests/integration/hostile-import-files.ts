// Import files an attacker would upload (issue 41), generated here: small on disk, each far
// too much work or memory once read. The XLSX files are written as zips by hand (fflate), entry
// by entry in the order given, so a test chooses whether a sheet comes before its texts (as
// Excel stores them) or after.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Zip, ZipDeflate } from "fflate";

let folder: string | null = null;
let counter = 0;

async function newPath(name: string): Promise<string> {
  folder ??= await mkdtemp(path.join(tmpdir(), "hostile-import-"));
  return path.join(folder, `${++counter}-${name}`);
}

/** Removes the files made so far (call it after the tests). */
export async function removeHostileFiles(): Promise<void> {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = null;
  made.clear();
}

/** Each file is made once per test file: the large ones take seconds to compress. */
const made = new Map<string, Promise<string>>();
function once(key: string, make: () => Promise<string>): Promise<string> {
  if (!made.has(key)) made.set(key, make());
  return made.get(key)!;
}

/** Text given in pieces, cut into chunks of about a megabyte. */
type Pieces = () => Iterable<string>;

const CHUNK = 1 << 20;
const encoder = new TextEncoder();

/** Writes a zip of `entries` (deflated at the highest level), streamed: never whole in memory. */
async function writeZip(file: string, entries: [name: string, content: Pieces][]): Promise<void> {
  const out = createWriteStream(file);
  const written = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
  });
  const zip = new Zip((error, data, final) => {
    if (error) throw error;
    out.write(data);
    if (final) out.end();
  });
  for (const [name, content] of entries) {
    const entry = new ZipDeflate(name, { level: 9 });
    zip.add(entry);
    let pending = "";
    for (const piece of content()) {
      pending += piece;
      if (pending.length >= CHUNK) {
        entry.push(encoder.encode(pending));
        pending = "";
      }
    }
    entry.push(encoder.encode(pending), true);
  }
  zip.end();
  await written;
}

const WORKBOOK: [string, Pieces][] = [
  [
    "xl/workbook.xml",
    () => [
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Tenders" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ],
  ],
  [
    "xl/_rels/workbook.xml.rels",
    () => [
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ],
  ],
];

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = "</sheetData></worksheet>";
const SST_START =
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

function* repeated(piece: string, times: number): Iterable<string> {
  const block = piece.repeat(Math.max(1, Math.floor(CHUNK / piece.length)));
  const perBlock = block.length / piece.length;
  let left = times;
  for (; left >= perBlock; left -= perBlock) yield block;
  yield piece.repeat(left);
}

/** A header row of the template's required columns, its texts inline. */
const HEADER_ROW =
  '<row r="1">' +
  ["title", "region", "source", "language"]
    .map((name, index) => `<c r="${"ABCD"[index]}1" t="inlineStr"><is><t>${name}</t></is></c>`)
    .join("") +
  "</row>";

/** An XLSX whose table of texts holds `count` different strings (issue 41: 3 million). */
export function sharedStringsXlsx(count: number): Promise<string> {
  return once(`shared-strings-${count}`, async () => {
    const file = await newPath("shared-strings.xlsx");
    await writeZip(file, [
      ...WORKBOOK,
      // Excel's order: the sheet, then its texts.
      ["xl/worksheets/sheet1.xml", () => [SHEET_START, HEADER_ROW, SHEET_END]],
      [
        "xl/sharedStrings.xml",
        function* () {
          yield SST_START;
          for (let index = 0; index < count; index++) yield `<si><t>Tender ${index}</t></si>`;
          yield "</sst>";
        },
      ],
    ]);
    return file;
  });
}

/**
 * An XLSX of `count` empty rows (issue 41: 50 million) below a header. `excelOrder` stores the
 * sheet before the texts, which exceljs unpacks to a temporary file before reading it.
 */
export function emptyRowsXlsx(count: number, excelOrder = false): Promise<string> {
  return once(`empty-rows-${count}-${excelOrder}`, async () => {
    const file = await newPath(`empty-rows${excelOrder ? "-excel-order" : ""}.xlsx`);
    const sheet: [string, Pieces] = [
      "xl/worksheets/sheet1.xml",
      function* () {
        yield SHEET_START + HEADER_ROW;
        yield* repeated("<row/>", count);
        yield SHEET_END;
      },
    ];
    const texts: [string, Pieces] = ["xl/sharedStrings.xml", () => [SST_START, "</sst>"]];
    await writeZip(file, [...WORKBOOK, ...(excelOrder ? [sheet, texts] : [texts, sheet])]);
    return file;
  });
}

/** An XLSX whose one text of `length` characters fills `cells` cells, one a row. */
export function repeatedTextXlsx(length: number, cells: number): Promise<string> {
  return once(`repeated-text-${length}-${cells}`, async () => {
    const file = await newPath("repeated-text.xlsx");
    await writeZip(file, [
      ...WORKBOOK,
      [
        "xl/sharedStrings.xml",
        function* () {
          yield `${SST_START}<si><t>`;
          yield* repeated("x", length);
          yield "</t></si></sst>";
        },
      ],
      [
        "xl/worksheets/sheet1.xml",
        function* () {
          yield SHEET_START + HEADER_ROW;
          for (let row = 2; row < cells + 2; row++)
            yield `<row r="${row}"><c r="A${row}" t="s"><v>0</v></c></row>`;
          yield SHEET_END;
        },
      ],
    ]);
    return file;
  });
}

/** An XLSX whose sheet is `megabytes` of blank space and no rows: slow to read, nothing in it. */
export function whitespaceXlsx(megabytes: number): Promise<string> {
  return once(`whitespace-${megabytes}`, async () => {
    const file = await newPath("whitespace.xlsx");
    await writeZip(file, [
      ...WORKBOOK,
      ["xl/sharedStrings.xml", () => [SST_START, "</sst>"]],
      [
        "xl/worksheets/sheet1.xml",
        function* () {
          yield SHEET_START;
          yield* repeated(" ", megabytes * CHUNK);
          yield SHEET_END;
        },
      ],
    ]);
    return file;
  });
}

/** A CSV of `bytes` newlines: nothing but blank rows (issue 41: 19 MB). */
export function blankLinesCsv(bytes: number): Promise<string> {
  return once(`blank-lines-${bytes}`, async () => {
    const file = await newPath("blank-lines.csv");
    const out = createWriteStream(file);
    for (const block of repeated("\n", bytes)) {
      if (!out.write(block)) await new Promise<void>((resume) => out.once("drain", () => resume()));
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return file;
  });
}

/** A CSV whose header is followed by one row of `cells` empty cells. */
export function wideRowCsv(cells: number): Promise<string> {
  return once(`wide-row-${cells}`, async () => {
    const file = await newPath("wide-row.csv");
    const out = createWriteStream(file);
    out.write("title,region,source,language\n");
    for (const block of repeated(",", cells - 1)) out.write(block);
    await new Promise<void>((resolve, reject) =>
      out.end("\n", (error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return file;
  });
}
