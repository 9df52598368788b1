import { beforeAll, describe, expect, it } from "vitest";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import { Category } from "~/modules/catalog/category.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import { Region } from "~/modules/catalog/metadata.entity";
import { ImportFileError } from "~/modules/tender-import/import-errors";
import { detectFormat } from "~/modules/tender-import/import-file-rows.server";
import { waitForImportTurn } from "~/modules/tender-import/import-turn.server";
import {
  ImportRefusedError,
  importTenders,
  previewImport,
  type ImportFile,
} from "~/modules/tender-import/tender-import.server";
import { createTender, OPENING_BEFORE_CLOSING } from "~/modules/tenders/tender-commands.server";
import { Tender } from "~/modules/tenders/tender.entity";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { csvFile, rawFile, xlsxFile } from "./import-files";
import { tenderAuthor } from "./tender-author";

const db = setupTestDatabase();
let admin: CurrentUser;
let ids: { language: number; source: number; region: number };
let works: number;
let roads: number;
let goods: number;

const HEADER = [
  "title",
  "organisation",
  "Closing date (EAT, YYYY-MM-DD HH:MM)",
  "opening_date",
  "categories",
  "subcategories",
  "region",
  "source",
  "language",
  "document_price",
  "bid_bond",
];

beforeAll(async () => {
  const em = db.em();
  ({ admin, ids } = await tenderAuthor(
    em,
    { fullname: "Importer", email: "importer@test.et" },
    "Addis Zemen",
  ));
  const category = em.create(Category, { name: "Construction Works" });
  const other = em.create(Category, { name: "Goods" });
  const subcategory = em.create(Subcategory, { name: "Roads", category });
  em.create(Region, { name: "ትግራይ" });
  await em.flush();
  works = category.id;
  goods = other.id;
  roads = subcategory.id;
});

const stored = (title: string) =>
  db.em().findOne(Tender, { title }, { populate: ["categories", "subcategories", "region"] });
const countTitled = (prefix: string) => db.em().count(Tender, { title: { $like: `${prefix}%` } });

describe("a clean CSV", () => {
  it("previews every row as valid, then imports them as drafts with one audit row", async () => {
    const file = await csvFile([
      HEADER,
      [
        "Clean A: road works",
        "Oromia Roads Authority",
        "2031-05-01 10:30",
        "2031-05-01 11:00",
        "construction works",
        "ROADS",
        "oromia",
        "addis zemen",
        "English",
        "1,500",
        "2",
      ],
      ["Clean B: laptops", "", "", "", "Goods", "", "Oromia", "Addis Zemen", "English", "", ""],
    ]);
    const preview = await previewImport(db.em(), file);
    expect(preview).toMatchObject({ valid: 2, invalid: 0 });
    expect(preview.rows.map((row) => [row.row, row.status])).toEqual([
      [2, "valid"],
      [3, "valid"],
    ]);
    expect(await countTitled("Clean ")).toBe(0);

    const result = await importTenders(db.em(), admin, file, "all");
    expect(result.ids).toHaveLength(2);
    const tender = await stored("Clean A: road works");
    expect(tender).toMatchObject({
      organisation: "Oromia Roads Authority",
      publishedAt: null,
      documentPrice: 1500,
      bidBond: 2,
    });
    expect(tender!.closingDate!.toISOString()).toBe("2031-05-01T07:30:00.000Z");
    expect(tender!.categories.getItems().map((c) => c.id)).toEqual([works]);
    expect(tender!.subcategories.getItems().map((s) => s.id)).toEqual([roads]);
    expect(tender!.region!.id).toBe(ids.region);
    const audit = await db.em().find(AuditLog, { entityType: "tender_import" });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary).toContain("Imported 2 tender(s) as drafts");
  });
});

describe("an XLSX with names and ids", () => {
  it("resolves catalogue names in any letter case, Amharic names and ids alike", async () => {
    const file = await xlsxFile([
      ["Title", "Categories", "Subcategories", "Region", "Source", "Language", "Closing date"],
      [
        "Xlsx names",
        "CONSTRUCTION WORKS; goods",
        "roads",
        "ትግራይ",
        "ADDIS ZEMEN",
        "english",
        new Date(Date.UTC(2031, 5, 2, 14, 0)),
      ],
      [
        "Xlsx ids",
        `${works}`,
        `${roads}`,
        ids.region,
        ids.source,
        ids.language,
        "2031-06-02T14:00",
      ],
    ]);
    const preview = await previewImport(db.em(), file);
    expect(preview.rows.flatMap((row) => row.errors)).toEqual([]);
    await importTenders(db.em(), admin, file, "all");
    const byName = await stored("Xlsx names");
    const byId = await stored("Xlsx ids");
    expect(
      byName!.categories
        .getItems()
        .map((c) => c.id)
        .sort(),
    ).toEqual([works, goods].sort());
    expect(byName!.subcategories.getItems().map((s) => s.id)).toEqual([roads]);
    expect(byName!.region!.name).toBe("ትግራይ");
    expect(byId!.categories.getItems().map((c) => c.id)).toEqual([works]);
    expect(byId!.subcategories.getItems().map((s) => s.id)).toEqual([roads]);
    expect(byId!.region!.id).toBe(ids.region);
    // An Excel date cell is the wall-clock time it shows, in Addis Ababa: as the typed one.
    expect(byName!.closingDate!.toISOString()).toBe("2031-06-02T11:00:00.000Z");
    expect(byId!.closingDate!.toISOString()).toBe("2031-06-02T11:00:00.000Z");
  });
});

