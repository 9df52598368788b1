import { raw } from "@mikro-orm/core";

/** Matches the unique indexes on lower(name). A fresh fragment per use, as MikroORM asks. */
export function lowerName() {
  return raw((alias) => `lower(${alias}.name)`);
}

/** An Amharic name as stored: null for none; undefined (not given) leaves it as it is. */
export function amharicInput(raw: string | null | undefined): string | null | undefined {
  return raw === undefined ? undefined : raw?.trim() || null;
}

/** The audit log's words for a change of Amharic name, or nothing when it did not change. */
export function amharicChange(before: string | null | undefined, after: string | null | undefined) {
  if (after === undefined || (before ?? null) === after) return "";
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the audit log is written in English
  return after ? `; Amharic name "${after}"` : "; Amharic name removed";
}

/** A catalogue row as plain data, its Amharic name null where none was given. */
export const named = (row: { id: number; name: string; nameAm?: string | null }) => ({
  id: row.id,
  name: row.name,
  nameAm: row.nameAm ?? null,
});
