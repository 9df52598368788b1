import type * as ClientS3 from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import type * as LibStorage from "@aws-sdk/lib-storage";
import type { DocumentStorageSettings } from "./document-storage-settings.server";
import type { DocumentStorage } from "./storage.server";
import { assertStorageKey } from "./storage-keys";

type S3Settings = Extract<DocumentStorageSettings, { kind: "s3" }>;

/** S3's smallest part; with queueSize 1 an upload holds about 5 MiB whatever the document size. */
const PART_SIZE = 5 * 1024 * 1024;

const CHECK_TIMEOUT_MS = 2_000;

let sdkLoading: Promise<{ s3: typeof ClientS3; storage: typeof LibStorage }> | undefined;

/** Loaded on first use: some 35 MB and seconds a disk-storage server should not pay. */
function sdk() {
  sdkLoading ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]).then(
    ([s3, storage]) => ({ s3, storage }),
  );
  return sdkLoading;
}

async function connect(settings: S3Settings): Promise<S3Client> {
  const { s3 } = await sdk();
  return new s3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // MinIO, Ceph, R2 and B2 do not all accept the newer SDKs' default checksum headers.
    ...(settings.endpoint
      ? {
          requestChecksumCalculation: "WHEN_REQUIRED" as const,
          responseChecksumValidation: "WHEN_REQUIRED" as const,
        }
      : {}),
    // A store that does not answer must not hold a request for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

function isNotFound(error: unknown): boolean {
  const metadata = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  return metadata?.httpStatusCode === 404;
}

/** Documents in an S3-compatible bucket under `prefix/`; bytes stream, nothing touches the disk. */
export class S3DocumentStorage implements DocumentStorage {
  private clientLoading: Promise<S3Client> | undefined;

  constructor(
    private readonly client: S3Client | (() => Promise<S3Client>),
    private readonly bucket: string,
    private readonly prefix = "",
  ) {}

  /** Starts loading the SDK at once, so the first storage call (often /readyz) waits less. */
  static fromSettings(settings: S3Settings): S3DocumentStorage {
    const storage = new S3DocumentStorage(
      () => connect(settings),
      settings.bucket,
      settings.prefix,
    );
    // A failure here shows again, and is reported, on the first real call.
    storage.connection().catch(() => {});
    return storage;
  }

  private async connection() {
    this.clientLoading ??=
      typeof this.client === "function" ? this.client() : Promise.resolve(this.client);
    const [client, loaded] = await Promise.all([this.clientLoading, sdk()]);
    return { client, ...loaded };
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async put(key: string, body: Uint8Array | ReadableStream<Uint8Array>): Promise<number> {
    const Key = this.objectKey(key);
    const { client, s3, storage } = await this.connection();
    if (body instanceof Uint8Array) {
      await client.send(
        new s3.PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: body,
          ContentLength: body.length,
        }),
      );
      return body.length;
    }
    let size = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.length;
          controller.enqueue(chunk);
        },
      }),
    );
    // A failed multipart upload aborts its parts (no orphans).
    const upload = new storage.Upload({
      client,
      params: { Bucket: this.bucket, Key, Body: counted },
      partSize: PART_SIZE,
      queueSize: 1,
    });
    await upload.done();
    return size;
  }

  async get(key: string): Promise<ReadableStream<Uint8Array> | null> {
    const Key = this.objectKey(key);
    const { client, s3 } = await this.connection();
    try {
      const object = await client.send(new s3.GetObjectCommand({ Bucket: this.bucket, Key }));
      if (!object.Body) return null;
      return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    const Key = this.objectKey(key);
    const { client, s3 } = await this.connection();
    try {
      const head = await client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const Key = this.objectKey(key);
    const { client, s3 } = await this.connection();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key }));
  }

  async check(): Promise<void> {
    const { client, s3 } = await this.connection();
    // Probes come every few seconds: a hanging store must not pile them up on download sockets.
    await client.send(new s3.HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  }
}
