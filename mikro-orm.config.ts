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
    // NULL columns load as null (MikroORM's default, stated because the API's JSON schemas and
    // the loaders' data say `null` for an unset value, never a missing key).
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
