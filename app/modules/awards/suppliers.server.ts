import type { EntityManager } from "@mikro-orm/postgresql";

const MAX_SLUG = 200;

/** Lower-case letters and digits of any script joined by dashes: "Abebe & Sons PLC" → "abebe-sons-plc". */
export function slugOf(name: string): string {
  const slug = name
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a Unicode normal form's name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG)
    .replace(/-+$/, "");
  return slug || "supplier";
}

interface SupplierRow {
  id: number;
  name: string;
  slug: string;
}

/**
 * The supplier of this name whatever its letter case, else a new one under a free slug ("abc",
 * then "abc-2"). Two admins naming a new supplier at once get the same one: the insert yields to
 * the unique name and the lookup runs again.
 */
export async function findOrCreateSupplier(em: EntityManager, name: string): Promise<SupplierRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [found] = await em.execute<SupplierRow[]>(
      "select id, name, slug from suppliers where lower(name) = lower(?)",
      [name],
    );
    if (found) return found;
    const base = slugOf(name);
    const taken = await em.execute<{ slug: string }[]>(
      "select slug from suppliers where slug = ? or slug like ?",
      [base, `${base.replace(/[\\%_]/g, "\\$&")}-%`],
    );
    const used = new Set(taken.map((row) => row.slug));
    let slug = base;
    for (let number = 2; used.has(slug); number++) slug = `${base}-${number}`;
    const [created] = await em.execute<SupplierRow[]>(
      `insert into suppliers (name, slug) values (?, ?)
       on conflict do nothing returning id, name, slug`,
      [name, slug],
    );
    if (created) return created;
  }
  throw new Error(`Could not find or create the supplier ${JSON.stringify(name)}`);
}
