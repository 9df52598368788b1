// Development tool: diff the entities against a scratch database and write a new migration.
// Usage: npm run db:migration:create -- name   (also registers it in migrations/index.ts)
import fs from "node:fs";
import { MikroORM } from "@mikro-orm/postgresql";
import * as prettier from "prettier";
import { ormConfig } from "../mikro-orm.config";
import { startEmbeddedDatabase } from "../server/database/embedded-database";
import { registerMigration } from "../server/database/migration-index";

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
  if (result.fileName) {
    const indexFile = "migrations/index.ts";
    const registered = registerMigration(
      fs.readFileSync(indexFile, "utf8"),
      result.fileName.replace(/\.ts$/, ""),
    );
    const options = await prettier.resolveConfig(indexFile);
    fs.writeFileSync(
      indexFile,
      await prettier.format(registered, { ...options, filepath: indexFile }),
    );
    console.log(`wrote migrations/${result.fileName} and registered it in ${indexFile}`);
  } else {
    console.log("no changes");
  }
} finally {
  await orm.close();
  await db.stop();
}
