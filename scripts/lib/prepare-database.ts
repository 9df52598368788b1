import { MikroORM } from "@mikro-orm/postgresql";
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

/** Applies pending migrations. */
export async function migrate(url: string): Promise<void> {
  const orm = await MikroORM.init(ormConfig(url));
  try {
    await orm.migrator.up();
  } finally {
    await orm.close();
  }
}
