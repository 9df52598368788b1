import { Migration } from '@mikro-orm/migrations';

// A tender's search vector (~1.7 KB) used to be moved out of line into the TOAST table, so
// every row a list checks or ranks cost about 7 page reads instead of 1. Kept inline (and the
// row with it, up to half a page) it is read with the row (docs/decisions/008). Rows written
// before this migration move inline when next updated, or all at once with VACUUM FULL tenders.
export class Migration20261124031000_search_vector_inline extends Migration {

  override name = 'Migration20261124031000_search_vector_inline';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tenders" alter column "search_vector" set storage main;`);
    this.addSql(`alter table "tenders" set (toast_tuple_target = 4080);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tenders" reset (toast_tuple_target);`);
    this.addSql(`alter table "tenders" alter column "search_vector" set storage extended;`);
  }

}
