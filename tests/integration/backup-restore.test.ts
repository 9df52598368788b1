import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import pg from "pg";
import { seedDemoData } from "../../server/database/seed-demo";
import { backupDatabase } from "../../server/database/backup/backup";
import { restoreDatabase, RestoreRefused } from "../../server/database/backup/restore";
import { setupTestDatabase } from "./database";
import { withDatabase } from "./global-setup";

// Its own data directory (documents) before any module reads the configuration.
const dataDir = vi.hoisted(() => {
  const dir = `.data/vitest-backup-${process.pid}`;
  process.env.DATA_DIR = dir;
  return dir;
});
const documentsDir = path.resolve(dataDir, "documents");
const backupsDir = path.resolve(dataDir, "backups");

const db = setupTestDatabase();
const app = { name: "tenderlink", version: null };

async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every public table's rows (all columns, generated ones too), in a fixed order. */
async function snapshot(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations'
     order by 1`,
  );
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    const [{ json }] = (await query<{ json: string }>(
      url,
      `select coalesce(json_agg(x order by x::text), '[]')::text as json from "${name}" x`,
    )) as [{ json: string }];
    rows[name] = json;
  }
  return rows;
}

function documentDigests(): Record<string, string> {
  if (!fs.existsSync(documentsDir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(documentsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const digest = createHash("sha256").update(fs.readFileSync(file)).digest("hex");
        return [path.relative(documentsDir, file), digest];
      }),
  );
}

const createdDatabases: string[] = [];
async function emptyDatabase(): Promise<string> {
  const name = `restore_${Date.now()}_${createdDatabases.length}`;
  await query(inject("adminDatabaseUrl"), `create database ${name}`);
  createdDatabases.push(name);
  return withDatabase(inject("adminDatabaseUrl"), name);
}

afterAll(async () => {
  for (const name of createdDatabases) {
    await query(inject("adminDatabaseUrl"), `drop database if exists ${name} with (force)`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("backup and restore", { timeout: 120_000 }, () => {
  const file = path.join(backupsDir, "round-trip.tar.gz");
  let before: Record<string, string>;
  let documentsBefore: Record<string, string>;

  it("backs up the demo data: users, tenders with categories, saved tenders, documents", async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(backupsDir, { recursive: true });
    await db.em().transactional((tx) => seedDemoData(tx));
    const [user] = await query<{ id: number }>(db.url, "select id from users order by id limit 1");
    await query(
      db.url,
      `insert into saved_tenders (user_id, tender_id, created_at, updated_at)
       select $1, id, now(), now() from tenders order by id limit 3`,
      [user!.id],
    );
    // The open tenders' table as the hourly housekeeping keeps it (the demo's closed tenders
    // were written there), which is how a restore fills it again.
    await query(db.url, "delete from open_tenders where closing_date <= now()");
    before = await snapshot(db.url);
    documentsBefore = documentDigests();
    expect(JSON.parse(before.users!).length).toBeGreaterThanOrEqual(3);
    expect(JSON.parse(before.saved_tenders!)).toHaveLength(3);
    expect(JSON.parse(before.tenders!).length).toBeGreaterThan(50);
    expect(Object.keys(documentsBefore).length).toBeGreaterThan(0);
    const linkTables = Object.keys(before).filter((name) => /^tenders?_categor/.test(name));
    expect(linkTables.length).toBeGreaterThan(0);
    expect(JSON.parse(before[linkTables[0]!]!).length).toBeGreaterThan(0);

    const manifest = await backupDatabase({ databaseUrl: db.url, documentsDir, file, app });
    expect(manifest.migrations.length).toBeGreaterThan(10);
    // The search's day terms are derived from the tenders: left out, and filled on restore
    // (the snapshots below compare them too).
    expect(JSON.parse(before.tender_day_terms!).length).toBeGreaterThan(50);
    expect(manifest.tables.map((table) => table.name)).not.toContain("tender_day_terms");
    expect(JSON.parse(before.open_tenders!).length).toBeGreaterThan(20);
    expect(manifest.tables.map((table) => table.name)).not.toContain("open_tenders");
    expect(manifest.tables.find((table) => table.name === "tenders")!.rows).toBe(
      JSON.parse(before.tenders!).length,
    );
    expect(manifest.documents.map((document) => document.key).sort()).toEqual(
      Object.keys(documentsBefore).sort(),
    );
  });

  it("restores into an empty database: the same rows, the same document bytes", async () => {
    fs.rmSync(documentsDir, { recursive: true, force: true });
    const target = await emptyDatabase();
    await restoreDatabase({ databaseUrl: target, documentsDir, file, force: false });
    expect(await snapshot(target)).toEqual(before);
    expect(documentDigests()).toEqual(documentsBefore);
    const applied = await query<{ name: string }>(
      target,
      "select name from mikro_orm_migrations order by id",
    );
    const original = await query<{ name: string }>(
      db.url,
      "select name from mikro_orm_migrations order by id",
    );
    expect(applied.map((row) => row.name)).toEqual(original.map((row) => row.name));

    // Sequences continue past the restored ids.
    const sequences = await query<{ table_name: string; column_name: string }>(
      target,
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
    );
    expect(sequences.length).toBeGreaterThan(5);
    for (const { table_name, column_name } of sequences) {
      const [row] = await query<{ next: string; max: string | null }>(
        target,
        `select nextval(pg_get_serial_sequence($1, $2)) as next,
           (select max("${column_name}") from "${table_name}")::bigint as max`,
        [table_name, column_name],
      );
      expect(Number(row!.next), `${table_name}.${column_name}`).toBeGreaterThan(
        Number(row!.max ?? 0),
      );
    }
  });

  it("refuses a database that holds data unless forced, then wipes and restores it", async () => {
    await query(db.url, "delete from saved_tenders");
    await query(db.url, "update users set fullname = 'Changed after the backup'");
    const changed = await snapshot(db.url);
    await expect(
      restoreDatabase({ databaseUrl: db.url, documentsDir, file, force: false }),
    ).rejects.toThrow(RestoreRefused);
    expect(await snapshot(db.url)).toEqual(changed);

    fs.writeFileSync(path.join(documentsDir, "stray-file"), "not in the backup");
    await restoreDatabase({ databaseUrl: db.url, documentsDir, file, force: true });
    expect(await snapshot(db.url)).toEqual(before);
    expect(documentDigests()).toEqual(documentsBefore);
  });

  it("refuses a backup whose migrations are newer than this code, changing nothing", async () => {
    const newer = path.join(backupsDir, "newer.tar.gz");
    await query(
      db.url,
      "insert into mikro_orm_migrations (name, executed_at) values ('Migration29990101000000_from_the_future', now())",
    );
    try {
      await backupDatabase({ databaseUrl: db.url, documentsDir, file: newer, app });
    } finally {
      await query(db.url, "delete from mikro_orm_migrations where name like '%from_the_future'");
    }
    const target = await emptyDatabase();
    await expect(
      restoreDatabase({ databaseUrl: target, documentsDir, file: newer, force: true }),
    ).rejects.toThrow(/newer code: its migrations Migration29990101000000_from_the_future/);
    const [{ count }] = (await query<{ count: string }>(
      target,
      "select count(*) from information_schema.tables where table_schema = 'public'",
    )) as [{ count: string }];
    expect(Number(count)).toBe(0);
  });

  it("runs as npm run db:backup -- FILE and npm run db:restore -- FILE [--force]", async () => {
    const cliFile = path.join(backupsDir, "cli.tar.gz");
    const backup = await npmRun(["run", "db:backup", "--", cliFile], db.url);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(
      /Backup written to .*cli\.tar\.gz: \d+ tables, \d+ rows, \d+ documents/,
    );

    fs.rmSync(documentsDir, { recursive: true, force: true });
    const target = await emptyDatabase();
    const restore = await npmRun(["run", "db:restore", "--", cliFile], target);
    expect(restore.code, restore.output).toBe(0);
    expect(await snapshot(target)).toEqual(await snapshot(db.url));
    expect(documentDigests()).toEqual(documentsBefore);

    const refused = await npmRun(["run", "db:restore", "--", cliFile], target);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      "is not empty. Restore into an empty database, or add --force",
    );
    const forced = await npmRun(["run", "db:restore", "--", cliFile, "--force"], target);
    expect(forced.code, forced.output).toBe(0);
    expect(await snapshot(target)).toEqual(await snapshot(db.url));
  });
});

/** An npm script as an operator runs it, against `databaseUrl`, with this file's DATA_DIR. */
function npmRun(args: string[], databaseUrl: string): Promise<{ code: number; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  delete env.VITEST;
  return new Promise((resolve) => {
    execFile("npm", args, { env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr });
    });
  });
}
