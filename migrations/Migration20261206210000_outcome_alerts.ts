import { Migration } from '@mikro-orm/migrations';

// Outcome notices: `announced_at` is set once, by the run that queues a tender's outcome notices,
// so two workers (or a retried run) never queue them twice; outcomes recorded before this
// change count as announced, so nobody is told about an old outcome. `award_notices` lets an
// alert profile ask for award notices in its categories.
export class Migration20261206210000_outcome_alerts extends Migration {

  override name = 'Migration20261206210000_outcome_alerts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tender_outcomes" add column "announced_at" timestamptz null;`);
    this.addSql(`update "tender_outcomes" set "announced_at" = "created_at";`);
    this.addSql(`create index "tender_outcomes_unannounced_index" on "tender_outcomes" ("updated_at") where "announced_at" is null;`);
    this.addSql(`create index "tender_outcomes_release_index" on "tender_outcomes" ("updated_at", "tender_id");`);
    this.addSql(`alter table "alert_profiles" add column "award_notices" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "alert_profiles" drop column if exists "award_notices";`);
    this.addSql(`drop index if exists "tender_outcomes_release_index";`);
    this.addSql(`drop index if exists "tender_outcomes_unannounced_index";`);
    this.addSql(`alter table "tender_outcomes" drop column if exists "announced_at";`);
  }

}
