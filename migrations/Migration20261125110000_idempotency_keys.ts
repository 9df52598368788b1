import { Migration } from '@mikro-orm/migrations';

// Writes that must happen once (form tokens, Idempotency-Key): the primary key is what makes a
// concurrent or repeated request wait for, then find, the first one's row (decision 009).
// The snapshot is brought up to date too: it was missing catalog_version, tender_list_version
// and the list indexes, which earlier migrations wrote by hand.
export class Migration20261125110000_idempotency_keys extends Migration {

  override name = 'Migration20261125110000_idempotency_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table "idempotency_keys" ("caller" varchar(100) not null, "scope" varchar(100) not null, "key" varchar(300) not null, "fingerprint" varchar(64) not null, "outcome" jsonb null, "created_at" timestamptz not null, primary key ("caller", "scope", "key"));`);
    this.addSql(`create index "idempotency_keys_caller_created_at_index" on "idempotency_keys" ("caller", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }

}
