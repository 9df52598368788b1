// Moving documents from the local disk to S3: the copy itself (server/database/document-migration.ts)
// and `npm run storage:migrate-to-s3` as an operator runs it, against s3rver.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3DocumentStorage } from "~/server/s3-storage.server";
import { migrateDocumentsToS3 } from "../../server/database/document-migration";
import { startS3Server, type TestS3Server } from "./s3-server";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

/** A DATA_DIR whose documents folder holds `count` documents, plus what is not a document. */
function dataDirWithDocuments(count: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-migration-"));
  const documents = path.join(dataDir, "documents");
  fs.mkdirSync(path.join(documents, "not-a-document-folder"), { recursive: true });
  fs.writeFileSync(path.join(documents, "notes about files.txt"), "left alone");
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    const key = `${randomUUID()}.pdf`;
    const bytes = randomBytes(1_000 + index * 700_000);
    fs.writeFileSync(path.join(documents, key), bytes);
    files.set(key, bytes);
  }
  return { dataDir, documents, files };
}

async function stored(storage: S3DocumentStorage, key: string): Promise<Buffer | null> {
  const body = await storage.get(key);
  if (!body) return null;
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe("moving documents from the disk to S3", () => {
  it("copies every document byte for byte, keeps the local files, and skips them on a second run", async () => {
    const { documents, files } = dataDirWithDocuments(3);
    const target = new S3DocumentStorage(s3.client(), s3.bucket, `run-${randomUUID()}`);

    const first = await migrateDocumentsToS3({ sourceDir: documents, target, deleteLocal: false });
    expect(first).toEqual({
      found: 3,
      copied: 3,
      skipped: 0,
      deletedLocal: 0,
      failed: [],
      ignored: expect.arrayContaining(["not-a-document-folder", "notes about files.txt"]),
    });
    for (const [key, bytes] of files) {
      expect((await stored(target, key))?.equals(bytes), key).toBe(true);
      expect(fs.existsSync(path.join(documents, key))).toBe(true);
    }

    const second = await migrateDocumentsToS3({ sourceDir: documents, target, deleteLocal: false });
    expect(second).toMatchObject({ found: 3, copied: 0, skipped: 3, failed: [] });
  });

  it("resumes: copies what is missing or differs, skips what an earlier run finished", async () => {
    const { documents, files } = dataDirWithDocuments(3);
    const target = new S3DocumentStorage(s3.client(), s3.bucket, `resume-${randomUUID()}`);
    const [done, truncated] = [...files.keys()];
    await target.put(done!, files.get(done!)!);
    await target.put(truncated!, files.get(truncated!)!.subarray(0, 10));

    const report = await migrateDocumentsToS3({ sourceDir: documents, target, deleteLocal: false });

    expect(report).toMatchObject({ found: 3, copied: 2, skipped: 1, failed: [] });
    expect((await stored(target, truncated!))?.equals(files.get(truncated!)!)).toBe(true);
  });

  it("removes the local files with deleteLocal, once each copy is verified", async () => {
    const { documents, files } = dataDirWithDocuments(2);
    const target = new S3DocumentStorage(s3.client(), s3.bucket, `delete-${randomUUID()}`);

    const report = await migrateDocumentsToS3({ sourceDir: documents, target, deleteLocal: true });

    expect(report).toMatchObject({ found: 2, copied: 2, deletedLocal: 2, failed: [] });
    for (const [key, bytes] of files) {
      expect(fs.existsSync(path.join(documents, key))).toBe(false);
      expect((await stored(target, key))?.equals(bytes)).toBe(true);
    }
    expect(fs.existsSync(path.join(documents, "notes about files.txt"))).toBe(true);
  });

  it("keeps a local file whose copy failed, and says which", async () => {
    const { documents, files } = dataDirWithDocuments(2);
    const [broken] = [...files.keys()];
    const target = new S3DocumentStorage(s3.client(), s3.bucket, `fail-${randomUUID()}`);
    const failing = {
      size: (key: string) => target.size(key),
      put: (key: string, body: Uint8Array | ReadableStream<Uint8Array>) =>
        key === broken ? Promise.reject(new Error("connection reset")) : target.put(key, body),
    };

    const report = await migrateDocumentsToS3({
      sourceDir: documents,
      target: failing,
      deleteLocal: true,
    });

    expect(report).toMatchObject({ found: 2, copied: 1, deletedLocal: 1 });
    expect(report.failed).toEqual([{ key: broken, reason: "connection reset" }]);
    expect(fs.existsSync(path.join(documents, broken!))).toBe(true);
    expect(await target.size(broken!)).toBeNull();
  });
});

describe("npm run storage:migrate-to-s3", () => {
  function run(args: string[], env: Record<string, string>) {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn", ...env };
    // Vitest's settings must not leak into the command.
    delete childEnv.VITEST;
    for (const name of ["STORAGE_URL", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
      if (!(name in env)) delete childEnv[name];
    }
    const child = spawn("npm", ["run", "--silent", "storage:migrate-to-s3", "--", ...args], {
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      child.once("exit", (code) => resolve({ code, output })),
    );
  }

  it("moves the documents of DATA_DIR, reports counts, and is safe to run again", async () => {
    const { dataDir, documents, files } = dataDirWithDocuments(2);
    const prefix = `cli-${randomUUID()}`;
    const env: Record<string, string> = { DATA_DIR: dataDir, ...s3.environment(prefix) };

    const first = await run([], env);
    expect(first.output).toContain(
      "2 documents: 2 copied, 0 already there, 0 failed; local files kept",
    );
    expect(first.code).toBe(0);
    expect(first.output).not.toContain(env.S3_SECRET_ACCESS_KEY);

    const second = await run(["--delete-local"], env);
    expect(second.output).toContain(
      "2 documents: 0 copied, 2 already there, 0 failed; 2 local files removed.",
    );
    expect(second.code).toBe(0);

    const target = new S3DocumentStorage(s3.client(), s3.bucket, prefix);
    for (const [key, bytes] of files) {
      expect(fs.existsSync(path.join(documents, key))).toBe(false);
      expect((await stored(target, key))?.equals(bytes)).toBe(true);
    }
  }, 120_000);

  it("refuses to start without a bucket to move to, or with one it cannot reach", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-migration-"));
    const unset = await run([], { DATA_DIR: dataDir });
    expect(unset.code).toBe(1);
    expect(unset.output).toContain("STORAGE_URL must name the bucket to move documents to");

    const missing = await run([], {
      DATA_DIR: dataDir,
      ...s3.environment(),
      STORAGE_URL: "s3://no-such-bucket",
    });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("Cannot reach bucket no-such-bucket");
  }, 120_000);
});
