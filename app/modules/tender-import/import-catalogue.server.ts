import type { EntityManager } from "@mikro-orm/postgresql";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";

export interface CatalogueIndex {
  byName: Map<string, number>;
  ids: Set<number>;
}

export interface ImportCatalogue {
  languages: CatalogueIndex;
  sources: CatalogueIndex;
  regions: CatalogueIndex;
  categories: CatalogueIndex;
  subcategories: Map<number, CatalogueIndex>;
}

const indexOf = (items: { id: number; name: string }[]): CatalogueIndex => ({
  byName: new Map(items.map((item) => [item.name.trim().toLowerCase(), item.id])),
  ids: new Set(items.map((item) => item.id)),
});

/** Read once per import (a few hundred names at most), so every row resolves without a query. */
export async function loadImportCatalogue(em: EntityManager): Promise<ImportCatalogue> {
  const [languages, sources, regions, categories, subcategories] = await Promise.all([
    em.find(Language, {}, { fields: ["id", "name"] }),
    em.find(Source, {}, { fields: ["id", "name"] }),
    em.find(Region, {}, { fields: ["id", "name"] }),
    em.find(Category, {}, { fields: ["id", "name"] }),
    em.find(Subcategory, {}, { fields: ["id", "name", "category"] }),
  ]);
  const byCategory = new Map<number, { id: number; name: string }[]>();
  for (const subcategory of subcategories) {
    const list = byCategory.get(subcategory.category.id) ?? [];
    list.push(subcategory);
    byCategory.set(subcategory.category.id, list);
  }
  return {
    languages: indexOf(languages),
    sources: indexOf(sources),
    regions: indexOf(regions),
    categories: indexOf(categories),
    subcategories: new Map([...byCategory].map(([id, items]) => [id, indexOf(items)])),
  };
}

/** An id wins when the digits are one; a name made of digits is found by its name otherwise. */
export function resolveItem(index: CatalogueIndex, text: string): number | null {
  const value = text.trim();
  if (/^\d+$/.test(value) && index.ids.has(Number(value))) return Number(value);
  return index.byName.get(value.toLowerCase()) ?? null;
}
