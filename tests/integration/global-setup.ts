import fs from "node:fs";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { startEmbeddedDatabase } from "../../server/database/embedded-database";
import { migrate } from "../../server/database/prepare-database";

/**
 * One real PostgreSQL for the whole run (TEST_DATABASE_URL, or an embedded server on a fresh
 * data directory). Migrations run once into a template database; every test file then gets its
 * own copy of it (see tests/integration/database.ts), so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!adminUrl) {
    const port = Number(process.env.TEST_PG_PORT ?? 54331);
    const dataDir = `.data/vitest-postgres-${port}`;
    fs.rmSync(dataDir, { recursive: true, force: true });
    const db = await startEmbeddedDatabase({
      dataDir,
      port,
      database: "postgres",
    });
    adminUrl = db.url;
    stop = db.stop;
  }
  const templateUrl = withDatabase(adminUrl, "tenderlink_template");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query("drop database if exists tenderlink_template with (force)");
  await client.query("create database tenderlink_template");
  await client.end();
  await migrate(templateUrl);
  project.provide("adminDatabaseUrl", adminUrl);
  return stop;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
