import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The variables that point the app at this server's bucket, under `prefix`. */
  environment: (prefix?: string) => Record<string, string>;
  /** A client of this server, as the app builds one (path style, the test credentials). */
  client: () => S3Client;
  /** Stops the server (once, however often it is called) and removes its objects. */
  stop: () => Promise<void>;
}

// s3rver accepts any signature made with these.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A local S3-compatible server (s3rver) on a free port, its objects in a fresh temporary
 * directory, with one bucket. Stopping it also removes the directory. `ownProcess` runs it in a
 * child process, for tests that measure this process's memory.
 */
export async function startS3Server(
  bucket = "tender-documents",
  options: { ownProcess?: boolean } = {},
): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const { port, close } = options.ownProcess
    ? await runInChild(directory, bucket)
    : await runHere(directory, bucket);
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped: Promise<void> | undefined;
  return {
    endpoint,
    bucket,
    environment: (prefix = "") => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ""}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    }),
    client: () =>
      new S3Client({
        endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: CREDENTIALS,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    stop: () =>
      (stopped ??= close().then(() => {
        fs.rmSync(directory, { recursive: true, force: true });
      })),
  };
}

async function runHere(directory: string, bucket: string) {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return { port, close: () => server.close() };
}

async function runInChild(directory: string, bucket: string) {
  const child = fork(fileURLToPath(new URL("./s3rver-process.mjs", import.meta.url)), [
    directory,
    bucket,
  ]);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve((message as { port: number }).port));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  return {
    port,
    close: async () => {
      child.disconnect();
      await exited;
    },
  };
}
