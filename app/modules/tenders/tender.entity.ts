import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { User } from "~/modules/auth/user.entity";
import { Category } from "~/modules/catalog/category.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { TenderDocument } from "./tender-document.entity";

// Weights let a visitor's search stay on A and B and ranking favour the title:
// docs/decisions/004-full-text-search.md.
const weighted = (config: string) =>
  `setweight(to_tsvector('${config}', coalesce(title, '')), 'A') || setweight(to_tsvector('${config}', coalesce(snippet, '')), 'B') || setweight(to_tsvector('${config}', coalesce(organisation, '')), 'C') || to_tsvector('${config}', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'))`;
const SEARCH_DOCUMENT = `${weighted("english")} || ${weighted("simple")}`;

function listIndex(name: string, leading: string | null, include: string[]) {
  const columns = [leading && `"${leading}"`, '"published_at" desc nulls last', '"id" desc'];
  return {
    name,
    expression: `create index "${name}" on "tenders" (${columns.filter(Boolean).join(", ")}) include (${include.map((column) => `"${column}"`).join(", ")})`,
  };
}

export const Tender = defineEntity({
  name: "Tender",
  tableName: "tenders",
  properties: {
    id: p.integer().primary(),
    title: p.string().length(300),
    snippet: p.text().default(""),
    description: p.text().default(""),
    organisation: p.string().length(200).nullable(),
    openingDate: p.datetime().nullable(),
    closingDate: p.datetime().nullable(),
    /** Null: a draft; in the future: scheduled; past: published (docs/decisions/017). */
    publishedAt: p.datetime().nullable(),
    /** Set once, when the publication's side effects were queued. */
    announcedAt: p.datetime().nullable().index("tenders_announced_at_index"),
    documentPrice: p.decimal("number").precision(12).scale(2).nullable(),
    bidBond: p.decimal("number").precision(5).scale(2).nullable(),
    source: () => p.manyToOne(Source).nullable().deleteRule("set null"),
    region: () => p.manyToOne(Region).nullable().deleteRule("set null"),
    language: () => p.manyToOne(Language).nullable().deleteRule("set null"),
    publishedBy: () => p.manyToOne(User).nullable().deleteRule("set null").index(),
    categories: () => p.manyToMany(Category).pivotTable("tender_categories"),
    subcategories: () => p.manyToMany(Subcategory).pivotTable("tender_subcategories"),
    documents: () => p.oneToMany(TenderDocument).mappedBy("tender"),
    searchVector: p
      .string()
      .columnType("tsvector")
      .generated(`(${SEARCH_DOCUMENT}) stored`)
      .nullable()
      .lazy()
      .hidden(),
    documentVector: p.string().columnType("tsvector").nullable().lazy().hidden(),
    ...timestamps,
  },
  indexes: [
    { properties: ["createdAt"] },
    // A list walks one of these and checks its filters without reading the table:
    // docs/decisions/008-bounded-list-queries.md.
    listIndex("tenders_list_index", null, [
      "closing_date",
      "source_id",
      "region_id",
      "language_id",
    ]),
    listIndex("tenders_source_list_index", "source_id", [
      "closing_date",
      "region_id",
      "language_id",
    ]),
    listIndex("tenders_region_list_index", "region_id", [
      "closing_date",
      "source_id",
      "language_id",
    ]),
    listIndex("tenders_language_list_index", "language_id", [
      "closing_date",
      "source_id",
      "region_id",
    ]),
    listIndex("tenders_organisation_list_index", "organisation", [
      "closing_date",
      "source_id",
      "region_id",
      "language_id",
    ]),
    // A category filter reads list columns by id here, not one table page per tender.
    {
      name: "tenders_id_list_index",
      expression: `create index "tenders_id_list_index" on "tenders" ("id") include ("published_at", "closing_date", "source_id", "region_id", "language_id")`,
    },
    { properties: ["searchVector"], type: "gin", name: "tenders_search_vector_index" },
    // Both carry the title: duplicate candidates are read from the index alone
    // (docs/decisions/015-duplicate-warnings.md).
    {
      name: "tenders_organisation_lower_index",
      expression: `create index "tenders_organisation_lower_index" on "tenders" (lower("organisation"), "id") include ("organisation", "title")`,
    },
    // An organisation's open tenders are a range of it (its buyer profile).
    {
      name: "tenders_organisation_closing_index",
      expression: `create index "tenders_organisation_closing_index" on "tenders" ("organisation", "closing_date") include ("published_at", "id")`,
    },
    {
      name: "tenders_closing_date_index",
      expression: `create index "tenders_closing_date_index" on "tenders" ("closing_date") include ("id", "title")`,
    },
    // The OCDS release list's order.
    {
      name: "tenders_release_date_index",
      expression: `create index "tenders_release_date_index" on "tenders" ((greatest("published_at", "updated_at")), "id")`,
    },
    {
      name: "tenders_unannounced_index",
      expression: `create index "tenders_unannounced_index" on "tenders" ("published_at") where "announced_at" is null`,
    },
  ],
});
export type Tender = InferEntity<typeof Tender>;
