import { describe, expect, it } from "vitest";
import { Award } from "~/modules/awards/award.entity";
import { Supplier } from "~/modules/awards/supplier.entity";
import { TenderOutcome } from "~/modules/awards/tender-outcome.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();

async function newTender(title: string) {
  const em = db.em();
  const tender = em.create(Tender, { title, publishedAt: new Date("2026-11-01T08:00:00Z") });
  await em.flush();
  return tender.id;
}

describe("the awards tables", () => {
  it("store an outcome, its supplier and an award as the entities describe them", async () => {
    const tenderId = await newTender("Supply of office chairs");
    const em = db.em();
    const supplier = em.create(Supplier, { name: "Abebe Trading PLC", slug: "abebe-trading-plc" });
    em.create(TenderOutcome, { tender: em.getReference(Tender, tenderId), status: "awarded" });
    em.create(Award, {
      tender: em.getReference(Tender, tenderId),
      supplier,
      amount: "125000.50",
      awardedOn: "2026-11-20",
    });
    await em.flush();

    const read = db.em();
    const award = await read.findOneOrFail(Award, { tender: tenderId }, { populate: ["supplier"] });
    expect(award).toMatchObject({ lot: 1, currency: "ETB", amount: "125000.50" });
    expect(award.supplier.name).toBe("Abebe Trading PLC");
    const outcome = await read.findOneOrFail(TenderOutcome, { tender: tenderId });
    expect(outcome.status).toBe("awarded");
    expect(outcome.readvertisedAs).toBeNull();
  });

  it("refuse a second award of the same lot, a non-positive amount and a second supplier spelt alike", async () => {
    const tenderId = await newTender("Road maintenance lot works");
    const em = db.em();
    const [supplier] = await em.execute<{ id: number }[]>(
      `insert into suppliers (name, slug) values ('Lot Builders', 'lot-builders') returning id`,
    );
    const award = (lot: number, amount: string) =>
      db
        .em()
        .execute(
          `insert into awards (tender_id, lot, supplier_id, amount, awarded_on) values (?, ?, ?, ?, '2026-11-20')`,
          [tenderId, lot, supplier!.id, amount],
        );
    await award(1, "1000");
    await expect(award(1, "2000")).rejects.toThrow(/awards_tender_lot_unique/);
    await expect(award(2, "0")).rejects.toThrow(/check/);
    await expect(
      db
        .em()
        .execute(`insert into suppliers (name, slug) values ('LOT BUILDERS', 'lot-builders-2')`),
    ).rejects.toThrow(/suppliers_lower_name_unique/);
    const [row] = await db
      .em()
      .execute<{ count: string }[]>(`select count(*) from awards where tender_id = ?`, [tenderId]);
    expect(Number(row?.count)).toBe(1);
  });
});
