import { Migration } from '@mikro-orm/migrations';

// Category postings carry every column the list filters on besides the text (decision 021), as
// the tenders' own list indexes include them: a category with a region, source, language or
// status then walks its posting index newest first and checks each posting in the index
// itself, where joining the tenders meant intersecting two large sets (30-55 ms at 1,000,000
// tenders, three times that under load). Triggers keep them equal to their tender's.
const PIVOTS = [
  ['tender_categories', 'category_id'],
  ['tender_subcategories', 'subcategory_id'],
] as const;
const COLUMNS = ['closing_date', 'source_id', 'region_id', 'language_id'] as const;
const FOLLOWED = ['published_at', ...COLUMNS];

export class Migration20261202110000_category_postings_list_columns extends Migration {

  override name = 'Migration20261202110000_category_postings_list_columns';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger "tenders_postings_published_at" on "tenders";`);
    for (const [table] of PIVOTS) this.addSql(`drop trigger "${table}_published_at" on "${table}";`);
    this.addSql(`drop function tender_postings_follow_publication();`);
    this.addSql(`drop function tender_posting_published_at();`);

    this.addSql(`create function tender_posting_list_columns() returns trigger language plpgsql as $$
      begin
        select ${FOLLOWED.join(', ')} into ${FOLLOWED.map((column) => `new.${column}`).join(', ')}
          from tenders where id = new.tender_id;
        return new;
      end $$;`);
    this.addSql(`create function tender_postings_follow_tender() returns trigger language plpgsql as $$
      begin
        ${PIVOTS.map(([table]) => `update ${table} set ${FOLLOWED.map((column) => `${column} = new.${column}`).join(', ')} where tender_id = new.id;`).join('\n        ')}
        return null;
      end $$;`);
    for (const [table, column] of PIVOTS) {
      this.addSql(`alter table "${table}" ${COLUMNS.map((name) => `add column "${name}" ${name === 'closing_date' ? 'timestamptz' : 'int'} null`).join(', ')};`);
      this.addSql(`update "${table}" p set ${COLUMNS.map((name) => `"${name}" = t."${name}"`).join(', ')} from "tenders" t where t."id" = p."tender_id";`);
      this.addSql(`create trigger "${table}_list_columns" before insert or update of "tender_id" on "${table}" for each row execute function tender_posting_list_columns();`);
      this.addSql(`drop index "${table}_list_index";`);
      this.addSql(`create index "${table}_list_index" on "${table}" ("${column}", "published_at" desc nulls last, "tender_id" desc) include (${COLUMNS.map((name) => `"${name}"`).join(', ')});`);
      this.addSql(`analyze "${table}";`);
    }
    this.addSql(`create trigger "tenders_postings_follow" after update of ${FOLLOWED.map((column) => `"${column}"`).join(', ')} on "tenders" for each row when ((${FOLLOWED.map((column) => `old."${column}"`).join(', ')}) is distinct from (${FOLLOWED.map((column) => `new."${column}"`).join(', ')})) execute function tender_postings_follow_tender();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "tenders_postings_follow" on "tenders";`);
    for (const [table, column] of PIVOTS) {
      this.addSql(`drop trigger "${table}_list_columns" on "${table}";`);
      this.addSql(`drop index "${table}_list_index";`);
      this.addSql(`alter table "${table}" ${COLUMNS.map((name) => `drop column "${name}"`).join(', ')};`);
      this.addSql(`create index "${table}_list_index" on "${table}" ("${column}", "published_at" desc nulls last, "tender_id" desc);`);
    }
    this.addSql(`drop function tender_postings_follow_tender();`);
    this.addSql(`drop function tender_posting_list_columns();`);
    this.addSql(`create function tender_posting_published_at() returns trigger language plpgsql as $$
      begin
        new.published_at := (select published_at from tenders where id = new.tender_id);
        return new;
      end $$;`);
    this.addSql(`create function tender_postings_follow_publication() returns trigger language plpgsql as $$
      begin
        update tender_categories set published_at = new.published_at where tender_id = new.id;
        update tender_subcategories set published_at = new.published_at where tender_id = new.id;
        return null;
      end $$;`);
    for (const [table] of PIVOTS) {
      this.addSql(`create trigger "${table}_published_at" before insert or update of "tender_id" on "${table}" for each row execute function tender_posting_published_at();`);
    }
    this.addSql(`create trigger "tenders_postings_published_at" after update of "published_at" on "tenders" for each row when (old."published_at" is distinct from new."published_at") execute function tender_postings_follow_publication();`);
  }

}
