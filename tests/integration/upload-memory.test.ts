// Uploads and downloads through the API with the documents on disk (describeUploadMemory).
import fs from "node:fs";
import path from "node:path";
import { vi } from "vitest";

// The server reads DATA_DIR once, when it loads: documents of this test go to a directory of its
// own, removed afterwards (150 MB).
const { dataDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const directory = mkdtempSync(join(tmpdir(), "upload-memory-"));
  process.env.DATA_DIR = directory;
  return { dataDir: directory };
});

import { setupTestDatabase } from "./database";
import { describeUploadMemory, DISK_MAX_GROWTH } from "./upload-memory";

describeUploadMemory({
  db: setupTestDatabase(),
  storage: "on disk",
  storedBytes: (storageKey) => fs.createReadStream(path.join(dataDir, "documents", storageKey)),
  cleanUp: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  maxGrowth: DISK_MAX_GROWTH,
});