describe("a file with bad rows", () => {
  let file: ImportFile;
  beforeAll(async () => {
    file = await xlsxFile([
      [
        "title",
        "closing_date",
        "opening_date",
        "region",
        "source",
        "language",
        "subcategories",
        "bid_bond",
      ],
      ["Bad ok one", "2031-07-01 10:00", "", "Oromia", "Addis Zemen", "English", "", ""],
      ["Bad date", "2031-02-31 10:00", "", "Oromia", "Addis Zemen", "English", "", ""],
      ["Bad region", "", "", "Atlantis", "Addis Zemen", "English", "", "150"],
      [
        "Bad order",
        "2031-07-01 10:00",
        "2031-06-30 10:00",
        "Oromia",
        "Addis Zemen",
        "English",
        "",
        "",
      ],
      [null, "", "", "Oromia", "", "English", "Roads", ""],
      ["Bad ok two", "", "", "Oromia", "Addis Zemen", "English", "", ""],
    ]);
  });

  it("reports each error with its row and column", async () => {
    const preview = await previewImport(db.em(), file);
    expect(preview).toMatchObject({ valid: 2, invalid: 4 });
    const problems = preview.rows.flatMap((row) =>
      row.errors.map((error) => [row.row, error.column, error.message, error.value]),
    );
    expect(problems).toEqual([
      [3, "closing_date", "Enter a valid date and time", undefined],
      [4, "region", "Not in the catalogue, by name or by id", "Atlantis"],
      [4, "bid_bond", "The bid bond must be between 0 and 100", undefined],
      [5, "opening_date", OPENING_BEFORE_CLOSING, undefined],
      [6, "title", "Title is required", undefined],
      [6, "subcategories", "Not a subcategory of this row's categories, by name or by id", "Roads"],
      [6, "source", "Choose a source", undefined],
    ]);
  });

  it("stores nothing in 'all or nothing' mode, and names every bad row", async () => {
    const refusal = await importTenders(db.em(), admin, file, "all").catch((error) => error);
    expect(refusal).toBeInstanceOf(ImportRefusedError);
    expect((refusal as ImportRefusedError).rows.map((row) => row.row)).toEqual([3, 4, 5, 6]);
    expect(await countTitled("Bad ")).toBe(0);
  });

  it("stores only the valid rows in 'valid rows' mode", async () => {
    const result = await importTenders(db.em(), admin, file, "valid");
    expect(result.ids).toHaveLength(2);
    expect(result.skipped.map((row) => row.row)).toEqual([3, 4, 5, 6]);
    const titles = (await db.em().find(Tender, { title: { $like: "Bad %" } })).map((t) => t.title);
    expect(titles.sort()).toEqual(["Bad ok one", "Bad ok two"]);
  });
});

describe("duplicate warnings", () => {
  it("warns about a row that looks like a stored tender, without refusing it", async () => {
    await createTender(db.em(), admin, {
      title: "Supply of diesel generators for the water bureau",
      snippet: "",
      description: "",
      organisation: "Adama Water Bureau",
      categories: [],
      subcategories: [],
      removeDocuments: [],
      tenderLanguageId: ids.language,
      tenderSourceId: ids.source,
      tenderRegionId: ids.region,
    });
    const file = await csvFile([
      ["title", "organisation", "region", "source", "language"],
      [
        "Supply of Diesel Generators for the Water Bureau.",
        "adama water bureau",
        "Oromia",
        "Addis Zemen",
        "English",
      ],
    ]);
    const preview = await previewImport(db.em(), file);
    expect(preview.rows[0]!.status).toBe("valid");
    expect(preview.rows[0]!.duplicates.map((d) => d.title)).toEqual([
      "Supply of diesel generators for the water bureau",
    ]);
    expect(preview.warned).toBe(1);
  });
});

