import type { EntityManager } from "@mikro-orm/postgresql";
import { LastSuperadminError } from "./account-errors.server";
import { requirePassword } from "./account-password.server";
import { isLastSuperadmin, lockActiveSuperadmins } from "~/modules/users/last-superadmin.server";

// The foreign keys cascade the same way; naming them says what deletion removes. Tenders, audit
// rows and pages stay, without the user.
const OWN_ROWS = [
  "saved_tenders",
  "alert_deliveries",
  "alert_profiles",
  "alert_channels",
  "sessions",
  "password_reset_tokens",
  "email_change_tokens",
] as const;

// The active superadmins are locked first, so two of the last two deleting at once cannot both
// succeed.
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
