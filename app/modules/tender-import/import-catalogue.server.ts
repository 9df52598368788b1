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

type Named = { id: number; name: string; nameAm?: string | null };

/** English names win over an Amharic name spelt the same. */
const indexOf = (items: Named[]): CatalogueIndex => ({
  byName: new Map([
    ...items.flatMap((item) =>
      item.nameAm ? [[item.nameAm.trim().toLowerCase(), item.id] as const] : [],
    ),
    ...items.map((item) => [item.name.trim().toLowerCase(), item.id] as const),
  ]),
  ids: new Set(items.map((item) => item.id)),
});

/** Read once per import (a few hundred names at most), so every row resolves without a query. */
export async function loadImportCatalogue(em: EntityManager): Promise<ImportCatalogue> {
  const [languages, sources, regions, categories, subcategories] = await Promise.all([
    em.find(Language, {}, { fields: ["id", "name", "nameAm"] }),
    em.find(Source, {}, { fields: ["id", "name", "nameAm"] }),
    em.find(Region, {}, { fields: ["id", "name", "nameAm"] }),
    em.find(Category, {}, { fields: ["id", "name", "nameAm"] }),
    em.find(Subcategory, {}, { fields: ["id", "name", "nameAm", "category"] }),
  ]);
  const byCategory = new Map<number, Named[]>();
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
