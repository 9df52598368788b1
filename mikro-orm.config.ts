import { Migrator } from "@mikro-orm/migrations";
import { defineConfig } from "@mikro-orm/postgresql";
import { entities } from "./app/server/entities";
import { migrationsList } from "./migrations";

/** ORM options for a database URL; the app, the scripts and the tests all start here. */
export function ormConfig(clientUrl: string, options: { debug?: boolean } = {}) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    debug: options.debug ?? false,
    // Loaders must return plain data; never let a lazy reference load behind our back.
    forceUndefined: false,
    migrations: {
      path: "migrations",
      pathTs: "migrations",
      migrationsList,
      snapshotName: ".snapshot-tenderlink",
      // The snapshot is written by `db:migration:create` only; running migrations (npm start, tests)
      // must not rewrite a committed file, and production may have a read-only tree.
      snapshotOnMigrate: false,
    },
    pool: { min: 0, max: 10 },
  });
}
