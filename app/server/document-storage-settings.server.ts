import path from "node:path";
import type { Parsed, VariableName } from "./config.server";

export type DocumentStorageSettings =
  | { kind: "disk"; directory: string }
  | {
      kind: "s3";
      bucket: string;
      /** Prepended to every key, without a trailing slash; "" for none. */
      prefix: string;
      /** Unset: AWS itself, found from the region. */
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's own chain (AWS_* variables, shared files, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export function documentStorageSettings(
  parsed: Parsed<VariableName>,
  dataDir: string,
): DocumentStorageSettings {
  if (!parsed.STORAGE_URL) return { kind: "disk", directory: path.join(dataDir, "documents") };
  const [bucket = "", ...prefix] = parsed.STORAGE_URL.slice("s3://".length).split("/");
  return {
    kind: "s3",
    bucket,
    prefix: prefix.filter(Boolean).join("/"),
    endpoint: parsed.S3_ENDPOINT,
    region: parsed.S3_REGION ?? "us-east-1",
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE === "true",
    credentials:
      parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: parsed.S3_ACCESS_KEY_ID, secretAccessKey: parsed.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
