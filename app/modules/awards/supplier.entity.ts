import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";

/**
 * A company that won an award. Names are kept as first written; `slug` is the address of its
 * track record (/suppliers/{slug}) and the lower-cased name is unique, so "ABC Trading" and
 * "abc trading" are one supplier.
 */
export const Supplier = defineEntity({
  name: "Supplier",
  tableName: "suppliers",
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    slug: p.string().length(220).unique(),
    ...timestamps,
  },
});
export type Supplier = InferEntity<typeof Supplier>;
