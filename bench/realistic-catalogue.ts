// The demo catalogue (sources, regions, languages, categories) as the realistic benchmark
// needs it: ids for the traffic's filters, and weighted pools so generated tenders spread over
// it unevenly, as real notices do (most come from Addis Ababa, in English, about construction).
import type pg from "pg";

export interface CatalogueItem {
  id: number;
  name: string;
}

export interface Catalogue {
  sources: CatalogueItem[];
  regions: CatalogueItem[];
  languages: CatalogueItem[];
  categories: CatalogueItem[];
  subcategories: (CatalogueItem & { categoryId: number })[];
}

const SOURCE_WEIGHTS: Record<string, number> = {
  "Addis Zemen": 30,
  "The Ethiopian Herald": 20,
  "Ethiopian Public Procurement Agency portal (e-GP)": 20,
  Reporter: 12,
  "Addis Fortune": 8,
  Capital: 6,
  Bariisaa: 4,
};

const REGION_WEIGHTS: Record<string, number> = {
  "Addis Ababa": 40,
  Oromia: 15,
  Amhara: 12,
  Sidama: 4,
  Tigray: 4,
  "Central Ethiopia": 4,
  "South Ethiopia": 3,
  "Dire Dawa": 3,
  Somali: 3,
  Afar: 2,
  Harari: 2,
};

/** Languages of the notices that are not in Amharic (those get the Amharic id). */
const LANGUAGE_WEIGHTS: Record<string, number> = { English: 95, "Afaan Oromo": 3, Tigrinya: 2 };

const CATEGORY_WEIGHTS: Record<string, number> = {
  "Construction & Civil Works": 20,
  "ICT & Telecom": 12,
  "Medical & Pharmaceuticals": 12,
  "Office Supplies & Furniture": 10,
  "Vehicles & Machinery": 8,
  "Consultancy Services": 8,
  "Energy & Electrical": 7,
  "Agriculture & Agro-processing": 6,
  "Water & Sanitation": 6,
};

export async function readCatalogue(client: pg.Client): Promise<Catalogue> {
  const list = async (table: string) =>
    (await client.query<CatalogueItem>(`select id, name from ${table} order by id`)).rows;
  const subcategories = await client.query<CatalogueItem & { categoryId: number }>(
    `select id, name, category_id as "categoryId" from subcategories order by id`,
  );
  return {
    sources: await list("sources"),
    regions: await list("regions"),
    languages: await list("languages"),
    categories: await list("categories"),
    subcategories: subcategories.rows,
  };
}

/**
 * Ids repeated by weight (unknown names weigh 1), so a uniform draw from the pool is a
 * weighted draw; `exclude` leaves names out (Amharic, given to Amharic notices only).
 */
function pool(items: CatalogueItem[], weights: Record<string, number>, exclude: string[] = []) {
  const known = items.filter((item) => !exclude.includes(item.name));
  const ids = known.flatMap((item) => Array<number>(weights[item.name] ?? 1).fill(item.id));
  if (ids.length === 0) throw new Error("The catalogue is empty: was the demo data loaded?");
  return ids;
}

export interface CataloguePools {
  sources: number[];
  regions: number[];
  languages: number[];
  categories: number[];
  /** The Amharic language's id (Amharic notices), or null when the catalogue lacks it. */
  amharic: number | null;
}

export function cataloguePools(catalogue: Catalogue): CataloguePools {
  const amharic = catalogue.languages.find((language) => language.name === "Amharic");
  return {
    sources: pool(catalogue.sources, SOURCE_WEIGHTS),
    regions: pool(catalogue.regions, REGION_WEIGHTS),
    languages: pool(catalogue.languages, LANGUAGE_WEIGHTS, amharic ? ["Amharic"] : []),
    categories: pool(catalogue.categories, CATEGORY_WEIGHTS),
    amharic: amharic?.id ?? null,
  };
}
