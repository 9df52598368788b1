import { Migration } from '@mikro-orm/migrations';

// The list can filter by outcome: a remembered list page is valid only at the list version it
// was read at, so an outcome recorded, changed or cleared raises that version like a tender edit.
export class Migration20261207090000_outcome_list_version extends Migration {

  override name = 'Migration20261207090000_outcome_list_version';

  override up(): void | Promise<void> {
    this.addSql(`create trigger "tender_outcomes_list_version" after insert or update or delete or truncate on "tender_outcomes" for each statement execute function "bump_tender_list_version"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "tender_outcomes_list_version" on "tender_outcomes";`);
  }

}
