import { Migration } from '@mikro-orm/migrations';

// An alert profile can ask for one issuing organisation, as the list's organisation filter does
// ("Create alert from this search" carries it over). Null: any organisation.
export class Migration20261127100000_alert_profile_organisation extends Migration {

  override name = 'Migration20261127100000_alert_profile_organisation';

  override up(): void | Promise<void> {
    this.addSql(`alter table "alert_profiles" add column "organisation" varchar(200) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "alert_profiles" drop column "organisation";`);
  }

}
