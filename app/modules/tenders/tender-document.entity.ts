import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { Tender } from "./tender.entity";

/** A file attached to a tender; the bytes live in storage under `storageKey`. */
export const TenderDocument = defineEntity({
  name: "TenderDocument",
  tableName: "tender_documents",
  properties: {
    id: p.integer().primary(),
    tender: () => p.manyToOne(Tender).deleteRule("cascade").index(),
    fileName: p.string().length(255),
    storageKey: p.string().length(255).unique(),
    contentType: p.string().length(120),
    size: p.integer(),
    ...timestamps,
  },
});
export type TenderDocument = InferEntity<typeof TenderDocument>;
