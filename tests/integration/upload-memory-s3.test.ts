// Uploads and downloads through the API with the documents in an S3-compatible store
// (describeUploadMemory): the S3 client streams both ways (issue 18). s3rver runs in a process
// of its own, so its buffers are not counted as the app's.
import { GetObjectCommand } from "@aws-sdk/client-s3";
import fs from "node:fs";
import type { Readable } from "node:stream";
import { vi } from "vitest";

// The server reads STORAGE_URL and the S3_* settings once, when it loads: start the S3 server
// and point the environment at it before anything is imported.
const { s3, dataDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { startS3Server } = await import("./s3-server");
  const server = await startS3Server("tender-documents", { ownProcess: true });
  const directory = mkdtempSync(join(tmpdir(), "upload-memory-s3-"));
  Object.assign(process.env, server.environment("memory"), { DATA_DIR: directory });
  return { s3: server, dataDir: directory };
});

import { setupTestDatabase } from "./database";
import { describeUploadMemory, MB } from "./upload-memory";

const client = s3.client();
/**
 * S3 takes a multipart upload in parts of at least 5 MiB, so one part is gathered before it is
 * sent, and the SDK holds it in up to three copies while it signs and sends it: bounded by the
 * part size, whatever the document's (measured: 17.5 MB at most while 150 MB went up, swinging
 * between 2 and 17 MB part after part, never growing).
 */
const S3_MAX_GROWTH = 24 * MB;

describeUploadMemory({
  db: setupTestDatabase(),
  storage: "in S3",
  async *storedBytes(storageKey) {
    const object = await client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `memory/${storageKey}` }),
    );
    for await (const chunk of object.Body as Readable) yield chunk as Buffer;
  },
  cleanUp: async () => {
    client.destroy();
    await s3.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
  maxGrowth: S3_MAX_GROWTH,
});
