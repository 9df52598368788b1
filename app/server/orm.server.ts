import { MikroORM } from "@mikro-orm/postgresql";
import type pg from "pg";
import { ormConfig } from "../../mikro-orm.config";
import { currentDatabaseUrl } from "./config.server";
import { watchPool } from "./metrics.server";

// On globalThis so Vite reloads reuse one pool; keyed by URL so tests get their own.
const globalOrm = globalThis as unknown as { __tenderOrms?: Map<string, Promise<MikroORM>> };

// Backstops for page and API statements (list reads set 2 s); the worker may take longer.
export const PAGE_STATEMENT_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;
// No parallel workers per request: 41 against 32 requests/s, measured (ADR 022).
const SESSION_SETTINGS = "-c max_parallel_workers_per_gather=0";

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
