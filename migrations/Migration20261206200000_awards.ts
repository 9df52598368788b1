import { Migration } from '@mikro-orm/migrations';

// How tenders end: an outcome per tender (awarded, cancelled, failed), the awards of its lots
// and the suppliers that won them. The unique (tender, lot) is the rule "a lot is awarded once"
// held by the database, whatever the number of admins saving at once; the checks keep amounts
// positive and a currency code in three capitals.
export class Migration20261206200000_awards extends Migration {

  override name = 'Migration20261206200000_awards';

  override up(): void | Promise<void> {
    this.addSql(`create table "suppliers" (
      "id" serial primary key,
      "name" varchar(200) not null,
      "slug" varchar(220) not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "suppliers_slug_unique" unique ("slug")
    );`);
    this.addSql(`create unique index "suppliers_lower_name_unique" on "suppliers" (lower("name"));`);
    this.addSql(`create table "tender_outcomes" (
      "tender_id" int primary key references "tenders" ("id") on delete cascade,
      "status" text check ("status" in ('awarded', 'cancelled', 'failed')) not null,
      "reason" text null,
      "readvertised_tender_id" int null references "tenders" ("id") on delete set null,
      "recorded_by_id" int null references "users" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "tender_outcomes_status_index" on "tender_outcomes" ("status", "tender_id");`);
    this.addSql(`create table "awards" (
      "id" serial primary key,
      "tender_id" int not null references "tenders" ("id") on delete cascade,
      "lot" int not null default 1 check ("lot" >= 1),
      "supplier_id" int not null references "suppliers" ("id") on delete restrict,
      "amount" numeric(16,2) not null check ("amount" > 0),
      "currency" varchar(3) not null default 'ETB' check ("currency" ~ '^[A-Z]{3}$'),
      "awarded_on" date not null,
      "note" text null,
      "notice_document_id" int null references "tender_documents" ("id") on delete set null,
      "recorded_by_id" int null references "users" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "awards_tender_lot_unique" unique ("tender_id", "lot")
    );`);
    this.addSql(`create index "awards_supplier_id_index" on "awards" ("supplier_id");`);
    this.addSql(`create index "awards_awarded_on_index" on "awards" ("awarded_on", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "awards";`);
    this.addSql(`drop table if exists "tender_outcomes";`);
    this.addSql(`drop table if exists "suppliers";`);
  }

}
