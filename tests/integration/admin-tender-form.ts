import type { EntityManager } from "@mikro-orm/postgresql";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";

/** The catalogue rows a tender form names by id. */
export interface FormCatalogue {
  category: number;
  language: number;
  source: number;
  region: number;
}

/** A category, language, source and region of the test's own, `label` keeping names apart. */
export async function createFormCatalogue(
  em: EntityManager,
  label: string,
): Promise<FormCatalogue> {
  const category = em.create(Category, { name: `Roads (${label})` });
  const language = em.create(Language, { name: `English (${label})` });
  const source = em.create(Source, { name: `Addis Zemen (${label})` });
  const region = em.create(Region, { name: `Oromia (${label})` });
  await em.flush();
  return { category: category.id, language: language.id, source: source.id, region: region.id };
}

/**
 * The admin tender form as a browser posts it (every field a string), with `title` and `snippet`
 * of the caller's and a document, for tests that publish through the production server's page.
 */
export function adminTenderForm(
  catalogue: FormCatalogue,
  text: { title: string; snippet: string },
  document: File,
): FormData {
  const form = new FormData();
  const fields = {
    ...text,
    description: "<p>Details</p>",
    closingDate: "2027-05-01T10:30",
    openingDate: "2027-05-02T09:00",
    publishedAt: "",
    categories: String(catalogue.category),
    tenderLanguageId: String(catalogue.language),
    tenderSourceId: String(catalogue.source),
    tenderRegionId: String(catalogue.region),
    documentPrice: "150",
    bidBond: "2",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("documentPath", document);
  return form;
}
