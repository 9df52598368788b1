import { Migration } from '@mikro-orm/migrations';

export class Migration20261123120313_list_order_index extends Migration {

  override name = 'Migration20261123120313_list_order_index';

  override up(): void | Promise<void> {
    this.addSql(`drop index "tenders_published_at_index";`);
    this.addSql(`create index "tenders_published_at_id_desc_index" on "tenders" ("published_at" desc nulls last, "id" desc);`);


  }

  override down(): void | Promise<void> {


    this.addSql(`drop index "tenders_published_at_id_desc_index";`);
    this.addSql(`create index "tenders_published_at_index" on "tenders" ("published_at");`);
  }

}
