import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

// Triggers raise `version` on every catalogue write: remembered filter options stay exact.
export const CatalogVersion = defineEntity({
  name: "CatalogVersion",
  tableName: "catalog_version",
  properties: {
    id: p.integer().primary(),
    version: p.bigint("number").default(0),
  },
});
export type CatalogVersion = InferEntity<typeof CatalogVersion>;
