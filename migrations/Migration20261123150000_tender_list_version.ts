import { Migration } from '@mikro-orm/migrations';

export class Migration20261123150000_tender_list_version extends Migration {

  override name = 'Migration20261123150000_tender_list_version';

  override up(): void | Promise<void> {
    this.addSql(`create table "tender_list_version" ("id" serial primary key, "version" bigint not null default 0);`);
    this.addSql(`insert into "tender_list_version" ("id", "version") values (1, 0);`);
    // Statement-level, so a bulk insert raises the version once; the row update commits (and
    // becomes visible) together with the change it announces.
    this.addSql(`create function "bump_tender_list_version"() returns trigger language plpgsql as $$
      begin
        update "tender_list_version" set "version" = "version" + 1 where "id" = 1;
        return null;
      end $$;`);
    for (const table of ['tenders', 'tender_categories', 'tender_subcategories']) {
      this.addSql(`create trigger "${table}_list_version" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_tender_list_version"();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['tenders', 'tender_categories', 'tender_subcategories']) {
      this.addSql(`drop trigger "${table}_list_version" on "${table}";`);
    }
    this.addSql(`drop function "bump_tender_list_version"();`);
    this.addSql(`drop table "tender_list_version";`);
  }

}
