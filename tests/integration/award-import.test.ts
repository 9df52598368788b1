import { beforeAll, describe, expect, it } from "vitest";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import { awardSchema } from "~/modules/awards/award.schema";
import { importAwards, previewAwardImport } from "~/modules/awards/award-import.server";
import { cancelTender, recordAward } from "~/modules/awards/awards.server";
import { tenderOutcome } from "~/modules/awards/outcomes.server";
import { ImportFileError } from "~/modules/tender-import/import-errors";
import { Tender } from "~/modules/tenders/tender.entity";
import { action as importAction } from "~/routes/admin/awards-import";
import type { CurrentUser } from "~/server/request-context";
import { createAccounts, statusOf, throughAdminGuard } from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { csvFile, xlsxFile } from "./import-files";
import { formRequest } from "./route-args";

const db = setupTestDatabase();
let admin: CurrentUser;
const ids: Record<string, number> = {};

const HEADER = ["Tender ID", "lot", "Supplier", "Amount (ETB)", "currency", "date", "note"];

beforeAll(async () => {
  admin = (await createAccounts(db.em(), "award-import")).admin;
  const em = db.em();
  for (const [name, publishedAt] of [
    ["roads", new Date("2026-10-01")],
    ["water", new Date("2026-10-02")],
    ["cancelled", new Date("2026-10-03")],
    ["draft", null],
  ] as const) {
    const tender = em.create(Tender, { title: `Award import ${name}`, publishedAt });
    await em.flush();
    ids[name] = tender.id;
  }
  const award = awardSchema.parse({
    supplier: "Existing Builders",
    amount: "10",
    awardedOn: "2026-11-01",
    lot: 3,
  });
  await recordAward(db.em(), admin, ids.water!, award);
  await cancelTender(db.em(), admin, ids.cancelled!, { reason: "Budget" });
});

const rows = () => [
  HEADER,
  [String(ids.roads), "1", "Abay Roads PLC", "1,250,000.50", "", "2026-11-20", "Lot one"],
  [String(ids.roads), "2", "abay roads plc", "99", "usd", "2026-11-21", ""],
  [String(ids.water), "3", "Other PLC", "5", "", "2026-11-21", ""],
  [String(ids.roads), "1", "Twice PLC", "7", "", "2026-11-21", ""],
  [String(ids.cancelled), "", "Late PLC", "7", "", "2026-11-21", ""],
  [String(ids.draft), "", "Draft PLC", "7", "", "2026-11-21", ""],
  ["999999999", "", "Nobody", "7", "", "2026-11-21", ""],
  ["x", "0", "", "-3", "EURO", "2026-02-30", ""],
  [String(ids.water), "", "Water Works", "300", "", "2026-11-22", ""],
];

