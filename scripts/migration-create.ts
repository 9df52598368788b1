// Development tool: diff the entities against a scratch database and write a new migration.
// Usage: npm run db:migration:create -- name   (then add it to migrations/index.ts)
import fs from "node:fs";
import { MikroORM } from "@mikro-orm/postgresql";
import { ormConfig } from "../mikro-orm.config";
import { startEmbeddedDatabase } from "./lib/embedded-database";

const name = process.argv[2];
const scratch = ".data/migration-scratch";
fs.rmSync(scratch, { recursive: true, force: true });
const db = await startEmbeddedDatabase({ dataDir: scratch, port: 54399, database: "scratch" });
const orm = await MikroORM.init(ormConfig(db.url)).catch(async (error: unknown) => {
  await db.stop();
  throw error;
});
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(undefined, false, false, name);
  // MikroORM re-creates the hand-declared reverse join-table indexes on every diff; they exist.
  console.log(result.fileName ? `wrote migrations/${result.fileName}` : "no changes");
} finally {
  await orm.close();
  await db.stop();
}
