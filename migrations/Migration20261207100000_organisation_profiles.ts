import { Migration } from '@mikro-orm/migrations';

// Buyer profiles (/organisations/{slug}): each organisation name gets an id (for the audit log)
// and a slug kept by the trigger that records the name, so every writer (forms, API, import,
// SQL) gives one. Slugs keep Ethiopic letters, so an Amharic name has a readable address.
// A name merged into another keeps its row and slug (its address redirects) and `merged_into`
// names the kept one: a tender written with it later takes the kept name before it is stored.
// The open tenders of one organisation are a range of (organisation, closing_date).
const LETTERS: [string, string][] = [
  ['àáâãäåāÀÁÂÃÄÅĀ', 'a'],
  ['èéêëēÈÉÊËĒ', 'e'],
  ['ìíîïīÌÍÎÏĪ', 'i'],
  ['òóôõöøōÒÓÔÕÖØŌ', 'o'],
  ['ùúûüūÙÚÛÜŪ', 'u'],
  ['ýÿÝ', 'y'],
  ['çÇ', 'c'],
  ['ñÑ', 'n'],
];
const ACCENTED = LETTERS.map(([letters]) => letters).join('');
const PLAIN = LETTERS.map(([letters, plain]) => plain.repeat([...letters].length)).join('');

export class Migration20261207100000_organisation_profiles extends Migration {

  override name = 'Migration20261207100000_organisation_profiles';

  override up(): void | Promise<void> {
    this.addSql(`alter table "organisation_names"
      add column "id" serial not null,
      add column "slug" varchar(220) null,
      add column "merged_into" varchar(200) null references "organisation_names" ("name");`);
    this.addSql(`alter table "organisation_names" add constraint "organisation_names_id_unique" unique ("id");`);
    // Lower case ASCII, common accented Latin letters without accents, Ethiopic syllables kept;
    // anything else separates words.
    this.addSql(`create function "organisation_slug_base"(name text) returns text
      language sql immutable parallel safe as $$
        select coalesce(nullif(left(trim(both '-' from regexp_replace(
          translate(lower(name), '${ACCENTED}', '${PLAIN}'),
          '[^a-z0-9\\u1200-\\u135a\\u1380-\\u1399\\u2d80-\\u2dde\\uab01-\\uab2e]+', '-', 'g')), 200), ''),
          'organisation') $$;`);
    // Serialised per base by an advisory lock, so two new names spelt alike never take one slug.
    this.addSql(`create function "organisation_free_slug"(name text) returns text
      language plpgsql volatile as $$
        declare
          base text := organisation_slug_base(name);
          candidate text := base;
          n int := 1;
        begin
          perform pg_advisory_xact_lock(hashtext('organisation_slug:' || base));
          while exists (select 1 from organisation_names where slug = candidate) loop
            n := n + 1;
            candidate := base || '-' || n;
          end loop;
          return candidate;
        end $$;`);
    this.addSql(`do $$
      declare row record;
      begin
        for row in select name from organisation_names order by name loop
          update organisation_names set slug = organisation_free_slug(row.name) where name = row.name;
        end loop;
      end $$;`);
    this.addSql(`alter table "organisation_names" alter column "slug" set not null;`);
    this.addSql(`alter table "organisation_names" add constraint "organisation_names_slug_unique" unique ("slug");`);
    this.addSql(`create index "organisation_names_merged_index" on "organisation_names" (lower("name")) where "merged_into" is not null;`);
    this.addSql(`create or replace function "organisation_names_add"() returns trigger language plpgsql as $$
      begin
        if not exists (select 1 from organisation_names where name = new.organisation) then
          insert into organisation_names (name, slug)
            values (new.organisation, organisation_free_slug(new.organisation))
            on conflict do nothing;
        end if;
        return null;
      end $$;`);
    this.addSql(`create function "organisation_kept_name"() returns trigger language plpgsql as $$
      declare kept text;
      begin
        select o.merged_into into kept from organisation_names o
         where lower(o.name) = lower(new.organisation) and o.merged_into is not null
         order by o.name = new.organisation desc limit 1;
        if kept is not null then new.organisation := kept; end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "tenders_organisation_kept" before insert or update of "organisation" on "tenders" for each row when (new."organisation" is not null) execute function "organisation_kept_name"();`);
    this.addSql(`create index "tenders_organisation_closing_index" on "tenders" ("organisation", "closing_date") include ("published_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "tenders_organisation_closing_index";`);
    this.addSql(`drop trigger if exists "tenders_organisation_kept" on "tenders";`);
    this.addSql(`drop function if exists "organisation_kept_name"();`);
    this.addSql(`create or replace function "organisation_names_add"() returns trigger language plpgsql as $$
      begin
        insert into "organisation_names" values (new."organisation") on conflict do nothing;
        return null;
      end $$;`);
    this.addSql(`alter table "organisation_names" drop column "merged_into", drop column "slug", drop column "id";`);
    this.addSql(`drop function if exists "organisation_free_slug"(text);`);
    this.addSql(`drop function if exists "organisation_slug_base"(text);`);
  }

}
