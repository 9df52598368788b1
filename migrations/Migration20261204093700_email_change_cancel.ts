import { Migration } from '@mikro-orm/migrations';

// The old address is told of a requested e-mail change and can cancel it (issue 37): the cancel
// link's hash is kept next to the confirmation link's. Rows from before have none (their mail
// had no cancel link); they expire within a day.
export class Migration20261204093700_email_change_cancel extends Migration {

  override name = 'Migration20261204093700_email_change_cancel';

  override up(): void | Promise<void> {
    this.addSql(`alter table "email_change_tokens" add column "cancel_token_hash" varchar(64) null;`);
    this.addSql(`alter table "email_change_tokens" add constraint "email_change_tokens_cancel_token_hash_unique" unique ("cancel_token_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "email_change_tokens" drop constraint "email_change_tokens_cancel_token_hash_unique";`);
    this.addSql(`alter table "email_change_tokens" drop column "cancel_token_hash";`);
  }

}
