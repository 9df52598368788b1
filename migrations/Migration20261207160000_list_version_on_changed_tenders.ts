import { Migration } from '@mikro-orm/migrations';

// A statement-level trigger fires even when its statement changes no row. The worker's
// every-minute announcement of newly published tenders is an UPDATE that most minutes matches
// nothing, and it raised the list version anyway: every remembered list and the filter options
// went stale once a minute. An update now raises it only when it changed a tender.
export class Migration20261207160000_list_version_on_changed_tenders extends Migration {

  override name = 'Migration20261207160000_list_version_on_changed_tenders';

  override up(): void | Promise<void> {
    this.addSql(`create function "bump_tender_list_version_if_changed"() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from changed) then
          update "tender_list_version" set "version" = "version" + 1 where "id" = 1;
        end if;
        return null;
      end $$;`);
    this.addSql(`drop trigger "tenders_list_version" on "tenders";`);
    this.addSql(`create trigger "tenders_list_version" after insert or delete or truncate on "tenders" for each statement execute function "bump_tender_list_version"();`);
    this.addSql(`create trigger "tenders_list_version_on_update" after update on "tenders" referencing new table as changed for each statement execute function "bump_tender_list_version_if_changed"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "tenders_list_version_on_update" on "tenders";`);
    this.addSql(`drop trigger "tenders_list_version" on "tenders";`);
    this.addSql(`create trigger "tenders_list_version" after insert or update or delete or truncate on "tenders" for each statement execute function "bump_tender_list_version"();`);
    this.addSql(`drop function "bump_tender_list_version_if_changed"();`);
  }

}
