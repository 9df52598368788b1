import { Migration } from '@mikro-orm/migrations';

// The distinct organisation names tenders give, for the list filter's "did you mean": a trigram
// (GiST) index over a few hundred names finds the nearest to a misspelt one in one probe, where
// the same index on tenders would return every tender of every similar organisation. Names are
// added as tenders name them and never removed: readers check that a published tender has it.
export class Migration20261206102000_organisation_names extends Migration {

  override name = 'Migration20261206102000_organisation_names';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "organisation_names" ("name" varchar(200) primary key);`);
    this.addSql(`insert into "organisation_names" select distinct "organisation" from "tenders" where "organisation" is not null;`);
    this.addSql(`create index "organisation_names_trigram_index" on "organisation_names" using gist ("name" gist_trgm_ops);`);
    this.addSql(`create function "organisation_names_add"() returns trigger language plpgsql as $$
      begin
        insert into "organisation_names" values (new."organisation") on conflict do nothing;
        return null;
      end $$;`);
    this.addSql(`create trigger "tenders_organisation_names" after insert or update of "organisation" on "tenders" for each row when (new."organisation" is not null) execute function "organisation_names_add"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "tenders_organisation_names" on "tenders";`);
    this.addSql(`drop function if exists "organisation_names_add"();`);
    this.addSql(`drop table if exists "organisation_names";`);
  }

}
