import { Migration } from '@mikro-orm/migrations';

// Duplicate warnings (issue 19) compare titles with pg_trgm's `%` operator among the tenders of
// the same organisation (any letter case: an index on lower(organisation), newest first) or
// closing day (the closing_date index); docs/decisions/015-duplicate-warnings.md says why not a
// trigram index over every title.
// The OCDS release list pages by release date (the later of publication and last change) and
// id: an index on exactly that order lets a page start anywhere without reading what is before.
// Both index builds read every row: a few minutes at 1,000,000 tenders, writes wait meanwhile.
export class Migration20261129100000_tender_duplicates_and_releases extends Migration {

  override name = 'Migration20261129100000_tender_duplicates_and_releases';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "tenders_organisation_lower_index" on "tenders" (lower("organisation"), "id");`);
    this.addSql(`create index "tenders_release_date_index" on "tenders" ((greatest("published_at", "updated_at")), "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "tenders_release_date_index";`);
    this.addSql(`drop index if exists "tenders_organisation_lower_index";`);
  }

}
