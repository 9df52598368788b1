import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

/** One row; triggers raise `version` on every write to tenders and their category links. */
export const TenderListVersion = defineEntity({
  name: "TenderListVersion",
  tableName: "tender_list_version",
  properties: {
    id: p.integer().primary(),
    version: p.bigint("number").default(0),
  },
});
export type TenderListVersion = InferEntity<typeof TenderListVersion>;
