// The embedded PostgreSQL 18 ships no pg_dump and Debian's pg_dump (15) refuses a newer server, so
// tables are copied with COPY in one read-only snapshot.
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createGzip } from "node:zlib";
import pg from "pg";
import { FORMAT, FORMAT_VERSION, MIGRATIONS_TABLE, type BackupManifest } from "./archive-format";
import { copyOut } from "./pg-copy";
import { TarWriter } from "./tar";
import { applicationTables, quoted } from "./tables";

export interface BackupOptions {
  databaseUrl: string;
  documentsDir: string;
  file: string;
  app: { name: string; version: string | null };
}

export async function backupDatabase(options: BackupOptions): Promise<BackupManifest> {
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), "tenderlink-backup-"));
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const postgres = (await client.query<{ v: string }>("show server_version")).rows[0]!.v;
    const migrations = (
      await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`)
    ).rows.map((row) => row.name);
    const tables: BackupManifest["tables"] = [];
    for (const table of await applicationTables(client)) {
      const file = `tables/${table.name}.copy`;
      const sink = fs.createWriteStream(path.join(work, `${table.name}.copy`));
      const rows = await copyOut(
        client,
        `copy ${quoted(table.name)} (${table.columns.map(quoted).join(", ")}) to stdout`,
        sink,
      );
      sink.end();
      await once(sink, "close");
      tables.push({ name: table.name, columns: table.columns, rows, file });
    }
    await client.query("commit");

    const documents = (await filesUnder(options.documentsDir)).map((key, index) => ({
      key,
      file: `documents/${index + 1}`,
      bytes: fs.statSync(path.join(options.documentsDir, key)).size,
    }));
    const manifest: BackupManifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      app: options.app,
      postgres,
      migrations,
      tables,
      documents,
    };

    const partial = `${options.file}.${process.pid}.partial`;
    const gzip = createGzip();
    const out = fs.createWriteStream(partial);
    gzip.pipe(out);
    const tar = new TarWriter(gzip);
    await tar.addBuffer("manifest.json", Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const table of tables) {
      await tar.addFile(table.file, path.join(work, `${table.name}.copy`));
    }
    for (const document of documents) {
      await tar.addFile(document.file, path.join(options.documentsDir, document.key));
    }
    await tar.finish();
    await once(out, "close");
    await fs.promises.rename(partial, options.file);
    return manifest;
  } finally {
    await client.end();
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!fs.existsSync(dir)) return [];
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}
