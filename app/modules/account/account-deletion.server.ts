import type { EntityManager } from "@mikro-orm/postgresql";
import { LastSuperadminError } from "./account-errors.server";
import { requirePassword } from "./account-password.server";
import { isLastSuperadmin, lockActiveSuperadmins } from "~/modules/users/last-superadmin.server";

/**
 * The user's own rows, deleted with the account. The foreign keys cascade the same way; naming
 * them here says what "delete my account" removes. What others need stays, without the user:
 * tenders they published (publisher set null: shown as a former admin), the audit trail
 * (actor set null, the e-mail kept as text) and pages they edited.
 */
const OWN_ROWS = [
  "saved_tenders",
  "alert_deliveries",
  "alert_profiles",
  "alert_channels",
  "sessions",
  "password_reset_tokens",
  "email_change_tokens",
] as const;

/**
 * Deletes the account once `password` proves it is the user's. The last active superadmin
 * cannot delete theirs (LastSuperadminError): the active superadmins are locked first, the same
 * rule as deactivating or demoting one, so two of the last two deleting at once cannot both
 * succeed.
 */
export async function deleteAccount(
  em: EntityManager,
  userId: number,
  password: string,
): Promise<void> {
  const user = await requirePassword(em, userId, password, "password");
  await em.transactional(async (tx) => {
    if (user.role === "superadmin" && isLastSuperadmin(await lockActiveSuperadmins(tx), userId)) {
      throw new LastSuperadminError();
    }
    for (const table of OWN_ROWS) {
      await tx.execute(`delete from ${table} where user_id = ?`, [userId]);
    }
    await tx.execute("delete from users where id = ?", [userId]);
  });
}
