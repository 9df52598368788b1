// `npm run db:backup`: a logical backup of our own. The embedded PostgreSQL is version 18 and
// ships no pg_dump, and Debian's pg_dump (15) refuses a newer server; so the app copies each
// table with COPY inside one read-only snapshot, beside a manifest and the document files.
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
  /** Disk storage's folder (DATA_DIR/documents); missing means no documents. */
  documentsDir: string;
  /** The archive to write (.tar.gz); written beside under a temporary name, then renamed. */
  file: string;
  app: { name: string; version: string | null };
}

export async function backupDatabase(options: BackupOptions): Promise<BackupManifest> {
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), "tenderlink-backup-"));
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    // One snapshot for every table: the rows agree with each other as of one moment.
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

/** Every file under `dir`, as paths relative to it with "/" separators; none if it is missing. */
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
