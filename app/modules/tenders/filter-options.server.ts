import type { EntityManager } from "@mikro-orm/postgresql";
import type { CategoryOption, FilterOptions } from "./tender-types";

interface CatalogueRow {
  kind: "source" | "region" | "language" | "category" | "subcategory";
  id: number;
  name: string;
  parent_id: number | null;
}

/** The filter panel's choices, all in ONE query whatever the catalogue size. */
export async function loadFilterOptions(em: EntityManager): Promise<FilterOptions> {
  const rows = await em.execute<CatalogueRow[]>(
    `select 'source' as kind, id, name, null::int as parent_id from sources
     union all select 'region', id, name, null from regions
     union all select 'language', id, name, null from languages
     union all select 'category', id, name, null from categories
     union all select 'subcategory', id, name, category_id from subcategories
     order by kind, name, id`,
  );
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
