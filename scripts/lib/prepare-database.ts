import { MikroORM } from "@mikro-orm/postgresql";
import pg from "pg";
import { ormConfig } from "../../mikro-orm.config";
import { startEmbeddedDatabase, type RunningDatabase } from "./embedded-database";

export interface PreparedDatabase {
  url: string;
  embedded: RunningDatabase | null;
}

/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL under DATA_DIR. Sets DATABASE_URL
 * for the rest of the process either way.
 */
export async function connectDatabase(settings: {
  databaseUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
}): Promise<PreparedDatabase> {
  if (settings.databaseUrl) return { url: settings.databaseUrl, embedded: null };
  const embedded = await startEmbeddedDatabase({
    dataDir: settings.dataDir,
    port: settings.embeddedPgPort,
    database: "tenderlink",
  });
  process.env.DATABASE_URL = embedded.url;
  return { url: embedded.url, embedded };
}

// Any constant: it names the lock among the advisory locks of this database.
const STARTUP_LOCK_KEY = 5_271_846_301;

/**
 * Runs `work` holding a PostgreSQL advisory lock on the database at `url`, so the app servers
 * and workers starting together against one database migrate and seed one after the other:
 * each checks what exists (pending migrations, the static pages, an empty database) and adds
 * what is missing, which two at once would both add. The lock is the session's: it needs a
 * direct connection (or PgBouncer in session mode), and it goes with the connection if the
 * process dies.
 */
export async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: "tenderlink-startup" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Applies pending migrations, one starting process at a time. */
export async function migrate(url: string): Promise<void> {
  await withStartupLock(url, async () => {
    const orm = await MikroORM.init(ormConfig(url));
    try {
      await orm.migrator.up();
    } finally {
      await orm.close();
    }
  });
}
