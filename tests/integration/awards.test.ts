import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import { awardSchema, failureSchema, parseAmount } from "~/modules/awards/award.schema";
import {
  cancelTender,
  clearOutcome,
  LotAlreadyAwardedError,
  markTenderFailed,
  OutcomeRuleError,
  recordAward,
  removeAward,
  updateAward,
} from "~/modules/awards/awards.server";
import { tenderOutcome } from "~/modules/awards/outcomes.server";
import { findOrCreateSupplier, slugOf } from "~/modules/awards/suppliers.server";
import { NotFoundError } from "~/modules/domain-errors";
import { Tender } from "~/modules/tenders/tender.entity";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { ValidationError } from "~/modules/tenders/validation-error";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { tenderAuthor } from "./tender-author";

const db = setupTestDatabase();
let admin: CurrentUser;

beforeAll(async () => {
  ({ admin } = await tenderAuthor(
    db.em(),
    { fullname: "Award Admin", email: "awards-admin@example.et" },
    "Addis Zemen",
  ));
});

async function newTender(title: string, publishedAt: Date | null = new Date("2026-11-01")) {
  const em = db.em();
  const tender = em.create(Tender, { title, publishedAt });
  await em.flush();
  return tender.id;
}

const award = (values: Record<string, unknown>) =>
  awardSchema.parse({
    supplier: "Abebe Trading PLC",
    amount: "125000.5",
    awardedOn: "2026-11-20",
    ...values,
  });

describe("the award form's rules", () => {
  it("keeps amounts positive and exact, the currency ETB unless given, and lot 1 by default", () => {
    expect(award({})).toMatchObject({ lot: 1, currency: "ETB", amount: "125000.50" });
    expect(award({ amount: "1,250,000", currency: " usd " })).toMatchObject({
      amount: "1250000.00",
      currency: "USD",
    });
    for (const amount of ["0", "-5", "0.00", "12.345", "abc", "", "1e5"]) {
      expect(awardSchema.safeParse({ ...award({}), amount }).success, amount).toBe(false);
    }
    expect(parseAmount("99999999999999.99")).toBe("99999999999999.99");
    expect(parseAmount(1234567.8)).toBe("1234567.80");
    // A JSON number that large has lost its cents: it must come as text.
    expect(parseAmount(JSON.parse("99999999999999.99") as number)).toBeNull();
    for (const currency of ["EURO", "E1B", "ብር"]) {
      expect(awardSchema.safeParse({ ...award({}), currency }).success, currency).toBe(false);
    }
    expect(awardSchema.safeParse({ ...award({}), lot: 0 }).success).toBe(false);
    expect(awardSchema.safeParse({ ...award({}), awardedOn: "2026-02-30" }).success).toBe(false);
    expect(awardSchema.safeParse({ ...award({}), awardedOn: "2999-01-01" }).success).toBe(false);
    expect(awardSchema.safeParse({ ...award({}), supplier: "   " }).success).toBe(false);
    expect(failureSchema.safeParse({ reason: " " }).success).toBe(false);
  });

  it("gives suppliers a slug of any script and one supplier whatever the letter case", async () => {
    expect(slugOf("Abebe & Sons  P.L.C.")).toBe("abebe-sons-p-l-c");
    expect(slugOf("አበበ ንግድ")).toBe("አበበ-ንግድ");
    expect(slugOf("***")).toBe("supplier");
    const em = db.em();
    const first = await findOrCreateSupplier(em, "Slug Traders");
    expect(await findOrCreateSupplier(em, "SLUG TRADERS")).toEqual(first);
    const other = await findOrCreateSupplier(em, "Slug-Traders");
    expect(other.slug).toBe("slug-traders-2");
  });
});

