import { Migration } from '@mikro-orm/migrations';

// Each published tender's post in the public Telegram channel: one row per tender (unique), so
// no tender is posted twice whatever the number of workers. The row outlives a deleted tender
// (tender_id set null) so its post can still be edited. The gate row, locked by the one worker
// that sends, holds when the channel may next be written to (spacing and Telegram's 429s).
export class Migration20261206090000_telegram_channel_posts extends Migration {

  override name = 'Migration20261206090000_telegram_channel_posts';

  override up(): void | Promise<void> {
    this.addSql(`create table "telegram_channel_posts" (
      "id" serial primary key,
      "tender_id" int null references "tenders" ("id") on delete set null,
      "channel_id" varchar(64) not null,
      "message_id" bigint null,
      "state" text check ("state" in ('queued', 'sending', 'posted', 'withdrawing', 'withdrawn', 'skipped', 'failed')) not null default 'queued',
      "withdraw_reason" text check ("withdraw_reason" in ('cancelled', 'deleted')) null,
      "title" varchar(500) null,
      "attempts" int not null default 0,
      "last_error" text null,
      "next_attempt_at" timestamptz not null default now(),
      "last_attempt_at" timestamptz null,
      "posted_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "telegram_channel_posts" add constraint "telegram_channel_posts_tender_id_unique" unique ("tender_id");`);
    this.addSql(`create index "telegram_channel_posts_due_index" on "telegram_channel_posts" ("next_attempt_at", "id") where "state" in ('queued', 'withdrawing');`);
    this.addSql(`create table "telegram_channel_gate" (
      "channel_id" varchar(64) primary key,
      "next_send_at" timestamptz not null default now()
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "telegram_channel_gate";`);
    this.addSql(`drop table if exists "telegram_channel_posts";`);
  }

}
