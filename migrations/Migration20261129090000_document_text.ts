import { Migration } from '@mikro-orm/migrations';

// Text extracted from tender documents (issue 17). Each document keeps its text, a status and
// its page count; a stored vector per document tells which file matched ("found in BoQ.xlsx").
// The tender's document vector (weight D, like the description) is the union of its documents'
// text, kept by the extraction job in its own column with its own GIN index, so the list's
// search vector, and the rows a list walks, stay as small as before (docs/decisions/016).
const vector = (column: string) =>
  `to_tsvector('english', coalesce(${column}, '')) || to_tsvector('simple', coalesce(${column}, ''))`;

export class Migration20261129090000_document_text extends Migration {

  override name = 'Migration20261129090000_document_text';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tender_documents"
      add column "text_status" varchar(20) not null default 'pending',
      add column "text" text null,
      add column "page_count" int null,
      add column "text_vector" tsvector generated always as (case when "text" is null then null else ${vector('"text"')} end) stored;`);
    this.addSql(`alter table "tender_documents" add constraint "tender_documents_text_status_check" check ("text_status" in ('pending', 'extracted', 'no-text', 'encrypted', 'failed'));`);
    this.addSql(`create index "tender_documents_pending_index" on "tender_documents" ("tender_id") where "text_status" = 'pending';`);
    this.addSql(`alter table "tenders" add column "document_vector" tsvector null;`);
    this.addSql(`create index "tenders_document_vector_index" on "tenders" using gin ("document_vector");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "tenders_document_vector_index";`);
    this.addSql(`alter table "tenders" drop column "document_vector";`);
    this.addSql(`drop index "tender_documents_pending_index";`);
    this.addSql(`alter table "tender_documents" drop constraint "tender_documents_text_status_check", drop column "text_vector", drop column "page_count", drop column "text", drop column "text_status";`);
  }

}
