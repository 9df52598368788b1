import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

/**
 * One row whose `version` PostgreSQL triggers raise on every write to tenders and their
 * category links (migration `tender_list_version`). A cached list count is valid only for the
 * version it was counted at, so caching never shows a stale total, in any process.
 */
export const TenderListVersion = defineEntity({
  name: "TenderListVersion",
  tableName: "tender_list_version",
  properties: {
    id: p.integer().primary(),
    version: p.bigint("number").default(0),
  },
});
export type TenderListVersion = InferEntity<typeof TenderListVersion>;
