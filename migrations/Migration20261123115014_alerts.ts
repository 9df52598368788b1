import { Migration } from '@mikro-orm/migrations';

export class Migration20261123115014_alerts extends Migration {

  override name = 'Migration20261123115014_alerts';

  override up(): void | Promise<void> {
    this.addSql(`create table "alert_profiles" ("id" serial primary key, "user_id" int not null, "name" varchar(120) not null, "include_keywords" varchar(500) not null default '', "exclude_keywords" varchar(500) not null default '', "channels" text[] not null default '{email}', "frequency" text not null default 'daily', "paused" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "alert_profiles_user_id_index" on "alert_profiles" ("user_id");`);

    this.addSql(`create table "alert_profile_subcategories" ("alert_profile_id" int not null, "subcategory_id" int not null, primary key ("alert_profile_id", "subcategory_id"));`);

    this.addSql(`create table "alert_profile_sources" ("alert_profile_id" int not null, "source_id" int not null, primary key ("alert_profile_id", "source_id"));`);

    this.addSql(`create table "alert_profile_regions" ("alert_profile_id" int not null, "region_id" int not null, primary key ("alert_profile_id", "region_id"));`);

    this.addSql(`create table "alert_profile_languages" ("alert_profile_id" int not null, "language_id" int not null, primary key ("alert_profile_id", "language_id"));`);

    this.addSql(`create table "alert_profile_categories" ("alert_profile_id" int not null, "category_id" int not null, primary key ("alert_profile_id", "category_id"));`);

    this.addSql(`create table "alert_deliveries" ("id" serial primary key, "user_id" int not null, "channel" text not null, "tender_id" int not null, "reason" varchar(80) not null, "message_key" varchar(120) not null, "status" text not null default 'pending', "attempts" int not null default 0, "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "alert_deliveries_tender_id_index" on "alert_deliveries" ("tender_id");`);
    this.addSql(`create index "alert_deliveries_message_key_index" on "alert_deliveries" ("message_key");`);
    this.addSql(`create index "alert_deliveries_created_at_index" on "alert_deliveries" ("created_at");`);
    this.addSql(`create index "alert_deliveries_status_channel_index" on "alert_deliveries" ("status", "channel");`);
    this.addSql(`alter table "alert_deliveries" add constraint "alert_deliveries_user_id_channel_tender_id_reason_unique" unique ("user_id", "channel", "tender_id", "reason");`);

    this.addSql(`create table "alert_channels" ("id" serial primary key, "user_id" int not null, "kind" text not null, "address" varchar(254) null, "verified_at" timestamptz null, "verification_hash" varchar(64) null, "verification_expires_at" timestamptz null, "verification_attempts" int not null default 0, "unsubscribed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "alert_channels" add constraint "alert_channels_verification_hash_unique" unique ("verification_hash");`);
    this.addSql(`alter table "alert_channels" add constraint "alert_channels_user_id_kind_unique" unique ("user_id", "kind");`);

    this.addSql(`alter table "users" add "calendar_token" varchar(64) null, add "last_digest_at" timestamptz null;`);
    this.addSql(`alter table "users" add constraint "users_calendar_token_unique" unique ("calendar_token");`);



    this.addSql(`alter table "alert_profiles" add constraint "alert_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "alert_profiles" add constraint "alert_profiles_frequency_check" check ("frequency" in ('daily', 'immediate'));`);

    this.addSql(`alter table "alert_profile_subcategories" add constraint "alert_profile_subcategories_alert_profile_id_foreign" foreign key ("alert_profile_id") references "alert_profiles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "alert_profile_subcategories" add constraint "alert_profile_subcategories_subcategory_id_foreign" foreign key ("subcategory_id") references "subcategories" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "alert_profile_sources" add constraint "alert_profile_sources_alert_profile_id_foreign" foreign key ("alert_profile_id") references "alert_profiles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "alert_profile_sources" add constraint "alert_profile_sources_source_id_foreign" foreign key ("source_id") references "sources" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "alert_profile_regions" add constraint "alert_profile_regions_alert_profile_id_foreign" foreign key ("alert_profile_id") references "alert_profiles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "alert_profile_regions" add constraint "alert_profile_regions_region_id_foreign" foreign key ("region_id") references "regions" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "alert_profile_languages" add constraint "alert_profile_languages_alert_profile_id_foreign" foreign key ("alert_profile_id") references "alert_profiles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "alert_profile_languages" add constraint "alert_profile_languages_language_id_foreign" foreign key ("language_id") references "languages" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "alert_profile_categories" add constraint "alert_profile_categories_alert_profile_id_foreign" foreign key ("alert_profile_id") references "alert_profiles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "alert_profile_categories" add constraint "alert_profile_categories_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "alert_deliveries" add constraint "alert_deliveries_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "alert_deliveries" add constraint "alert_deliveries_tender_id_foreign" foreign key ("tender_id") references "tenders" ("id") on delete cascade;`);
    this.addSql(`alter table "alert_deliveries" add constraint "alert_deliveries_channel_check" check ("channel" in ('email', 'telegram', 'sms'));`);
    this.addSql(`alter table "alert_deliveries" add constraint "alert_deliveries_status_check" check ("status" in ('pending', 'sent', 'failed'));`);

    this.addSql(`alter table "alert_channels" add constraint "alert_channels_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "alert_channels" add constraint "alert_channels_kind_check" check ("kind" in ('email', 'telegram', 'sms'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "alert_profile_subcategories" drop constraint "alert_profile_subcategories_alert_profile_id_foreign";`);
    this.addSql(`alter table "alert_profile_sources" drop constraint "alert_profile_sources_alert_profile_id_foreign";`);
    this.addSql(`alter table "alert_profile_regions" drop constraint "alert_profile_regions_alert_profile_id_foreign";`);
    this.addSql(`alter table "alert_profile_languages" drop constraint "alert_profile_languages_alert_profile_id_foreign";`);
    this.addSql(`alter table "alert_profile_categories" drop constraint "alert_profile_categories_alert_profile_id_foreign";`);

    this.addSql(`drop table if exists "alert_profiles" cascade;`);
    this.addSql(`drop table if exists "alert_profile_subcategories" cascade;`);
    this.addSql(`drop table if exists "alert_profile_sources" cascade;`);
    this.addSql(`drop table if exists "alert_profile_regions" cascade;`);
    this.addSql(`drop table if exists "alert_profile_languages" cascade;`);
    this.addSql(`drop table if exists "alert_profile_categories" cascade;`);
    this.addSql(`drop table if exists "alert_deliveries" cascade;`);
    this.addSql(`drop table if exists "alert_channels" cascade;`);



    this.addSql(`alter table "users" drop constraint "users_calendar_token_unique";`);
    this.addSql(`alter table "users" drop column "calendar_token", drop column "last_digest_at";`);
  }

}
