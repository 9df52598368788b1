import { Migration } from "@mikro-orm/migrations";

export class Migration20261123110309_initial extends Migration {
  override name = "Migration20261123110309_initial";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "advert_contacts" ("id" serial primary key, "name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(20) not null, "subject" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "advert_contacts_created_at_index" on "advert_contacts" ("created_at");`,
    );

    this.addSql(
      `create table "categories" ("id" serial primary key, "name" varchar(120) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create unique index "categories_name_lower_unique" on "categories" (lower("name"));`,
    );

    this.addSql(
      `create table "languages" ("id" serial primary key, "name" varchar(120) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create unique index "languages_name_lower_unique" on "languages" (lower("name"));`,
    );

    this.addSql(
      `create table "regions" ("id" serial primary key, "name" varchar(120) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create unique index "regions_name_lower_unique" on "regions" (lower("name"));`);

    this.addSql(
      `create table "sources" ("id" serial primary key, "name" varchar(120) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create unique index "sources_name_lower_unique" on "sources" (lower("name"));`);

    this.addSql(
      `create table "subcategories" ("id" serial primary key, "name" varchar(120) not null, "category_id" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "subcategories_category_id_index" on "subcategories" ("category_id");`,
    );
    this.addSql(
      `create unique index "subcategories_category_name_lower_unique" on "subcategories" ("category_id", lower("name"));`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "fullname" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(10) not null, "company" varchar(160) null, "password_hash" varchar(255) not null, "role" text not null default 'user', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);

    this.addSql(
      `create table "tenders" ("id" serial primary key, "title" varchar(300) not null, "snippet" text not null default '', "description" text not null default '', "opening_date" timestamptz null, "closing_date" timestamptz null, "published_at" timestamptz null, "document_price" numeric(12,2) null, "bid_bond" numeric(5,2) null, "source_id" int null, "region_id" int null, "language_id" int null, "published_by_id" int null, "search_vector" tsvector generated always as (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(snippet, '') || ' ' || regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')) || to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(snippet, '') || ' ' || regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'))) stored null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "tenders_closing_date_index" on "tenders" ("closing_date");`);
    this.addSql(`create index "tenders_published_at_index" on "tenders" ("published_at");`);
    this.addSql(`create index "tenders_source_id_index" on "tenders" ("source_id");`);
    this.addSql(`create index "tenders_region_id_index" on "tenders" ("region_id");`);
    this.addSql(`create index "tenders_language_id_index" on "tenders" ("language_id");`);
    this.addSql(`create index "tenders_published_by_id_index" on "tenders" ("published_by_id");`);
    this.addSql(`create index "tenders_created_at_index" on "tenders" ("created_at");`);
    this.addSql(
      `create index "tenders_search_vector_index" on "tenders" using gin ("search_vector");`,
    );

    this.addSql(
      `create table "tender_documents" ("id" serial primary key, "tender_id" int not null, "file_name" varchar(255) not null, "storage_key" varchar(255) not null, "content_type" varchar(120) not null, "size" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "tender_documents_tender_id_index" on "tender_documents" ("tender_id");`,
    );
    this.addSql(
      `alter table "tender_documents" add constraint "tender_documents_storage_key_unique" unique ("storage_key");`,
    );

    this.addSql(
      `create table "tender_subcategories" ("tender_id" int not null, "subcategory_id" int not null, primary key ("tender_id", "subcategory_id"));`,
    );

    this.addSql(
      `create table "tender_categories" ("tender_id" int not null, "category_id" int not null, primary key ("tender_id", "category_id"));`,
    );

