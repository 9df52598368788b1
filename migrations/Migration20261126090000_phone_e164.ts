import { Migration } from "@mikro-orm/migrations";
import { toE164 } from "../app/modules/phone/ethiopian-phone";

const E164_MOBILE = String.raw`^\+251[79][0-9]{8}$`;

/**
 * Phone numbers are stored in one form, E.164 (`+251911234567`): account phones were kept as
 * up to 10 typed digits and SMS numbers already as E.164. Numbers in another form are rewritten
 * by the same parser the forms use; values it cannot read (a placeholder, a foreign or cut-off
 * number) are left as they were, for a person to correct.
 */
export class Migration20261126090000_phone_e164 extends Migration {
  override name = "Migration20261126090000_phone_e164";

  override async up(): Promise<void> {
    // Run now, not queued with addSql: the rows below are read and rewritten in this method.
    await this.execute(`alter table "users" alter column "phone" type varchar(16);`);
    await this.normalise("users", "phone", "true");
    await this.normalise("alert_channels", "address", `"kind" = 'sms'`);
  }

  private async normalise(table: string, column: string, where: string) {
    const rows = (await this.execute(
      `select "id", "${column}" as "value" from "${table}"
       where ${where} and "${column}" is not null and "${column}" !~ '${E164_MOBILE}'`,
    )) as { id: number; value: string }[];
    const changed = rows.flatMap((row) => {
      const e164 = toE164(row.value);
      return e164 && e164 !== row.value ? [{ id: row.id, value: e164 }] : [];
    });
    if (!changed.length) return;
    // One statement for all rows (a JSON parameter: the driver would spread an array).
    await this.execute(
      `update "${table}" set "${column}" = "fixed"."value"
       from json_to_recordset(?::json) as "fixed"("id" int, "value" text)
       where "${table}"."id" = "fixed"."id"`,
      [JSON.stringify(changed)],
    );
  }

  override async down(): Promise<void> {
    // Back to the old 10-digit local form; SMS numbers were E.164 before and stay so.
    await this.execute(
      `update "users" set "phone" = '0' || substr("phone", 5) where "phone" ~ '${E164_MOBILE}';`,
    );
    await this.execute(`alter table "users" alter column "phone" type varchar(10);`);
  }
}
