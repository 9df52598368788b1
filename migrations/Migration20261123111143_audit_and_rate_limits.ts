import { Migration } from "@mikro-orm/migrations";

export class Migration20261123111143_audit_and_rate_limits extends Migration {
  override name = "Migration20261123111143_audit_and_rate_limits";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limits" ("key" varchar(200) not null, "count" int not null, "reset_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "rate_limits_reset_at_index" on "rate_limits" ("reset_at");`);

    this.addSql(
      `create table "audit_logs" ("id" serial primary key, "actor_id" int null, "actor_email" varchar(254) not null, "action" text not null, "entity_type" varchar(40) not null, "entity_id" int not null, "summary" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "audit_logs_entity_type_entity_id_index" on "audit_logs" ("entity_type", "entity_id");`,
    );

    this.addSql(
      `alter table "audit_logs" add constraint "audit_logs_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "audit_logs" add constraint "audit_logs_action_check" check ("action" in ('create', 'update', 'delete'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
    this.addSql(`drop table if exists "audit_logs" cascade;`);
  }
}
