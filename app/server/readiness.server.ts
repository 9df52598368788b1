import type { EntityManager } from "@mikro-orm/postgresql";
import { migrationsList } from "../../migrations";
import { documentStorage } from "./storage.server";

/** Each check's answer: "ok", or what is wrong in a few words (no secrets, no stack). */
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

/**
 * Whether this process can serve: PostgreSQL answers, every migration this build knows is
 * applied, and document storage is reachable. Each check is bounded (CHECK_TIMEOUT_MS) and they
 * run at once, so the answer comes within about a second even when the database hangs.
 */
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
