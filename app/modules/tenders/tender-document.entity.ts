import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { Tender } from "./tender.entity";

const TEXT_STATUSES = ["pending", "extracted", "no-text", "encrypted", "failed"] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

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
    /** Set by the extraction job: docs/decisions/016-document-text.md. */
    textStatus: p
      .enum(() => TEXT_STATUSES)
      .columnType("varchar(20)")
      .default("pending"),
    text: p.text().nullable().lazy(),
    pageCount: p.integer().nullable(),
    textVector: p
      .string()
      .columnType("tsvector")
      .generated(
        `(case when "text" is null then null else to_tsvector('english', coalesce("text", '')) || to_tsvector('simple', coalesce("text", '')) end) stored`,
      )
      .nullable()
      .lazy()
      .hidden(),
    ...timestamps,
  },
});
export type TenderDocument = InferEntity<typeof TenderDocument>;
