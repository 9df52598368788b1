import { Migration } from '@mikro-orm/migrations';

// What /account shows for each sign-in: the browser's user agent (cut to 256 characters), the
// country its address was in ('local' for a private network), never the address itself, and when
// it was last used (written at most every few minutes).
export class Migration20261206104000_session_devices extends Migration {

  override name = 'Migration20261206104000_session_devices';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sessions"
      add column "user_agent" varchar(256) null,
      add column "place" varchar(8) null,
      add column "last_used_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions"
      drop column if exists "user_agent",
      drop column if exists "place",
      drop column if exists "last_used_at";`);
  }

}
