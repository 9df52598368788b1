import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

// PostgreSQL triggers raise `version` on every catalogue write, so remembered filter options are
// exact while it holds, in any process.
export const CatalogVersion = defineEntity({
  name: "CatalogVersion",
  tableName: "catalog_version",
  properties: {
    id: p.integer().primary(),
    version: p.bigint("number").default(0),
  },
});
export type CatalogVersion = InferEntity<typeof CatalogVersion>;
