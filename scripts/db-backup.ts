// npm run db:backup [-- FILE]: the database (embedded or DATABASE_URL) and, for disk storage,
// the documents, in one archive (server/database/backup/archive-format.ts). Default file:
// DATA_DIR/backups/tenderlink-<time>.tar.gz.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupDatabase } from "../server/database/backup/backup";
import { appIdentity } from "../server/database/backup/app-identity";
import { checkEnvironment } from "../server/environment";
import { connectDatabase } from "../server/database/prepare-database";

const settings = checkEnvironment();
const { positionals } = parseArgs({ allowPositionals: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(
  positionals[0] ?? path.join(settings.dataDir, "backups", `tenderlink-${stamp}.tar.gz`),
);
fs.mkdirSync(path.dirname(file), { recursive: true });

const database = await connectDatabase(settings);
let failed = false;
try {
  const manifest = await backupDatabase({
    databaseUrl: database.url,
    documentsDir: path.join(settings.dataDir, "documents"),
    file,
    app: appIdentity(),
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backup written to ${file}: ${manifest.tables.length} tables, ${rows} rows, ` +
      `${manifest.documents.length} documents, ${manifest.migrations.length} migrations.`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  await database.embedded?.stop();
}
// Explicitly: the embedded database package's exit hooks would otherwise end the process with 0.
process.exit(failed ? 1 : 0);
