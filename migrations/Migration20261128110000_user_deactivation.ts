import { Migration } from '@mikro-orm/migrations';

// Admins can stop an account without deleting it (issue 16): null is active. The account keeps
// its rows (saved tenders, alert profiles, audit trail) so reactivating gives it back as it was.
export class Migration20261128110000_user_deactivation extends Migration {

  override name = 'Migration20261128110000_user_deactivation';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "deactivated_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "deactivated_at";`);
  }

}
