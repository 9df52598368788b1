import { Migration } from '@mikro-orm/migrations';

// The open tenders' list columns and search vectors in a table of their own (docs/decisions/
// 030): at 1,000,000 tenders about 54,000 are open, and a broad word's newest open matches were
// found among the wide rows of every tender (281 ms p50). A trigger copies every published (or
// scheduled) tender here as it is written; nothing is written when a tender closes, since every
// read asks `closing_date > now`, and the hourly housekeeping deletes the rows that have closed.
const COLUMNS = ['published_at', 'closing_date', 'source_id', 'region_id', 'language_id', 'organisation', 'search_vector', 'document_vector'];
const ON_EDIT = ['title', 'snippet', 'organisation', 'description', 'published_at', 'closing_date', 'source_id', 'region_id', 'language_id', 'document_vector'];
const OPEN_NOW = `published_at is not null and (closing_date is null or closing_date > now())`;

export class Migration20261207120000_open_tenders extends Migration {

  override name = 'Migration20261207120000_open_tenders';

  override up(): void | Promise<void> {
    this.addSql(`create table "open_tenders" (
      "id" int primary key references "tenders" ("id") on delete cascade,
      "published_at" timestamptz not null,
      "closing_date" timestamptz null,
      "source_id" int null,
      "region_id" int null,
      "language_id" int null,
      "organisation" varchar(200) null,
      "search_vector" tsvector null,
      "document_vector" tsvector null
    );`);
    // A draft has no row. search_vector is a stored generated column, which an AFTER trigger
    // sees computed.
    this.addSql(`create function open_tenders_follow() returns trigger language plpgsql as $$
      begin
        if new.published_at is null then
          delete from open_tenders where id = new.id;
        else
          insert into open_tenders (id, ${COLUMNS.join(', ')})
          values (new.id, ${COLUMNS.map((column) => `new.${column}`).join(', ')})
          on conflict (id) do update set ${COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')};
        end if;
        return null;
      end $$;`);
    this.addSql(`create function open_tenders_refill() returns void language sql as $$
      truncate open_tenders;
      insert into open_tenders (id, ${COLUMNS.join(', ')})
      select id, ${COLUMNS.join(', ')} from tenders where ${OPEN_NOW} order by published_at, id;
    $$;`);
    this.addSql(`select open_tenders_refill();`);
    this.addSql(`create index "open_tenders_newest_index" on "open_tenders" ("published_at" desc nulls last, "id" desc);`);
    this.addSql(`create index "open_tenders_closing_index" on "open_tenders" ("closing_date", "published_at" desc nulls last, "id" desc);`);
    this.addSql(`create index "open_tenders_organisation_index" on "open_tenders" ("organisation", "published_at" desc nulls last, "id" desc);`);
    this.addSql(`create index "open_tenders_search_vector_index" on "open_tenders" using gin ("search_vector");`);
    this.addSql(`create index "open_tenders_document_vector_index" on "open_tenders" using gin ("document_vector");`);
    this.addSql(`create trigger "tenders_open_tenders_insert" after insert on "tenders" for each row execute function open_tenders_follow();`);
    this.addSql(`create trigger "tenders_open_tenders_follow" after update of ${ON_EDIT.map((column) => `"${column}"`).join(', ')} on "tenders" for each row
      when ((${COLUMNS.map((column) => `old."${column}"`).join(', ')}) is distinct from (${COLUMNS.map((column) => `new."${column}"`).join(', ')}))
      execute function open_tenders_follow();`);
    this.addSql(`analyze "open_tenders";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "tenders_open_tenders_follow" on "tenders";`);
    this.addSql(`drop trigger "tenders_open_tenders_insert" on "tenders";`);
    this.addSql(`drop table "open_tenders";`);
    this.addSql(`drop function open_tenders_refill();`);
    this.addSql(`drop function open_tenders_follow();`);
  }

}
