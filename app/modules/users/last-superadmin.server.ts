import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * The ids of the active superadmins, their rows locked until the caller's transaction ends.
 * Taken first, in id order, by every command that could take a superadmin away, so two
 * superadmins stopping each other at the same moment cannot both succeed: the second waits,
 * then finds the first one gone.
 */
export async function lockActiveSuperadmins(tx: EntityManager): Promise<number[]> {
  const rows = await tx.execute<{ id: number }[]>(
    `select id from users where role = 'superadmin' and deactivated_at is null
      order by id for update`,
  );
  return rows.map((row) => row.id);
}

/** Whether taking `userId` away would leave the platform without an active superadmin. */
export function isLastSuperadmin(activeSuperadmins: number[], userId: number): boolean {
  return activeSuperadmins.length === 1 && activeSuperadmins[0] === userId;
}
