import { MikroORM } from "@mikro-orm/postgresql";
import type pg from "pg";
import { ormConfig } from "../../mikro-orm.config";
import { currentDatabaseUrl } from "./config.server";
import { watchPool } from "./metrics.server";

// Kept on globalThis so Vite's dev server reloads reuse one pool instead of leaking them;
// keyed by URL so a test that points DATABASE_URL elsewhere gets its own.
const globalOrm = globalThis as unknown as { __tenderOrms?: Map<string, Promise<MikroORM>> };

/**
 * Backstops for every statement the app's pages and API run (list reads set a tighter 2 s of
 * their own, decision 008): nothing a request starts may run on for minutes, and a database
 * host that stops answering fails a request (503, database-unavailable.ts) instead of hanging
 * it. Only this ORM has them: migrations, scripts and the alerts worker (its own pool) may take
 * longer.
 */
export const PAGE_STATEMENT_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * No parallel workers for a request's statements: under load every core is already serving
 * another request, and workers only add their own start-up and coordination to the same CPUs
 * (measured at 1,000,000 tenders, 32 connections: 41 requests/s without them against 32 with).
 */
const SESSION_SETTINGS = "-c max_parallel_workers_per_gather=0";

/** The process-wide ORM, connected to DATABASE_URL on first use. */
export function getOrm(): Promise<MikroORM> {
  const url = currentDatabaseUrl();
  if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`.");
  globalOrm.__tenderOrms ??= new Map();
  let orm = globalOrm.__tenderOrms.get(url);
  if (!orm) {
    orm = MikroORM.init({
      ...ormConfig(url),
      driverOptions: {
        statement_timeout: PAGE_STATEMENT_TIMEOUT_MS,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        options: SESSION_SETTINGS,
        onPoolCreated: (pool: pg.Pool) => watchPool("app", pool),
      },
    });
    globalOrm.__tenderOrms.set(url, orm);
  }
  return orm;
}
