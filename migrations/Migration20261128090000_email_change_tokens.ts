import { Migration } from '@mikro-orm/migrations';

// An e-mail change waits for the link mailed to the new address (issue 16): only the link's
// hash is kept, and the row goes with its user.
export class Migration20261128090000_email_change_tokens extends Migration {

  override name = 'Migration20261128090000_email_change_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "email_change_tokens" ("id" serial primary key, "user_id" int not null, "new_email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "email_change_tokens_user_id_index" on "email_change_tokens" ("user_id");`);
    this.addSql(`alter table "email_change_tokens" add constraint "email_change_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "email_change_tokens" add constraint "email_change_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_change_tokens" cascade;`);
  }

}
