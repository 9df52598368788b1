import { MikroORM } from "@mikro-orm/postgresql";
import pg from "pg";
import { ormConfig } from "../../mikro-orm.config";
import { startEmbeddedDatabase, type RunningDatabase } from "./embedded-database";

export interface PreparedDatabase {
  url: string;
  embedded: RunningDatabase | null;
}

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

const STARTUP_LOCK_KEY = 5_271_846_301;

// Servers starting together against one database migrate and seed one after the other. A session
// lock: it needs a direct connection (or PgBouncer in session mode).
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
