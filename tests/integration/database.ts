import { randomBytes } from "node:crypto";
import { MikroORM, type EntityManager } from "@mikro-orm/postgresql";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { ormConfig } from "../../mikro-orm.config";
import { withDatabase } from "./global-setup";

export interface TestDatabase {
  orm: MikroORM;
  url: string;
  /** A fresh EntityManager, as one request would get. */
  em: () => EntityManager;
}

/**
 * A private, migrated database for one test file (a copy of the template made in global setup).
 * Also points DATABASE_URL at it, so app code that calls getOrm() uses the same database.
 */
export function setupTestDatabase(): TestDatabase {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const url = withDatabase(adminUrl, name);
  const db = { url } as TestDatabase;
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${name} template tenderlink_template`);
    await client.end();
    process.env.DATABASE_URL = url;
    db.orm = await MikroORM.init(ormConfig(url));
    db.em = () => db.orm.em.fork();
  });
  afterAll(async () => {
    await db.orm?.close();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return db;
}
