import type { EntityManager } from "@mikro-orm/postgresql";

/** Any fixed number: the advisory lock that imports take in turn. */
const IMPORT_LOCK = 72_004_602;

// An import adds new organisations and suppliers row by row, each locked until it commits: two
// imports adding the same new ones in other orders deadlocked. Until `tx` ends, others wait.
export async function waitForImportTurn(tx: EntityManager): Promise<void> {
  await tx.execute("select pg_advisory_xact_lock(?)", [IMPORT_LOCK]);
}