    this.addSql(
      `create table "sessions" ("id" serial primary key, "token_hash" varchar(64) not null, "kind" text not null default 'web', "user_id" int null, "data" jsonb not null default '{}', "expires_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `create table "saved_tenders" ("id" serial primary key, "user_id" int not null, "tender_id" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "saved_tenders_tender_id_index" on "saved_tenders" ("tender_id");`);
    this.addSql(
      `alter table "saved_tenders" add constraint "saved_tenders_user_id_tender_id_unique" unique ("user_id", "tender_id");`,
    );

    this.addSql(
      `create table "password_reset_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`,
    );
    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "pages" ("id" serial primary key, "slug" varchar(40) not null, "title" varchar(120) not null, "body" text not null, "updated_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "pages" add constraint "pages_slug_unique" unique ("slug");`);

    this.addSql(
      `alter table "subcategories" add constraint "subcategories_category_id_foreign" foreign key ("category_id") references "categories" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin', 'superadmin'));`,
    );

    this.addSql(
      `alter table "tenders" add constraint "tenders_source_id_foreign" foreign key ("source_id") references "sources" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "tenders" add constraint "tenders_region_id_foreign" foreign key ("region_id") references "regions" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "tenders" add constraint "tenders_language_id_foreign" foreign key ("language_id") references "languages" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "tenders" add constraint "tenders_published_by_id_foreign" foreign key ("published_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "tender_documents" add constraint "tender_documents_tender_id_foreign" foreign key ("tender_id") references "tenders" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "tender_subcategories" add constraint "tender_subcategories_tender_id_foreign" foreign key ("tender_id") references "tenders" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tender_subcategories" add constraint "tender_subcategories_subcategory_id_foreign" foreign key ("subcategory_id") references "subcategories" ("id") on update cascade on delete cascade;`,
    );

    // Join tables are keyed (tender, x); filters look up by x, so index that side too.
    this.addSql(
      `create index "tender_categories_category_id_index" on "tender_categories" ("category_id");`,
    );
    this.addSql(
      `create index "tender_subcategories_subcategory_id_index" on "tender_subcategories" ("subcategory_id");`,
    );

    this.addSql(
      `alter table "tender_categories" add constraint "tender_categories_tender_id_foreign" foreign key ("tender_id") references "tenders" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tender_categories" add constraint "tender_categories_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_kind_check" check ("kind" in ('web', 'api'));`,
    );

    this.addSql(
      `alter table "saved_tenders" add constraint "saved_tenders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "saved_tenders" add constraint "saved_tenders_tender_id_foreign" foreign key ("tender_id") references "tenders" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "pages" add constraint "pages_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subcategories" drop constraint "subcategories_category_id_foreign";`);
    this.addSql(
      `alter table "tender_categories" drop constraint "tender_categories_category_id_foreign";`,
    );
    this.addSql(`alter table "tenders" drop constraint "tenders_language_id_foreign";`);
    this.addSql(`alter table "tenders" drop constraint "tenders_region_id_foreign";`);
    this.addSql(`alter table "tenders" drop constraint "tenders_source_id_foreign";`);
    this.addSql(
      `alter table "tender_subcategories" drop constraint "tender_subcategories_subcategory_id_foreign";`,
    );
    this.addSql(`alter table "tenders" drop constraint "tenders_published_by_id_foreign";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`alter table "saved_tenders" drop constraint "saved_tenders_user_id_foreign";`);
    this.addSql(
      `alter table "password_reset_tokens" drop constraint "password_reset_tokens_user_id_foreign";`,
    );
    this.addSql(`alter table "pages" drop constraint "pages_updated_by_id_foreign";`);
    this.addSql(
      `alter table "tender_documents" drop constraint "tender_documents_tender_id_foreign";`,
    );
    this.addSql(
      `alter table "tender_subcategories" drop constraint "tender_subcategories_tender_id_foreign";`,
    );
    this.addSql(
      `alter table "tender_categories" drop constraint "tender_categories_tender_id_foreign";`,
    );
    this.addSql(`alter table "saved_tenders" drop constraint "saved_tenders_tender_id_foreign";`);

    this.addSql(`drop table if exists "advert_contacts" cascade;`);
    this.addSql(`drop table if exists "categories" cascade;`);
    this.addSql(`drop table if exists "languages" cascade;`);
    this.addSql(`drop table if exists "regions" cascade;`);
    this.addSql(`drop table if exists "sources" cascade;`);
    this.addSql(`drop table if exists "subcategories" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "tenders" cascade;`);
    this.addSql(`drop table if exists "tender_documents" cascade;`);
    this.addSql(`drop table if exists "tender_subcategories" cascade;`);
    this.addSql(`drop table if exists "tender_categories" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "saved_tenders" cascade;`);
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
    this.addSql(`drop table if exists "pages" cascade;`);
  }
}