describe("the award notices' import", () => {
  it("previews every row: errors by column, lots taken as warnings, nothing stored", async () => {
    const preview = await previewAwardImport(db.em(), await csvFile(rows()));
    expect(preview).toMatchObject({ valid: 3, invalid: 5, taken: 1 });
    const byRow = new Map(preview.rows.map((row) => [row.row, row]));
    expect(byRow.get(2)).toMatchObject({ status: "valid", tenderId: ids.roads, lot: 1 });
    expect(byRow.get(4)).toMatchObject({ status: "taken", takenBy: "Existing Builders" });
    expect(byRow.get(5)!.errors).toEqual([
      { column: "lot", message: expect.stringMatching(/earlier row/) },
    ]);
    expect(byRow.get(6)!.errors[0]).toMatchObject({
      column: "tender_id",
      message: expect.stringMatching(/cancelled/),
    });
    expect(byRow.get(7)!.errors[0]).toMatchObject({ message: "This tender is not published" });
    expect(byRow.get(8)!.errors[0]).toMatchObject({ message: "No tender has this number" });
    expect(
      byRow
        .get(9)!
        .errors.map((error) => error.column)
        .sort(),
    ).toEqual(["amount", "currency", "date", "lot", "supplier", "tender_id"]);
    expect((await tenderOutcome(db.em(), ids.roads!)).status).toBe("pending");
  });

  it("records the valid rows once, in one transaction, skipping what is refused", async () => {
    const file = await csvFile(rows());
    const result = await importAwards(db.em(), admin, file);
    expect(result.recorded).toBe(3);
    expect(result.skipped.map((row) => row.row)).toEqual([4, 5, 6, 7, 8, 9]);
    const roads = await tenderOutcome(db.em(), ids.roads!);
    expect(
      roads.awards.map((award) => [award.lot, award.supplier.name, award.amount, award.currency]),
    ).toEqual([
      [1, "Abay Roads PLC", "1250000.50", "ETB"],
      [2, "Abay Roads PLC", "99.00", "USD"],
    ]);
    const water = await tenderOutcome(db.em(), ids.water!);
    expect(water.awards.map((award) => [award.lot, award.supplier.name])).toEqual([
      [1, "Water Works"],
      [3, "Existing Builders"],
    ]);
    expect(await db.em().count(AuditLog, { entityType: "award_import" })).toBe(1);

    // The same file again: every lot is taken now, nothing more is recorded.
    const again = await importAwards(db.em(), admin, await csvFile(rows()));
    expect(again.recorded).toBe(0);
    expect((await tenderOutcome(db.em(), ids.roads!)).awards).toHaveLength(2);
  });

  it("reads Excel files, and refuses a file without the required columns", async () => {
    const em = db.em();
    const fresh = em.create(Tender, {
      title: "Award import excel",
      publishedAt: new Date("2026-10-04"),
    });
    await em.flush();
    const preview = await previewAwardImport(
      db.em(),
      await xlsxFile([
        ["tender_id", "supplier", "amount", "date"],
        [fresh.id, "Excel PLC", 12.5, new Date(Date.UTC(2026, 10, 23))],
      ]),
    );
    expect(preview.rows[0]).toMatchObject({ status: "valid", lot: 1, supplier: "Excel PLC" });
    expect(preview.rows[0]!.errors).toEqual([]);
    const refusal = await previewAwardImport(
      db.em(),
      await csvFile([
        ["tender", "supplier"],
        ["1", "x"],
      ]),
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImportFileError);
  });

  it("sends a second submit of one preview away: the upload is claimed once", async () => {
    const outcome = await throughAdminGuard(
      importAction as never,
      formRequest("/admin/awards/import", { upload: "00000000-0000-0000-0000-000000000000.csv" }),
      db.em(),
      admin,
    );
    expect(statusOf(outcome)).toBe(410);
  });
});

describe("two award imports at once", () => {
  it("both land when they add the same new suppliers in opposite orders", async () => {
    const em = db.em();
    const tenders = Array.from({ length: 40 }, (_, index) =>
      em.create(Tender, { title: `Awarded at once ${index}`, publishedAt: new Date("2026-10-05") }),
    );
    await em.flush();
    const suppliers = Array.from({ length: 20 }, (_, index) => `Concurrent Supplier ${index} PLC`);
    const fileOf = (first: number, names: string[]) =>
      csvFile([
        ["tender_id", "supplier", "amount", "date"],
        ...names.map((name, index) => [
          String(tenders[first + index]!.id),
          name,
          "100",
          "2026-11-25",
        ]),
      ]);
    const files = await Promise.all([fileOf(0, suppliers), fileOf(20, [...suppliers].reverse())]);
    const results = await Promise.all(files.map((file) => importAwards(db.em(), admin, file)));
    expect(results.map((result) => result.recorded)).toEqual([20, 20]);
    const [row] = await db
      .em()
      .getConnection()
      .execute<{ count: string }[]>(
        `select count(*) from suppliers where name like 'Concurrent Supplier %'`,
      );
    expect(Number(row!.count)).toBe(20);
  });
});
