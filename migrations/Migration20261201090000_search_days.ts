import { Migration } from '@mikro-orm/migrations';

// The search index by publication day (docs/decisions/020-search-by-publication-day.md): every
// lexeme of a tender again, prefixed with the day it was published ('d20417:suppli'), in three
// families: 'd20417:' the tender's own text, 'd20417v:' what a visitor sees (title and snippet),
// 'd20417f:' its documents' text; and the bare day of each family ('d20417', 'd20417v', and
// 'd20417f' when it has documents) for a query that matches by exclusion alone. A search then
// asks the GIN index about one day, then three, nine…, newest first, and stops at the candidate
// limit: a broad word costs what its newest 1,001 matches cost, not what all of them do.
// Positions are kept, so phrases are checked exactly when the index rechecks its matches.
//
// A generated column cannot read another (search_vector), so the text is analysed again here,
// the same way. Adding it writes every row: minutes at 1,000,000 tenders with the table locked.
const text = (config: string) =>
  `setweight(to_tsvector('${config}', coalesce(title, '')), 'A') || setweight(to_tsvector('${config}', coalesce(snippet, '')), 'B') || setweight(to_tsvector('${config}', coalesce(organisation, '')), 'C') || to_tsvector('${config}', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'))`;

export class Migration20261201090000_search_days extends Migration {

  override name = 'Migration20261201090000_search_days';

  override up(): void | Promise<void> {
    // Days since 1970-01-01 UTC: extract(epoch) does not depend on the time zone, which
    // PostgreSQL cannot know of extract in general (it is only stable), hence the wrapper.
    this.addSql(`create function tender_search_day(at timestamptz) returns int language sql immutable parallel safe
      as $$ select floor(extract(epoch from at) / 86400)::int $$;`);
    // Each quoted lexeme of the vector's text form prefixed, positions and weights kept.
    this.addSql(`create function tender_search_prefixed(terms tsvector, prefix text) returns tsvector language sql immutable parallel safe
      as $$ select regexp_replace(terms::text, '''((?:[^'']|'''')*)''', '''' || prefix || '\\1''', 'g')::tsvector $$;`);
    this.addSql(`create function tender_search_days(terms tsvector, document_terms tsvector, published timestamptz) returns tsvector language sql immutable parallel safe
      as $$ select case when published is null then null else
        tender_search_prefixed(terms, 'd' || day || ':')
        || tender_search_prefixed(ts_filter(terms, '{a,b}'), 'd' || day || 'v:')
        || tender_search_prefixed(coalesce(document_terms, ''), 'd' || day || 'f:')
        || array_to_tsvector(array['d' || day, 'd' || day || 'v'])
        || case when document_terms is null then '' else array_to_tsvector(array['d' || day || 'f']) end end
      from (select tender_search_day(published)::text as day) d $$;`);
    // A query (without weights) over the days first_day..last_day of one family ('' text, 'v'
    // visible, 'f' documents): each lexeme becomes the OR of its prefixed forms; a query that
    // an empty tender would match (only exclusions) also needs the family's bare day. Immutable, so with
    // constant arguments PostgreSQL computes it once, while planning.
    this.addSql(`create function tender_search_window(query tsquery, family text, first_day int, last_day int) returns tsquery language sql immutable parallel safe
      as $$ select case when numnode(query) = 0 then query else (
        '(' || regexp_replace(query::text, '''((?:[^'']|'''')*)''(:\\*)?[A-D]*',
          '(' || (select string_agg('''d' || day || family || ':\\1''\\2', ' | ') from generate_series(first_day, last_day) day) || ')', 'g')
        || ')' || case when ''::tsvector @@ query
             then ' & (' || (select string_agg('''d' || day || family || '''', ' | ') from generate_series(first_day, last_day) day) || ')'
             else '' end)::tsquery end $$;`);
    this.addSql(`alter table "tenders" add column "search_days" tsvector generated always as (tender_search_days(${text('english')} || ${text('simple')}, document_vector, published_at)) stored null, alter column "search_days" set storage external;`);
    this.addSql(`create index "tenders_search_days_index" on "tenders" using gin ("search_days");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tenders" drop column "search_days";`);
    this.addSql(`drop function tender_search_window(tsquery, text, int, int);`);
    this.addSql(`drop function tender_search_days(tsvector, tsvector, timestamptz);`);
    this.addSql(`drop function tender_search_prefixed(tsvector, text);`);
    this.addSql(`drop function tender_search_day(timestamptz);`);
  }

}
