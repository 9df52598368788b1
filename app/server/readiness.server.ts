import type { EntityManager } from "@mikro-orm/postgresql";
import { migrationsList } from "../../migrations";
import { documentStorage } from "./storage.server";

type CheckResult = "ok" | string;

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult };
}

/** A load balancer waits about this long; a check that takes longer counts as failed. */
const CHECK_TIMEOUT_MS = 800;

/** Once every migration is seen applied it stays so for this process (they are never undone). */
let migrationsSeenApplied = false;

function bounded<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function check(run: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await bounded(run());
  } catch (error) {
    return error instanceof Error && error.message === "no answer in time"
      ? "no answer in time"
      : "unreachable";
  }
}

async function pendingMigrations(em: EntityManager): Promise<CheckResult> {
  if (migrationsSeenApplied) return "ok";
  const rows = await em.execute<{ name: string }[]>("select name from mikro_orm_migrations");
  const applied = new Set(rows.map((row) => row.name));
  const pending = migrationsList.filter((migration) => !applied.has(migration.name)).length;
  if (pending) return `${pending} not applied`;
  migrationsSeenApplied = true;
  return "ok";
}

/** Checks run at once, each bounded, so /readyz answers within a second even if the database hangs. */
export async function checkReadiness(em: EntityManager): Promise<Readiness> {
  const [database, migrations, storage] = await Promise.all([
    check(async () => {
      await em.execute("select 1");
      return "ok";
    }),
    check(() => pendingMigrations(em)),
    check(async () => {
      await documentStorage().check();
      return "ok";
    }),
  ]);
  const checks = { database, migrations, storage };
  return { ready: Object.values(checks).every((result) => result === "ok"), checks };
}
