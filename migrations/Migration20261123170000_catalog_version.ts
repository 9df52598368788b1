import { Migration } from '@mikro-orm/migrations';

const catalogTables = ['sources', 'regions', 'languages', 'categories', 'subcategories'];

export class Migration20261123170000_catalog_version extends Migration {

  override name = 'Migration20261123170000_catalog_version';

  override up(): void | Promise<void> {
    this.addSql(`create table "catalog_version" ("id" serial primary key, "version" bigint not null default 0);`);
    this.addSql(`insert into "catalog_version" ("id", "version") values (1, 0);`);
    // As for tender_list_version: statement-level, committed together with the change.
    this.addSql(`create function "bump_catalog_version"() returns trigger language plpgsql as $$
      begin
        update "catalog_version" set "version" = "version" + 1 where "id" = 1;
        return null;
      end $$;`);
    for (const table of catalogTables) {
      this.addSql(`create trigger "${table}_catalog_version" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_catalog_version"();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of catalogTables) {
      this.addSql(`drop trigger "${table}_catalog_version" on "${table}";`);
    }
    this.addSql(`drop function "bump_catalog_version"();`);
    this.addSql(`drop table "catalog_version";`);
  }

}
