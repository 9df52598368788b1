import { Migration } from '@mikro-orm/migrations';

// Title, snippet and description get their own weights in the search vector (A, B, D), so a
// visitor's search can be held to the title and snippet a visitor sees ('word':AB) by the same
// GIN index, and ranking favours the title. The column is written again for every row: at
// 1,000,000 tenders this takes minutes with the table locked. Storage stays main (inline,
// docs/decisions/008): set in the same statement, so the rewrite already stores rows inline.
const weighted = `setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(snippet, '')), 'B') || to_tsvector('english', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')) || setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(snippet, '')), 'B') || to_tsvector('simple', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'))`;

const unweighted = `to_tsvector('english', coalesce(title, '') || ' ' || coalesce(snippet, '') || ' ' || regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')) || to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(snippet, '') || ' ' || regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'))`;

function searchVector(expression: string): string[] {
  return [
    `alter table "tenders" drop column "search_vector";`,
    `alter table "tenders" add column "search_vector" tsvector generated always as (${expression}) stored null, alter column "search_vector" set storage main;`,
    `create index "tenders_search_vector_index" on "tenders" using gin ("search_vector");`,
  ];
}

export class Migration20261125090000_search_weights extends Migration {

  override name = 'Migration20261125090000_search_weights';

  override up(): void | Promise<void> {
    for (const statement of searchVector(weighted)) this.addSql(statement);
  }

  override down(): void | Promise<void> {
    for (const statement of searchVector(unweighted)) this.addSql(statement);
  }

}
