import type { EntityManager } from "@mikro-orm/postgresql";
import type { CategoryOption, FilterOptions } from "./tender-types";

interface CatalogRow {
  version: string;
  kind: "source" | "region" | "language" | "category" | "subcategory" | null;
  id: number;
  name: string;
  parent_id: number | null;
}

/**
 * The options last read from each database, at the catalog version they were read at
 * (catalog_version, raised by triggers on every catalogue write): exact while it holds.
 */
const remembered = new Map<string, { version: number; options: FilterOptions }>();

/**
 * The filter panel's choices: one query for the catalog version while it is unchanged,
 * otherwise ONE query for every choice whatever the catalogue size. Shared between requests,
 * so the result is frozen.
 */
export async function loadFilterOptions(em: EntityManager): Promise<FilterOptions> {
  const database = em.config.get("dbName") ?? "";
  const hit = remembered.get(database);
  if (hit) {
    const [current] = await em.execute<{ version: string }[]>(
      "select version from catalog_version",
    );
    if (Number(current?.version) === hit.version) return hit.options;
  }
  // The version comes from the same snapshot as the rows.
  const rows = await em.execute<CatalogRow[]>(
    `select v.version, c.kind, c.id, c.name, c.parent_id
       from catalog_version v
       left join (
         select 'source' as kind, id, name, null::int as parent_id from sources
         union all select 'region', id, name, null from regions
         union all select 'language', id, name, null from languages
         union all select 'category', id, name, null from categories
         union all select 'subcategory', id, name, category_id from subcategories
       ) c on true
      order by c.kind, c.name, c.id`,
  );
  const options = deepFreeze(filterOptionsFrom(rows));
  remembered.set(database, { version: Number(rows[0]?.version ?? -1), options });
  return options;
}

function filterOptionsFrom(rows: CatalogRow[]): FilterOptions {
  const options: FilterOptions = { sources: [], regions: [], languages: [], categories: [] };
  const categories = new Map<number, CategoryOption>();
  for (const row of rows) {
    if (row.kind === "category") {
      const category = { id: row.id, name: row.name, subcategories: [] };
      categories.set(row.id, category);
      options.categories.push(category);
    }
  }
  for (const row of rows) {
    const option = { id: row.id, name: row.name };
    if (row.kind === "source") options.sources.push(option);
    else if (row.kind === "region") options.regions.push(option);
    else if (row.kind === "language") options.languages.push(option);
    else if (row.kind === "subcategory" && row.parent_id !== null) {
      categories.get(row.parent_id)?.subcategories.push(option);
    }
  }
  return options;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const nested of Object.values(value)) deepFreeze(nested);
    Object.freeze(value);
  }
  return value;
}
