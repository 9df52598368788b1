import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { MikroORM } from "@mikro-orm/postgresql";
import pg from "pg";
import { ormConfig } from "../../../mikro-orm.config";
import { migrationsList } from "../../../migrations";
import { FORMAT, FORMAT_VERSION, type BackupManifest } from "./archive-format";
import { copyIn } from "./pg-copy";
import { readTar } from "./tar";
import { applicationTables, DERIVED_TABLES, quoted } from "./tables";

export interface RestoreOptions {
  databaseUrl: string;
  documentsDir: string;
  file: string;
  force: boolean;
}

export class RestoreRefused extends Error {}

export async function restoreDatabase(options: RestoreOptions): Promise<BackupManifest> {
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), "tenderlink-restore-"));
  try {
    // Unpacked first: the manifest is checked before anything in the database changes.
    const input = fs.createReadStream(options.file);
    const gunzip = createGunzip();
    input.once("error", (error) => gunzip.destroy(error));
    await readTar(input.pipe(gunzip), (name) => {
      if (!/^(manifest\.json|tables\/[\w.-]+\.copy|documents\/\d+)$/.test(name)) {
        throw new RestoreRefused(`${options.file} holds an unexpected entry: ${name}`);
      }
      const target = path.join(work, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      return fs.createWriteStream(target);
    });
    const manifest = readManifest(work, options.file);
    const known = migrationsList.map((migration) => migration.name);
    const unknown = manifest.migrations.filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      throw new RestoreRefused(
        `The backup was made by newer code: its migrations ${unknown.join(", ")} are not in this ` +
          "version. Restore it with the version that made it (or a later one).",
      );
    }

    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      await makeRoom(client, options);
      // The schema as the backup had it: the migrations it recorded, no more.
      const orm = await MikroORM.init(ormConfig(options.databaseUrl));
      try {
        const last = manifest.migrations.at(-1);
        if (last) await orm.migrator.up({ to: last });
      } finally {
        await orm.close();
      }
      await loadTables(client, manifest, work);
    } finally {
      await client.end();
    }
    await putDocumentsBack(manifest, work, options.documentsDir);
    return manifest;
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

function readManifest(work: string, file: string): BackupManifest {
  const manifestFile = path.join(work, "manifest.json");
  if (!fs.existsSync(manifestFile)) throw new RestoreRefused(`${file} has no manifest.json`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BackupManifest;
  if (manifest.format !== FORMAT || manifest.formatVersion > FORMAT_VERSION) {
    throw new RestoreRefused(`${file} is not a TenderLink backup this version can read`);
  }
  return manifest;
}

async function makeRoom(client: pg.Client, options: RestoreOptions) {
  const { rows } = await client.query<{ count: string }>(
    `select count(*) from information_schema.tables
     where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
  );
  const documents = fs.existsSync(options.documentsDir)
    ? fs.readdirSync(options.documentsDir).length
    : 0;
  const empty = Number(rows[0]!.count) === 0 && documents === 0;
  if (empty) return;
  if (!options.force) {
    throw new RestoreRefused(
      "The database (or the documents folder) is not empty. Restore into an empty database, " +
        "or add --force to delete everything in it first.",
    );
  }
  await client.query("drop schema if exists pgboss cascade");
  await client.query("drop schema public cascade");
  await client.query("create schema public");
  await fs.promises.rm(options.documentsDir, { recursive: true, force: true });
}

// Triggers and foreign-key checks off (session_replication_role = replica): the rows were
// consistent when copied. A role that may not set it loads parents first.
async function loadTables(client: pg.Client, manifest: BackupManifest, work: string) {
  const present = new Set((await applicationTables(client)).map((table) => table.name));
  const tables = manifest.tables.filter((table) => !DERIVED_TABLES.has(table.name));
  const missing = tables.filter((table) => !present.has(table.name));
  if (missing.length > 0) {
    throw new Error(
      `after the migrations these tables are missing: ${missing.map((t) => t.name).join(", ")}`,
    );
  }
  await client.query("begin");
  try {
    await client.query("set local session_replication_role = replica").catch(async () => {
      await client.query("rollback");
      await client.query("begin");
      console.warn("Not a superuser: loading with triggers on, parents first.");
    });
    await client.query(`truncate ${[...present].map(quoted).join(", ")} restart identity cascade`);
    for (const table of tables) {
      const rows = await copyIn(
        client,
        `copy ${quoted(table.name)} (${table.columns.map(quoted).join(", ")}) from stdin`,
        fs.createReadStream(path.join(work, table.file)),
      );
      if (rows !== table.rows) {
        throw new Error(`${table.name}: ${rows} rows loaded, the backup holds ${table.rows}`);
      }
    }
    for (const refill of DERIVED_TABLES.values()) await client.query(refill);
    await resetSequences(client);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

async function resetSequences(client: pg.Client) {
  const { rows } = await client.query<{
    table_name: string;
    column_name: string;
    sequence: string;
  }>(
    `select c.table_name, c.column_name,
       pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as sequence
     from information_schema.columns c
     where c.table_schema = 'public'
       and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`,
  );
  for (const row of rows) {
    await client.query(
      `select setval($1, coalesce((select max(${quoted(row.column_name)}) from ${quoted(row.table_name)}), 1),
         (select max(${quoted(row.column_name)}) from ${quoted(row.table_name)}) is not null)`,
      [row.sequence],
    );
  }
}

async function putDocumentsBack(manifest: BackupManifest, work: string, documentsDir: string) {
  for (const document of manifest.documents) {
    const target = path.resolve(documentsDir, document.key);
    if (!target.startsWith(path.resolve(documentsDir) + path.sep)) {
      throw new Error(`document key outside the documents folder: ${document.key}`);
    }
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.copyFile(path.join(work, document.file), target);
  }
}
