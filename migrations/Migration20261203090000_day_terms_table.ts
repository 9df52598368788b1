import { Migration } from '@mikro-orm/migrations';

// The day index's terms in a narrow table of their own, in publication order (docs/decisions/
// 020). A window's matches are read for their publication time: from `tenders`, whose rows
// fill most of a page each, that was one page per match (a broad word's 3-day window at
// 1,000,000 tenders: 3,831 matches, 3,819 pages, 15-25 ms). Here a row is the tender's id, its
// publication time and a pointer to its terms (stored out of line, never read unless a phrase
// is checked), about 140 rows a page, and rows are written as tenders are published, so a
// window's matches sit on a few neighbouring pages (the same window: 55 pages, 4.5 ms). The
// terms are those `search_days` held: `tender_search_days()` of the search vector.
const ON_EDIT = ['title', 'snippet', 'organisation', 'description', 'published_at', 'document_vector'];
const text = (config: string) =>
  `setweight(to_tsvector('${config}', coalesce(title, '')), 'A') || setweight(to_tsvector('${config}', coalesce(snippet, '')), 'B') || setweight(to_tsvector('${config}', coalesce(organisation, '')), 'C') || to_tsvector('${config}', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'))`;

export class Migration20261203090000_day_terms_table extends Migration {

  override name = 'Migration20261203090000_day_terms_table';

  override up(): void | Promise<void> {
    // toast_tuple_target: every vector out of line, however short, so rows stay narrow.
    this.addSql(`create table "tender_day_terms" (
      "tender_id" int primary key references "tenders" ("id") on delete cascade,
      "published_at" timestamptz not null,
      "terms" tsvector not null
    ) with (toast_tuple_target = 128);`);
    this.addSql(`alter table "tender_day_terms" alter column "terms" set storage external;`);
    // A published (or scheduled) tender has its row; a draft has none. search_vector is the
    // text of tender_search_days' first argument (a stored generated column an AFTER trigger
    // sees), so nothing is analysed twice.
    this.addSql(`create function tender_day_terms_follow() returns trigger language plpgsql as $$
      begin
        if new.published_at is null then
          delete from tender_day_terms where tender_id = new.id;
        else
          insert into tender_day_terms (tender_id, published_at, terms)
          values (new.id, new.published_at, tender_search_days(new.search_vector, new.document_vector, new.published_at))
          on conflict (tender_id) do update set published_at = excluded.published_at, terms = excluded.terms;
        end if;
        return null;
      end $$;`);
    this.addSql(`insert into "tender_day_terms" ("tender_id", "published_at", "terms")
      select "id", "published_at", "search_days" from "tenders" where "published_at" is not null
       order by "published_at", "id";`);
    this.addSql(`create index "tender_day_terms_terms_index" on "tender_day_terms" using gin ("terms");`);
    this.addSql(`create trigger "tenders_day_terms_insert" after insert on "tenders" for each row execute function tender_day_terms_follow();`);
    this.addSql(`create trigger "tenders_day_terms_follow" after update of ${ON_EDIT.map((column) => `"${column}"`).join(', ')} on "tenders" for each row
      when ((old."search_vector", old."document_vector", old."published_at") is distinct from (new."search_vector", new."document_vector", new."published_at"))
      execute function tender_day_terms_follow();`);
    this.addSql(`alter table "tenders" drop column "search_days";`);
    this.addSql(`analyze "tender_day_terms";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tenders" add column "search_days" tsvector generated always as (tender_search_days(${text('english')} || ${text('simple')}, document_vector, published_at)) stored null, alter column "search_days" set storage external;`);
    this.addSql(`create index "tenders_search_days_index" on "tenders" using gin ("search_days");`);
    this.addSql(`drop trigger "tenders_day_terms_follow" on "tenders";`);
    this.addSql(`drop trigger "tenders_day_terms_insert" on "tenders";`);
    this.addSql(`drop table "tender_day_terms";`);
    this.addSql(`drop function tender_day_terms_follow();`);
  }

}
