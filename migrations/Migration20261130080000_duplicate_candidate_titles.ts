import { Migration } from '@mikro-orm/migrations';

// The duplicate warning's candidates (an organisation's newest tenders, the tenders closing the
// same day) are read with their titles from the index alone (an index-only scan: the
// organisation itself is included, as PostgreSQL needs the column under an expression): no
// table read per candidate (docs/decisions/015-duplicate-warnings.md). Both index builds read every row: about a minute at
// 1,000,000 tenders; writes to tenders wait meanwhile.
export class Migration20261130080000_duplicate_candidate_titles extends Migration {

  override name = 'Migration20261130080000_duplicate_candidate_titles';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "tenders_organisation_lower_index";`);
    this.addSql(`create index "tenders_organisation_lower_index" on "tenders" (lower("organisation"), "id") include ("organisation", "title");`);
    this.addSql(`drop index if exists "tenders_closing_date_index";`);
    this.addSql(`create index "tenders_closing_date_index" on "tenders" ("closing_date") include ("id", "title");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "tenders_closing_date_index";`);
    this.addSql(`create index "tenders_closing_date_index" on "tenders" ("closing_date");`);
    this.addSql(`drop index if exists "tenders_organisation_lower_index";`);
    this.addSql(`create index "tenders_organisation_lower_index" on "tenders" (lower("organisation"), "id");`);
  }

}
