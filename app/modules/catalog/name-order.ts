import { raw } from "@mikro-orm/core";

/**
 * `lower(<alias>.name)`, for case-insensitive lookups (matching the unique indexes on
 * lower(name)) and for sorting as people read lists. A fresh fragment per use, as MikroORM asks.
 */
export function lowerName() {
  return raw((alias) => `lower(${alias}.name)`);
}
