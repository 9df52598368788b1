import { Migration } from '@mikro-orm/migrations';

// Drafts and scheduled publishing (issue 19, docs/decisions/017): a tender is a draft while
// published_at is null, scheduled while it is in the future, published once it has passed.
// announced_at records the one moment the publication's side effects (document text, immediate
// alerts) were queued; the daily digest's window is on it, so a tender that becomes visible
// after a digest began is in the next one. Every tender stored before drafts existed was public
// and announced when it was saved.
// The update reads and writes every row (a few minutes at 1,000,000 tenders); the list indexes
// are not rebuilt: they lead with published_at as before.
export class Migration20261130090000_tender_publication extends Migration {

  override name = 'Migration20261130090000_tender_publication';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tenders" add column "announced_at" timestamptz null;`);
    this.addSql(`update "tenders" set "published_at" = coalesce("published_at", "created_at"), "announced_at" = coalesce("published_at", "created_at");`);
    this.addSql(`create index "tenders_announced_at_index" on "tenders" ("announced_at");`);
    // The worker's minute-by-minute search for due scheduled tenders: only the unannounced.
    this.addSql(`create index "tenders_unannounced_index" on "tenders" ("published_at") where "announced_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "tenders_unannounced_index";`);
    this.addSql(`drop index if exists "tenders_announced_at_index";`);
    this.addSql(`alter table "tenders" drop column "announced_at";`);
  }

}
