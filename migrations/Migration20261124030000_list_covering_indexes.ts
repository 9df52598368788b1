import { Migration } from '@mikro-orm/migrations';

// The list walks an index in its own order (newest first) and checks its filters on the index
// tuple itself, never on the table (docs/decisions/008-bounded-list-queries.md): one index in
// the list's order, and one per filter column that leads with it, each carrying the other
// filter columns.
const covering = (leading: string | null, include: string[]) =>
  `(${leading ? `"${leading}", ` : ''}"published_at" desc nulls last, "id" desc) include (${include.map((column) => `"${column}"`).join(', ')})`;

export class Migration20261124030000_list_covering_indexes extends Migration {

  override name = 'Migration20261124030000_list_covering_indexes';

  override up(): void | Promise<void> {
    this.addSql(`drop index "tenders_published_at_id_desc_index";`);
    this.addSql(`drop index "tenders_source_id_index";`);
    this.addSql(`drop index "tenders_region_id_index";`);
    this.addSql(`drop index "tenders_language_id_index";`);
    this.addSql(`create index "tenders_list_index" on "tenders" ${covering(null, ['closing_date', 'source_id', 'region_id', 'language_id'])};`);
    this.addSql(`create index "tenders_source_list_index" on "tenders" ${covering('source_id', ['closing_date', 'region_id', 'language_id'])};`);
    this.addSql(`create index "tenders_region_list_index" on "tenders" ${covering('region_id', ['closing_date', 'source_id', 'language_id'])};`);
    this.addSql(`create index "tenders_language_list_index" on "tenders" ${covering('language_id', ['closing_date', 'source_id', 'region_id'])};`);
    // The category tree filter reads a category's tenders from the index alone.
    this.addSql(`drop index "tender_categories_category_id_index";`);
    this.addSql(`drop index "tender_subcategories_subcategory_id_index";`);
    this.addSql(`create index "tender_categories_category_tender_index" on "tender_categories" ("category_id", "tender_id");`);
    this.addSql(`create index "tender_subcategories_subcategory_tender_index" on "tender_subcategories" ("subcategory_id", "tender_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "tender_categories_category_tender_index";`);
    this.addSql(`drop index "tender_subcategories_subcategory_tender_index";`);
    this.addSql(`create index "tender_categories_category_id_index" on "tender_categories" ("category_id");`);
    this.addSql(`create index "tender_subcategories_subcategory_id_index" on "tender_subcategories" ("subcategory_id");`);
    this.addSql(`drop index "tenders_list_index";`);
    this.addSql(`drop index "tenders_source_list_index";`);
    this.addSql(`drop index "tenders_region_list_index";`);
    this.addSql(`drop index "tenders_language_list_index";`);
    this.addSql(`create index "tenders_published_at_id_desc_index" on "tenders" ("published_at" desc nulls last, "id" desc);`);
    this.addSql(`create index "tenders_source_id_index" on "tenders" ("source_id");`);
    this.addSql(`create index "tenders_region_id_index" on "tenders" ("region_id");`);
    this.addSql(`create index "tenders_language_id_index" on "tenders" ("language_id");`);
  }

}
