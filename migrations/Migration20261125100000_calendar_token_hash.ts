import { Migration } from "@mikro-orm/migrations";

/**
 * Calendar feed tokens are kept as their SHA-256 (hex), as session tokens are. Existing tokens
 * are hashed in place, so calendar URLs already handed out keep working.
 */
export class Migration20261125100000_calendar_token_hash extends Migration {
  override name = "Migration20261125100000_calendar_token_hash";

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" rename column "calendar_token" to "calendar_token_hash";`);
    this.addSql(
      `alter table "users" rename constraint "users_calendar_token_unique" to "users_calendar_token_hash_unique";`,
    );
    // Same digest as tokens.server.ts hashToken(): SHA-256 of the token's UTF-8 bytes, in hex.
    this.addSql(
      `update "users" set "calendar_token_hash" = encode(sha256(convert_to("calendar_token_hash", 'UTF8')), 'hex') where "calendar_token_hash" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    // A hash cannot be turned back into its token: going down drops the links (users make new ones).
    this.addSql(`update "users" set "calendar_token_hash" = null;`);
    this.addSql(
      `alter table "users" rename constraint "users_calendar_token_hash_unique" to "users_calendar_token_unique";`,
    );
    this.addSql(`alter table "users" rename column "calendar_token_hash" to "calendar_token";`);
  }
}
