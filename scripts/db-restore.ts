// npm run db:restore -- FILE [--force]: a backup made by `npm run db:backup` into the database
// (embedded or DATABASE_URL) and the documents folder; see README "Backups".
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreDatabase, RestoreRefused } from "../server/database/backup/restore";
import { checkEnvironment } from "../server/environment";
import { connectDatabase } from "../server/database/prepare-database";

const settings = checkEnvironment();
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: "boolean", default: false } },
});
if (positionals.length !== 1) {
  console.error("Usage: npm run db:restore -- FILE [--force]");
  process.exit(1);
}

const database = await connectDatabase(settings);
let failed = false;
try {
  const manifest = await restoreDatabase({
    databaseUrl: database.url,
    documentsDir: path.join(settings.dataDir, "documents"),
    file: path.resolve(positionals[0]!),
    force: values.force,
  });
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ` +
      `${manifest.documents.length} documents.`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof RestoreRefused ? message : `Restore failed: ${message}`);
  failed = true;
} finally {
  await database.embedded?.stop();
}
// Explicitly: the embedded database package's exit hooks would otherwise end the process with 0.
process.exit(failed ? 1 : 0);
