import { Migration } from '@mikro-orm/migrations';

// tender_day_terms is derived from tenders (docs/decisions/020), as the generated column it
// replaced was: a backup leaves it out and a restore fills it again, with this function, in
// publication order (the order a window's matches are read in).
export class Migration20261203100000_day_terms_refill extends Migration {

  override name = 'Migration20261203100000_day_terms_refill';

  override up(): void | Promise<void> {
    this.addSql(`create function tender_day_terms_refill() returns void language sql as $$
      truncate tender_day_terms;
      insert into tender_day_terms (tender_id, published_at, terms)
      select id, published_at, tender_search_days(search_vector, document_vector, published_at)
        from tenders where published_at is not null order by published_at, id;
    $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function tender_day_terms_refill();`);
  }

}
