import { raw } from "@mikro-orm/core";

/** Matches the unique indexes on lower(name). A fresh fragment per use, as MikroORM asks. */
export function lowerName() {
  return raw((alias) => `lower(${alias}.name)`);
}
