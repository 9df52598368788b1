import type { EntityManager } from "@mikro-orm/postgresql";

// Locked in id order by every command that could remove a superadmin: two cannot both succeed.
export async function lockActiveSuperadmins(tx: EntityManager): Promise<number[]> {
  const rows = await tx.execute<{ id: number }[]>(
    `select id from users where role = 'superadmin' and deactivated_at is null
      order by id for update`,
  );
  return rows.map((row) => row.id);
}

export function isLastSuperadmin(activeSuperadmins: number[], userId: number): boolean {
  return activeSuperadmins.length === 1 && activeSuperadmins[0] === userId;
}