describe("recording outcomes", () => {
  it("awards lots, keeps the outcome awarded while awards remain, and audits each change", async () => {
    const tenderId = await newTender("Supply of laboratory equipment");
    const first = await recordAward(db.em(), admin, tenderId, award({ note: "Framework" }));
    await recordAward(db.em(), admin, tenderId, award({ lot: 2, supplier: "abebe trading plc" }));
    let outcome = await tenderOutcome(db.em(), tenderId);
    expect(outcome.status).toBe("awarded");
    expect(outcome.awards.map((item) => [item.lot, item.supplier.name, item.amount])).toEqual([
      [1, "Abebe Trading PLC", "125000.50"],
      [2, "Abebe Trading PLC", "125000.50"],
    ]);
    expect(outcome.awards[0]).toMatchObject({
      currency: "ETB",
      awardedOn: "2026-11-20",
      note: "Framework",
    });

    await updateAward(db.em(), admin, tenderId, first.id, award({ lot: 3, amount: "99" }));
    outcome = await tenderOutcome(db.em(), tenderId);
    expect(outcome.awards.map((item) => [item.lot, item.amount])).toEqual([
      [2, "125000.50"],
      [3, "99.00"],
    ]);
    for (const item of outcome.awards) await removeAward(db.em(), admin, tenderId, item.id);
    expect((await tenderOutcome(db.em(), tenderId)).status).toBe("pending");
    await expect(removeAward(db.em(), admin, tenderId, first.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const audit = await db.em().find(AuditLog, { entityType: "tender", entityId: tenderId });
    expect(audit.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Awarded lot 1 to "Abebe Trading PLC" for ETB 125000.50 on 2026-11-20',
        "Removed the award of lot 3",
      ]),
    );
  });

  it("awards a lot once: refused, replaced when asked, and refused on an edit onto it", async () => {
    const tenderId = await newTender("Supply of fuel, two lots");
    await recordAward(db.em(), admin, tenderId, award({}));
    const second = recordAward(db.em(), admin, tenderId, award({ supplier: "Other PLC" }));
    await expect(second).rejects.toBeInstanceOf(LotAlreadyAwardedError);
    await expect(second).rejects.toMatchObject({ status: 409, lot: 1 });
    await recordAward(
      db.em(),
      admin,
      tenderId,
      award({ supplier: "Other PLC", replaceExisting: true }),
    );
    const outcome = await tenderOutcome(db.em(), tenderId);
    expect(outcome.awards.map((item) => item.supplier.name)).toEqual(["Other PLC"]);

    const lot2 = await recordAward(db.em(), admin, tenderId, award({ lot: 2 }));
    await expect(
      updateAward(db.em(), admin, tenderId, lot2.id, award({ lot: 1 })),
    ).rejects.toBeInstanceOf(LotAlreadyAwardedError);
  });

  it("maps two saves of one lot at the same moment to the same refusal", async () => {
    const tenderId = await newTender("Supply of tyres");
    const results = await Promise.allSettled(
      ["Tyre One PLC", "Tyre Two PLC", "Tyre Three PLC"].map((supplier) =>
        recordAward(db.em(), admin, tenderId, award({ supplier })),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((item) => item.status === "rejected")) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(LotAlreadyAwardedError);
    }
  });

  it("maps the unique violation itself when the other save was not seen before the insert", async () => {
    const tenderId = await newTender("Supply of cement");
    const supplier = await findOrCreateSupplier(db.em(), "Cement Race PLC");
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      // Another writer's award, uncommitted: the check cannot see it, the unique index waits.
      await other.query("begin");
      await other.query(
        "insert into awards (tender_id, lot, supplier_id, amount, awarded_on) values ($1, 4, $2, 10, '2026-11-20')",
        [tenderId, supplier.id],
      );
      const racing = recordAward(db.em(), admin, tenderId, award({ lot: 4 }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query("commit");
      await expect(racing).rejects.toBeInstanceOf(LotAlreadyAwardedError);
    } finally {
      await other.end();
    }
  });

  it("gives a cancelled tender no award, in either order", async () => {
    const cancelled = await newTender("Supply of uniforms");
    await cancelTender(db.em(), admin, cancelled, { reason: "Budget withdrawn" });
    await expect(recordAward(db.em(), admin, cancelled, award({}))).rejects.toThrow(
      /cancelled tender has no award/,
    );
    expect(await tenderOutcome(db.em(), cancelled)).toMatchObject({
      status: "cancelled",
      reason: "Budget withdrawn",
      awards: [],
    });

    const awarded = await newTender("Supply of tents");
    await recordAward(db.em(), admin, awarded, award({}));
    const refusal = cancelTender(db.em(), admin, awarded, { reason: "Too late" });
    await expect(refusal).rejects.toBeInstanceOf(OutcomeRuleError);
    await expect(
      markTenderFailed(db.em(), admin, awarded, { reason: "No bids" }),
    ).rejects.toBeInstanceOf(OutcomeRuleError);
    await expect(clearOutcome(db.em(), admin, awarded)).rejects.toBeInstanceOf(OutcomeRuleError);
    expect((await tenderOutcome(db.em(), awarded)).status).toBe("awarded");
  });

  it("marks a tender failed with the tender that re-advertised it, which exists and differs", async () => {
    const failed = await newTender("Construction of a school block");
    const again = await newTender("Construction of a school block (re-advertised)", null);
    await expect(
      markTenderFailed(db.em(), admin, failed, {
        reason: "No valid bid",
        readvertisedTenderId: failed,
      }),
    ).rejects.toMatchObject({ fieldErrors: { readvertisedTenderId: [expect.any(String)] } });
    await expect(
      markTenderFailed(db.em(), admin, failed, {
        reason: "No valid bid",
        readvertisedTenderId: 99_999_999,
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    await markTenderFailed(db.em(), admin, failed, {
      reason: "No valid bid",
      readvertisedTenderId: again,
    });
    expect(await tenderOutcome(db.em(), failed)).toMatchObject({
      status: "failed",
      reason: "No valid bid",
      readvertisedAs: { id: again, published: false },
    });
    await expect(recordAward(db.em(), admin, failed, award({}))).rejects.toBeInstanceOf(
      OutcomeRuleError,
    );
    // Cancelling a failed tender replaces its outcome; clearing makes it pending.
    await cancelTender(db.em(), admin, failed, { reason: "Project dropped" });
    expect(await tenderOutcome(db.em(), failed)).toMatchObject({
      status: "cancelled",
      readvertisedAs: null,
    });
    await clearOutcome(db.em(), admin, failed);
    await clearOutcome(db.em(), admin, failed);
    expect((await tenderOutcome(db.em(), failed)).status).toBe("pending");
  });

  it("gives only published tenders an outcome", async () => {
    const draft = await newTender("A draft notice", null);
    const scheduled = await newTender("A scheduled notice", new Date(Date.now() + 86_400_000));
    for (const id of [draft, scheduled]) {
      await expect(recordAward(db.em(), admin, id, award({}))).rejects.toThrow(/published tender/);
      await expect(cancelTender(db.em(), admin, id, { reason: "x" })).rejects.toThrow(
        /published tender/,
      );
    }
    await expect(recordAward(db.em(), admin, 99_999_999, award({}))).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("takes the award notice as one of the tender's documents, its own only", async () => {
    const tenderId = await newTender("Supply of books");
    const otherId = await newTender("Supply of pens");
    const em = db.em();
    const own = em.create(TenderDocument, {
      tender: tenderId,
      fileName: "notice.pdf",
      storageKey: `awards-test-${tenderId}.pdf`,
      contentType: "application/pdf",
      size: 10,
    });
    const foreign = em.create(TenderDocument, {
      tender: otherId,
      fileName: "other.pdf",
      storageKey: `awards-test-${otherId}.pdf`,
      contentType: "application/pdf",
      size: 10,
    });
    await em.flush();
    await expect(
      recordAward(db.em(), admin, tenderId, award({ noticeDocumentId: foreign.id })),
    ).rejects.toMatchObject({ fieldErrors: { noticeDocumentId: [expect.any(String)] } });
    await recordAward(db.em(), admin, tenderId, award({ noticeDocumentId: own.id }));
    await recordAward(db.em(), admin, tenderId, {
      ...award({ lot: 2 }),
      document: {
        fileName: "award-lot-2.pdf",
        storageKey: `awards-test-upload-${tenderId}.pdf`,
        contentType: "application/pdf",
        size: 20,
      },
    });
    const outcome = await tenderOutcome(db.em(), tenderId);
    expect(outcome.awards.map((item) => item.noticeDocument?.fileName)).toEqual([
      "notice.pdf",
      "award-lot-2.pdf",
    ]);
    expect(await db.em().count(TenderDocument, { tender: tenderId })).toBe(2);
  });
});
