import { Migration } from '@mikro-orm/migrations';

// The issuing organisation (optional) is searched with its own weight (C: ranked just below the
// title, never matched by a visitor's title-and-snippet search, docs/decisions/004) and filtered
// on by exact name through its own list index, like source, region and language (008).
// Re-adding the search vector writes every row again: minutes at 1,000,000 tenders with the
// table locked. Storage stays main (inline), set in the same statement as before.
const document = (withOrganisation: boolean) =>
  ['english', 'simple']
    .map(
      (config) =>
        `setweight(to_tsvector('${config}', coalesce(title, '')), 'A') || setweight(to_tsvector('${config}', coalesce(snippet, '')), 'B') || ${withOrganisation ? `setweight(to_tsvector('${config}', coalesce(organisation, '')), 'C') || ` : ''}to_tsvector('${config}', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'))`,
    )
    .join(' || ');

function searchVector(withOrganisation: boolean): string[] {
  return [
    `alter table "tenders" drop column "search_vector";`,
    `alter table "tenders" add column "search_vector" tsvector generated always as (${document(withOrganisation)}) stored null, alter column "search_vector" set storage main;`,
    `create index "tenders_search_vector_index" on "tenders" using gin ("search_vector");`,
  ];
}

export class Migration20261126091000_organisation extends Migration {

  override name = 'Migration20261126091000_organisation';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tenders" add column "organisation" varchar(200) null;`);
    for (const statement of searchVector(true)) this.addSql(statement);
    this.addSql(`create index "tenders_organisation_list_index" on "tenders" ("organisation", "published_at" desc nulls last, "id" desc) include ("closing_date", "source_id", "region_id", "language_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "tenders_organisation_list_index";`);
    for (const statement of searchVector(false)) this.addSql(statement);
    this.addSql(`alter table "tenders" drop column "organisation";`);
  }

}
