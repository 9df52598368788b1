// npm run storage:migrate-to-s3 [-- --delete-local]
// Copies the documents in DATA_DIR/documents to the bucket of STORAGE_URL (docs/deploy.md,
// 'Document storage'). Safe to run again: what is already there with the same size is skipped.
import path from "node:path";
import { parseArgs } from "node:util";
import { S3DocumentStorage } from "~/server/s3-storage.server";
import { migrateDocumentsToS3 } from "../server/database/document-migration";
import { checkEnvironment } from "../server/environment";

const settings = checkEnvironment();
const { values } = parseArgs({ options: { "delete-local": { type: "boolean", default: false } } });
if (settings.storage.kind !== "s3") {
  console.error(
    "STORAGE_URL must name the bucket to move documents to (s3://bucket or s3://bucket/prefix, with the S3_* settings).",
  );
  process.exit(1);
}
const { bucket, prefix } = settings.storage;
const target = S3DocumentStorage.fromSettings(settings.storage);
try {
  await target.check();
} catch (error) {
  // The SDK's error names what failed (NotFound, AccessDenied, ECONNREFUSED…), never a key.
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`Cannot reach bucket ${bucket}: ${reason}`);
  process.exit(1);
}
const sourceDir = path.join(settings.dataDir, "documents");
console.log(`Copying documents from ${sourceDir} to s3://${bucket}${prefix ? `/${prefix}` : ""}…`);
const report = await migrateDocumentsToS3({
  sourceDir,
  target,
  deleteLocal: values["delete-local"],
});
for (const { key, reason } of report.failed) console.error(`Failed: ${key}: ${reason}`);
if (report.ignored.length) {
  console.log(`Left alone (not documents): ${report.ignored.join(", ")}`);
}
console.log(
  `${report.found} documents: ${report.copied} copied, ${report.skipped} already there, ${report.failed.length} failed` +
    (values["delete-local"]
      ? `; ${report.deletedLocal} local files removed.`
      : "; local files kept (run again with --delete-local to remove them)."),
);
process.exitCode = report.failed.length ? 1 : 0;
