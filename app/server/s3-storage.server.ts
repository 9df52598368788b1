import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { DocumentStorageSettings } from "./config.server";
import type { DocumentStorage } from "./storage.server";
import { assertStorageKey } from "./storage-keys";

type S3Settings = Extract<DocumentStorageSettings, { kind: "s3" }>;

/**
 * The smallest part S3 accepts. A streamed upload holds one part in memory at a time (queueSize
 * 1), so a web process stays within about 5 MiB per upload whatever the document's size.
 */
const PART_SIZE = 5 * 1024 * 1024;

const CHECK_TIMEOUT_MS = 2_000;

/** A missing object or bucket: S3 answers 404 under several error names. */
function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Documents in an S3-compatible bucket (AWS, MinIO, Ceph, Cloudflare R2, Backblaze B2), under
 * `prefix/`. Bytes stream through in both directions; nothing is written to the local disk.
 */
export class S3DocumentStorage implements DocumentStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix = "",
  ) {}

  static fromSettings(settings: S3Settings): S3DocumentStorage {
    const client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Other stores than AWS (MinIO, Ceph, R2, B2) do not all accept the checksum headers and
      // chunked trailers newer SDKs send by default; they get checksums only where S3 needs them.
      ...(settings.endpoint
        ? {
            requestChecksumCalculation: "WHEN_REQUIRED" as const,
            responseChecksumValidation: "WHEN_REQUIRED" as const,
          }
        : {}),
      // A store that does not answer must not hold a request (or /readyz) for minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
    return new S3DocumentStorage(client, settings.bucket, settings.prefix);
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async put(key: string, body: Uint8Array | ReadableStream<Uint8Array>): Promise<number> {
    const Key = this.objectKey(key);
    if (body instanceof Uint8Array) {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentLength: body.length }),
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
    // Multipart for anything over one part; a failed upload aborts its parts (no orphans).
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: counted },
      partSize: PART_SIZE,
      queueSize: 1,
    });
    await upload.done();
    return size;
  }

  async get(key: string): Promise<ReadableStream<Uint8Array> | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (!object.Body) return null;
      return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The stored size of `key` in bytes, or null when there is no such object. */
  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  /** One HeadBucket: the bucket exists and these credentials may use it. */
  async check(): Promise<void> {
    // Probes come every few seconds: a store that hangs must not pile them up on open sockets
    // that downloads need (/readyz gives up sooner anyway).
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  }
}
