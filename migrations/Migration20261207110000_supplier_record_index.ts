import { Migration } from '@mikro-orm/migrations';

// A supplier's track record reads its awards newest first (the page, and the newest 1,000 for
// its buyers and categories) and sums them by year and currency: one range of this index,
// without the table, whatever the number of awards of other suppliers.
export class Migration20261207110000_supplier_record_index extends Migration {

  override name = 'Migration20261207110000_supplier_record_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "awards_supplier_record_index" on "awards" ("supplier_id", "awarded_on" desc, "id" desc) include ("tender_id", "amount", "currency");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "awards_supplier_record_index";`);
  }

}
