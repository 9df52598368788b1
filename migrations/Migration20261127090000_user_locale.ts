import { Migration } from '@mikro-orm/migrations';

// A signed-in user's interface language, which also decides the language of their alerts. Null
// until they choose: their pages follow the browser's Accept-Language. No check constraint, so
// adding a language stays adding a catalogue (docs/decisions/012-interface-languages.md).
export class Migration20261127090000_user_locale extends Migration {

  override name = 'Migration20261127090000_user_locale';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "locale" varchar(8) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "locale";`);
  }

}
