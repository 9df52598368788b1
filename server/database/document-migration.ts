import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import pLimit from "p-limit";
import type { S3DocumentStorage } from "~/server/s3-storage.server";
import { isStorageKey } from "~/server/storage-keys";

export interface DocumentMigrationReport {
  found: number;
  copied: number;
  skipped: number;
  deletedLocal: number;
  failed: { key: string; reason: string }[];
  ignored: string[];
}

interface MigrationOptions {
  sourceDir: string;
  target: Pick<S3DocumentStorage, "put" | "size">;
  deleteLocal: boolean;
  /** Each holds at most one 5 MiB part in memory. */
  concurrency?: number;
}

// Re-runnable: a key already in the bucket with the local size is skipped. A local file is removed
// only once the bucket reports its exact size.
export async function migrateDocumentsToS3({
  sourceDir,
  target,
  deleteLocal,
  concurrency = 4,
}: MigrationOptions): Promise<DocumentMigrationReport> {
  const report: DocumentMigrationReport = {
    found: 0,
    copied: 0,
    skipped: 0,
    deletedLocal: 0,
    failed: [],
    ignored: [],
  };
  const entries = await fs.readdir(sourceDir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  const keys: string[] = [];
  for (const entry of entries) {
    if (entry.isFile() && isStorageKey(entry.name)) keys.push(entry.name);
    else report.ignored.push(entry.name);
  }
  report.found = keys.length;

  async function migrate(key: string): Promise<void> {
    const file = path.join(sourceDir, key);
    const localSize = (await fs.stat(file)).size;
    if ((await target.size(key)) === localSize) {
      report.skipped++;
    } else {
      await target.put(key, Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>);
      const stored = await target.size(key);
      if (stored !== localSize) {
        throw new Error(`the bucket holds ${stored ?? "no"} bytes, the disk ${localSize}`);
      }
      report.copied++;
    }
    if (deleteLocal) {
      await fs.rm(file);
      report.deletedLocal++;
    }
  }

  const limit = pLimit(concurrency);
  await Promise.all(
    keys.map((key) =>
      limit(() =>
        migrate(key).catch((error: unknown) => {
          report.failed.push({
            key,
            reason: error instanceof Error ? error.message : String(error),
          });
        }),
      ),
    ),
  );
  return report;
}
