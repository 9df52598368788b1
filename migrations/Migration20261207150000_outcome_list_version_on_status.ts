import { Migration } from '@mikro-orm/migrations';

// Lists read an outcome's status alone. Announcing outcomes (announced_at) and touching an award's
// updated_at raised the list version too, so after an import of awards every batch the notices
// job announced made every remembered list and the filter options stale.
export class Migration20261207150000_outcome_list_version_on_status extends Migration {

  override name = 'Migration20261207150000_outcome_list_version_on_status';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger "tender_outcomes_list_version" on "tender_outcomes";`);
    this.addSql(`create trigger "tender_outcomes_list_version" after insert or update of "status" or delete or truncate on "tender_outcomes" for each statement execute function "bump_tender_list_version"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "tender_outcomes_list_version" on "tender_outcomes";`);
    this.addSql(`create trigger "tender_outcomes_list_version" after insert or update or delete or truncate on "tender_outcomes" for each statement execute function "bump_tender_list_version"();`);
  }

}
