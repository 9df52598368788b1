// The DocumentStorage contract, run against the local disk and an S3-compatible server (s3rver,
// started here), and what only S3 has: multipart streaming, a bucket that is not there.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import net, { type AddressInfo, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config.server";
import { S3DocumentStorage } from "~/server/s3-storage.server";
import { LocalDiskStorage, type DocumentStorage } from "~/server/storage.server";
import { startS3Server, type TestS3Server } from "./s3-server";

let s3: TestS3Server;
const diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), "document-storage-"));

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(diskRoot, { recursive: true, force: true });
});

/** The S3 storage exactly as the app builds it from its environment. */
function s3StorageFromEnvironment(prefix = "documents"): DocumentStorage {
  const settings = loadConfig(s3.environment(prefix)).storage;
  if (settings.kind !== "s3") throw new Error(`expected S3 settings, got ${settings.kind}`);
  return S3DocumentStorage.fromSettings(settings);
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** `size` bytes in `chunkSize` pieces, made only when the reader asks for them. */
function lazyStream(
  size: number,
  chunkSize: number,
  onPull: (produced: number) => void = () => {},
) {
  let produced = 0;
  const hash = createHash("sha256");
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (produced >= size) {
          controller.close();
          return;
        }
        const chunk = randomBytes(Math.min(chunkSize, size - produced));
        hash.update(chunk);
        produced += chunk.length;
        onPull(produced);
        controller.enqueue(new Uint8Array(chunk));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, digest: () => hash.digest("hex") };
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const implementations: [string, () => DocumentStorage][] = [
  ["local disk", () => new LocalDiskStorage(diskRoot)],
  ["S3 (s3rver)", () => s3StorageFromEnvironment()],
];

describe.each(implementations)("document storage on %s", (_name, makeStorage) => {
  let storage: DocumentStorage;
  beforeAll(() => {
    storage = makeStorage();
  });

  it("stores bytes and gives them back unchanged, with their size", async () => {
    const key = `${randomUUID()}.pdf`;
    const bytes = randomBytes(70_000);
    expect(await storage.put(key, bytes)).toBe(70_000);
    const body = await storage.get(key);
    expect(body).not.toBeNull();
    expect((await readAll(body!)).equals(bytes)).toBe(true);
  });

  it("stores a stream and counts its bytes", async () => {
    const key = `${randomUUID()}.docx`;
    const { stream, digest } = lazyStream(300_000, 16_384);
    expect(await storage.put(key, stream)).toBe(300_000);
    expect(sha256(await readAll((await storage.get(key))!))).toBe(digest());
  });

  it("stores an empty document", async () => {
    const key = `${randomUUID()}.pdf`;
    expect(await storage.put(key, new Uint8Array(0))).toBe(0);
    expect((await readAll((await storage.get(key))!)).length).toBe(0);
    const { stream } = lazyStream(0, 1);
    expect(await storage.put(`${randomUUID()}.pdf`, stream)).toBe(0);
  });

  it("answers null for a key it does not hold", async () => {
    expect(await storage.get(`${randomUUID()}.pdf`)).toBeNull();
  });

  it("removes a document, and removing a missing one is no error", async () => {
    const key = `${randomUUID()}.xlsx`;
    await storage.put(key, randomBytes(10));
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("refuses a key that could name another place", async () => {
    await expect(storage.put("../outside.pdf", randomBytes(1))).rejects.toThrow(
      "Invalid storage key",
    );
    await expect(storage.get("a/b.pdf")).rejects.toThrow("Invalid storage key");
  });

  it("passes its readiness check", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe("S3 document storage", () => {
  const MB = 1024 * 1024;

  /** A client that counts the bytes of every part the server has acknowledged. */
  function countingClient(): { client: S3Client; acknowledged: () => number; parts: () => number } {
    const client = s3.client();
    let acknowledged = 0;
    let parts = 0;
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        if (context.commandName === "UploadPartCommand") {
          acknowledged += (args.input as { Body: Uint8Array }).Body.byteLength;
          parts++;
        }
        return result;
      },
      { step: "initialize", name: "countAcknowledgedParts" },
    );
    return { client, acknowledged: () => acknowledged, parts: () => parts };
  }

  it("uploads a 15 MB stream in parts, never reading more than one part ahead of the server", async () => {
    const counter = countingClient();
    const storage = new S3DocumentStorage(counter.client, s3.bucket, "streamed");
    let furthestAhead = 0;
    const SIZE = 15 * MB;
    const { stream, digest } = lazyStream(SIZE, 64 * 1024, (produced) => {
      furthestAhead = Math.max(furthestAhead, produced - counter.acknowledged());
    });
    const key = `${randomUUID()}.pdf`;

    expect(await storage.put(key, stream)).toBe(SIZE);

    // Three 5 MiB parts, each sent before the next was read: never more than one part (and the
    // stream's few buffered chunks) in memory, not the whole body.
    expect(counter.parts()).toBe(3);
    expect(counter.acknowledged()).toBe(SIZE);
    expect(furthestAhead).toBeGreaterThan(5 * MB);
    expect(furthestAhead).toBeLessThanOrEqual(5 * MB + 4 * 64 * 1024);

    // Downloaded as a stream of small chunks, byte for byte the same.
    const body = await storage.get(key);
    let chunks = 0;
    let largest = 0;
    const hash = createHash("sha256");
    let total = 0;
    for await (const chunk of body!) {
      chunks++;
      largest = Math.max(largest, chunk.length);
      total += chunk.length;
      hash.update(chunk);
    }
    expect(total).toBe(SIZE);
    expect(hash.digest("hex")).toBe(digest());
    expect(chunks).toBeGreaterThan(15);
    expect(largest).toBeLessThanOrEqual(MB);
  }, 60_000);

  it("keeps documents under the prefix of STORAGE_URL", async () => {
    const key = `${randomUUID()}.pdf`;
    await s3StorageFromEnvironment("tenders/2026").put(key, randomBytes(123));
    const head = await s3
      .client()
      .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `tenders/2026/${key}` }));
    expect(head.ContentLength).toBe(123);
    expect(await s3StorageFromEnvironment("elsewhere").get(key)).toBeNull();
  });

  it("tells the stored size of a key, or null", async () => {
    const storage = new S3DocumentStorage(s3.client(), s3.bucket, "sizes");
    const key = `${randomUUID()}.pdf`;
    await storage.put(key, randomBytes(4_321));
    expect(await storage.size(key)).toBe(4_321);
    expect(await storage.size(`${randomUUID()}.pdf`)).toBeNull();
  });

  it("stores nothing when the stream fails part-way", async () => {
    const storage = new S3DocumentStorage(s3.client(), s3.bucket, "failed");
    const key = `${randomUUID()}.pdf`;
    let sent = 0;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6 * MB) {
          controller.error(new Error("client went away"));
          return;
        }
        sent += MB;
        controller.enqueue(new Uint8Array(MB));
      },
    });
    // s3rver cannot abort a multipart upload (AWS, MinIO and R2 can), and lib-storage then
    // reports that failure instead of the stream's: the put fails either way.
    await expect(storage.put(key, failing)).rejects.toThrow();
    expect(await storage.size(key)).toBeNull();
  }, 30_000);

  it("fails its readiness check for a bucket that is not there", async () => {
    const storage = new S3DocumentStorage(s3.client(), "no-such-bucket", "");
    await expect(storage.check()).rejects.toThrow();
  });

  it("fails its readiness check when the server does not answer", async () => {
    const settings = loadConfig({
      ...s3.environment(),
      // Port 9 (discard) has no S3 server behind it here.
      S3_ENDPOINT: "http://127.0.0.1:9",
    }).storage;
    if (settings.kind !== "s3") throw new Error("expected S3 settings");
    await expect(S3DocumentStorage.fromSettings(settings).check()).rejects.toThrow();
  }, 20_000);

  it("gives up its readiness check within about two seconds when the store hangs", async () => {
    const sockets: Socket[] = [];
    // Accepts connections and never answers.
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const settings = loadConfig({
        ...s3.environment(),
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
      }).storage;
      if (settings.kind !== "s3") throw new Error("expected S3 settings");
      const started = Date.now();
      await expect(S3DocumentStorage.fromSettings(settings).check()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 20_000);
});
