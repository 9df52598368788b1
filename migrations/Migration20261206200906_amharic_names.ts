import { Migration } from '@mikro-orm/migrations';

// An Amharic version of the catalogue's names and of the static pages, written by admins. Null
// where none is given: Amharic readers then get the English, marked as English.
export class Migration20261206200906_amharic_names extends Migration {

  override name = 'Migration20261206200906_amharic_names';

  override up(): void | Promise<void> {
    for (const table of ['categories', 'subcategories', 'languages', 'regions', 'sources']) {
      this.addSql(`alter table "${table}" add column "name_am" varchar(120) null;`);
    }
    this.addSql(`alter table "pages" add column "title_am" varchar(120) null, add column "body_am" text null;`);
  }

  override down(): void | Promise<void> {
    for (const table of ['categories', 'subcategories', 'languages', 'regions', 'sources']) {
      this.addSql(`alter table "${table}" drop column if exists "name_am";`);
    }
    this.addSql(`alter table "pages" drop column if exists "title_am", drop column if exists "body_am";`);
  }

}