describe("files that cannot be imported", () => {
  const refusal = (file: ImportFile) => previewImport(db.em(), file).catch((error) => error);

  it("refuses unknown and missing columns, naming them", async () => {
    const unknown = await refusal(
      await csvFile([
        ["title", "clossing_date", "region", "source", "language"],
        ["x", "", "Oromia", "Addis Zemen", "English"],
      ]),
    );
    expect(unknown).toBeInstanceOf(ImportFileError);
    expect(unknown).toMatchObject({ status: 400, detail: "clossing_date" });
    const missing = await refusal(
      await csvFile([
        ["title", "source"],
        ["x", "Addis Zemen"],
      ]),
    );
    expect(missing).toMatchObject({ status: 400, detail: "region, language" });
  });

  it("refuses an empty file and a header without rows", async () => {
    const empty = await refusal({
      path: await rawFile("csv", ""),
      format: "csv",
      fileName: "e.csv",
    });
    expect(empty).toMatchObject({ message: "The file is empty: it has no header row." });
    const headerOnly = await refusal(await csvFile([["title", "region", "source", "language"]]));
    expect(headerOnly).toMatchObject({
      message: "The file has a header row but no tenders below it.",
    });
  });

  it("refuses broken CSV, non-UTF-8 text and a damaged workbook", async () => {
    const broken = await refusal({
      path: await rawFile("csv", 'title,region,source,language\n"unclosed,Oromia,x,y\n'),
      format: "csv",
      fileName: "b.csv",
    });
    expect(broken).toMatchObject({
      status: 400,
      message: expect.stringContaining("not valid CSV"),
    });
    const latin1 = await refusal({
      path: await rawFile(
        "csv",
        Buffer.from("title,region,source,language\ncaf\xe9,Oromia,x,y\n", "latin1"),
      ),
      format: "csv",
      fileName: "l.csv",
    });
    expect(latin1).toMatchObject({ status: 400, message: expect.stringContaining("not UTF-8") });
    const damaged = await rawFile(
      "xlsx",
      Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(200, 7)]),
    );
    const workbook = await refusal({ path: damaged, format: "xlsx", fileName: "d.xlsx" });
    expect(workbook).toMatchObject({
      status: 400,
      message: expect.stringContaining("could not be read"),
    });
  });

  it("tells a CSV or XLSX by its name and content, and refuses anything else", async () => {
    const text = await rawFile("csv", "title\n");
    expect(await detectFormat("tenders.CSV", text)).toBe("csv");
    await expect(detectFormat("tenders.txt", text)).rejects.toMatchObject({ status: 415 });
    await expect(detectFormat("tenders.xlsx", text)).rejects.toMatchObject({ status: 415 });
  });

  it("refuses more than 5,000 rows and stores nothing", async () => {
    const rows = Array.from({ length: 5_001 }, (_, index) => [
      `Too many ${index}`,
      "Oromia",
      "Addis Zemen",
      "English",
    ]);
    const file = await csvFile([["title", "region", "source", "language"], ...rows]);
    const error = await importTenders(db.em(), admin, file, "valid").catch((e) => e);
    expect(error).toMatchObject({ status: 413, message: expect.stringContaining("too many rows") });
    expect(await countTitled("Too many ")).toBe(0);
  });
});

describe("two imports at once", () => {
  // Each new organisation name takes a lock in the order of the import's rows; two imports
  // naming the same new buyers in opposite orders used to deadlock, and one was lost.
  it("both land when they add the same new organisations in opposite orders", async () => {
    for (let round = 0; round < 8; round++) {
      const names = Array.from({ length: 40 }, (_, index) => `Concurrent buyer ${round}-${index}`);
      const fileOf = (side: string, ordered: string[]) =>
        csvFile([
          ["title", "organisation", "region", "source", "language"],
          ...ordered.map((name) => [
            `Both at once ${side} ${name}`,
            name,
            "Oromia",
            "Addis Zemen",
            "English",
          ]),
        ]);
      const [forward, backward] = await Promise.all([
        fileOf("forward", names),
        fileOf("backward", [...names].reverse()),
      ]);
      const results = await Promise.all([
        importTenders(db.em(), admin, forward, "all"),
        importTenders(db.em(), admin, backward, "all"),
      ]);
      expect(results.map((result) => result.ids.length)).toEqual([40, 40]);
    }
    expect(await countTitled("Both at once ")).toBe(640);
    const organisations = await db
      .em()
      .getConnection()
      .execute<{ count: string }[]>(
        `select count(*) from organisation_names where name like 'Concurrent buyer %'`,
      );
    expect(Number(organisations[0]!.count)).toBe(320);
  });

  it("waits for the import before it, and past its wait answers 503 and stores nothing", async () => {
    const timeout = (tx: EntityManager) =>
      tx
        .execute<{ value: string }[]>("select current_setting('statement_timeout') as value")
        .then((rows) => rows[0]!.value);
    const usual = await db.em().transactional(timeout);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let hold!: (setting: string) => void;
    const holding = new Promise<string>((resolve) => (hold = resolve));
    const earlier = db.em().transactional(async (tx) => {
      await waitForImportTurn(tx);
      hold(await timeout(tx));
      await released;
    });
    // The lifted statement timeout is only for the wait.
    expect(await holding).toBe(usual);

    const refusal = await db
      .em()
      .transactional((tx) => waitForImportTurn(tx, 200))
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      status: 503,
      message: "Another import is being saved. Try again in a minute.",
    });

    const file = await csvFile([
      ["title", "region", "source", "language"],
      ["Waited for its turn", "Oromia", "Addis Zemen", "English"],
    ]);
    let landed = false;
    const waiting = importTenders(db.em(), admin, file, "all").then((result) => {
      landed = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(landed).toBe(false);
    expect(await countTitled("Waited for its turn")).toBe(0);
    release();
    await earlier;
    expect((await waiting).ids).toHaveLength(1);
    expect(await countTitled("Waited for its turn")).toBe(1);
  });
});
