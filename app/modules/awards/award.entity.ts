import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { User } from "~/modules/auth/user.entity";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { timestamps } from "~/server/timestamps";
import { Supplier } from "./supplier.entity";

/**
 * One lot of a tender awarded to one supplier. A lot is awarded once: (tender, lot) is unique,
 * and the database refuses a second award even when two admins save at the same moment. The
 * award notice, when there is one, is a document of the tender.
 */
export const Award = defineEntity({
  name: "Award",
  tableName: "awards",
  properties: {
    id: p.integer().primary(),
    tender: () => p.manyToOne(Tender).deleteRule("cascade"),
    lot: p.integer().default(1),
    supplier: () => p.manyToOne(Supplier).deleteRule("restrict").index(),
    amount: p.decimal("string").precision(16).scale(2),
    currency: p.string().length(3).default("ETB"),
    awardedOn: p.date(),
    note: p.text().nullable(),
    noticeDocument: () => p.manyToOne(TenderDocument).nullable().deleteRule("set null"),
    recordedBy: () => p.manyToOne(User).nullable().deleteRule("set null"),
    ...timestamps,
  },
  uniques: [{ name: "awards_tender_lot_unique", properties: ["tender", "lot"] }],
  indexes: [{ name: "awards_awarded_on_index", properties: ["awardedOn", "id"] }],
});
export type Award = InferEntity<typeof Award>;
