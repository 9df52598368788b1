import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

/**
 * One row whose `version` PostgreSQL triggers raise on every write to sources, regions,
 * languages, categories and subcategories (migration `catalog_version`). The filter options
 * remembered for a version are exact while it holds, in any process.
 */
export const CatalogVersion = defineEntity({
  name: "CatalogVersion",
  tableName: "catalog_version",
  properties: {
    id: p.integer().primary(),
    version: p.bigint("number").default(0),
  },
});
export type CatalogVersion = InferEntity<typeof CatalogVersion>;
