import { msg } from "@lingui/core/macro";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { sourceText } from "~/i18n/source-text";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { mediaType } from "~/server/request-body.server";
import type { CurrentUser } from "~/server/request-context";
import { IMPORT_FILE_FIELD } from "./import-columns";
import { ImportFileError, StoredUploadMissingError } from "./import-errors";
import { detectFormat } from "./import-file-rows.server";
import { MAX_IMPORT_BYTES, STORED_UPLOAD_MINUTES } from "./import-limits";
import type { ImportFile } from "./tender-import.server";

const CHOOSE_A_FILE = sourceText(msg`Choose a CSV or Excel file to upload.`);
const TOO_LARGE = sourceText(
  msg`The file is too large: at most 20 MB can be imported at once. Split it into smaller files.`,
);
const UNREADABLE = sourceText(msg`The upload could not be read. Try again.`);
const UPLOAD_GONE = sourceText(
  msg`The uploaded file is no longer here: it was imported already or waited too long. Upload it again.`,
);

const uploadFolder = () => path.join(config().dataDir, "imports");

export interface ReceivedUpload {
  file: ImportFile;
  fields: Record<string, string>;
}

/** Streamed to disk, never held in memory; on any refusal nothing is kept. */
export async function receiveImportFile(
  request: Request,
  folder = uploadFolder(),
): Promise<ReceivedUpload> {
  if (mediaType(request) !== "multipart/form-data" || !request.body) {
    throw new ImportFileError(CHOOSE_A_FILE, 400);
  }
  await fs.mkdir(folder, { recursive: true });
  const target = path.join(folder, `${randomUUID()}.upload`);
  const fields: Record<string, string> = {};
  let fileName: string | null = null;
  let tooLarge = false;
  let written: Promise<void> | null = null;
  try {
    const parser = busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 20, fieldSize: 1024 },
    });
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== IMPORT_FILE_FIELD || fileName !== null || !info.filename) {
        stream.resume();
        return;
      }
      fileName = info.filename;
      stream.on("limit", () => {
        tooLarge = true;
      });
      written = pipeline(stream, createWriteStream(target));
    });
    const body = Readable.fromWeb(request.body as NodeReadableStream);
    await pipeline(body, parser);
    await written;
  } catch (error) {
    await fs.rm(target, { force: true });
    if ((error as { status?: unknown } | null)?.status === 413) {
      throw new ImportFileError(TOO_LARGE, 413);
    }
    throw new ImportFileError(UNREADABLE, 400);
  }
  if (tooLarge) {
    await fs.rm(target, { force: true });
    throw new ImportFileError(TOO_LARGE, 413);
  }
  const size = fileName === null ? 0 : (await fs.stat(target)).size;
  if (fileName === null || size === 0) {
    await fs.rm(target, { force: true });
    throw new ImportFileError(CHOOSE_A_FILE, 400);
  }
  try {
    const format = await detectFormat(fileName, target);
    return { file: { path: target, format, fileName: cleanName(fileName) }, fields };
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
}

export async function removeImportFile(file: ImportFile): Promise<void> {
  await fs.rm(file.path, { force: true });
  await fs.rm(`${file.path}.name`, { force: true });
}

const UPLOAD_ID = /^[0-9a-f-]{36}\.(csv|xlsx)$/;

// Named by an id that only works for the uploading admin, for STORED_UPLOAD_MINUTES. Older uploads
// are removed here, so no job is needed.
async function storeUpload(actor: CurrentUser, file: ImportFile): Promise<string> {
  const folder = uploadFolder();
  await removeExpiredUploads(folder);
  const id = `${randomUUID()}.${file.format}`;
  const stored = path.join(folder, `${actor.id}-${id}`);
  await fs.rename(file.path, stored);
  await fs.writeFile(`${stored}.name`, file.fileName);
  file.path = stored;
  return id;
}

/** Moved aside first, so two submits of one preview (a double click) cannot both import it. */
async function claimUpload(
  actor: CurrentUser,
  id: string,
): Promise<{ file: ImportFile; release: () => Promise<void>; finish: () => Promise<void> }> {
  if (!UPLOAD_ID.test(id)) throw new StoredUploadMissingError(UPLOAD_GONE);
  const stored = path.join(uploadFolder(), `${actor.id}-${id}`);
  const claimed = `${stored}.importing`;
  try {
    await fs.rename(stored, claimed);
  } catch {
    throw new StoredUploadMissingError(UPLOAD_GONE);
  }
  const fileName = await fs.readFile(`${stored}.name`, "utf8").catch(() => id);
  const format = id.endsWith(".xlsx") ? "xlsx" : "csv";
  const file: ImportFile = { path: claimed, format, fileName };
  return {
    file,
    // Put back where a later step finds it, and the file says so.
    release: async () => {
      await fs.rename(claimed, stored);
      file.path = stored;
    },
    finish: async () => {
      await fs.rm(claimed, { force: true });
      await fs.rm(`${stored}.name`, { force: true });
    },
  };
}

async function removeExpiredUploads(folder: string): Promise<void> {
  const cutoff = Date.now() - STORED_UPLOAD_MINUTES * 60_000;
  const names = await fs.readdir(folder).catch(() => []);
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      if ((await fs.stat(file)).mtimeMs < cutoff) await fs.rm(file, { force: true });
    } catch (error) {
      logger.warn({ err: error, file }, "could not remove an expired import upload");
    }
  }
}

function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  return base.replace(/[\u0000-\u001f\u007f"]/g, "").slice(-200) || "upload";
}

/**
 * An import's first step, once the upload is received: previewed, then stored for the second step
 * under an id; the file is removed if anything refuses it.
 */
export async function previewUpload<Preview>(
  file: ImportFile,
  actor: CurrentUser,
  preview: (file: ImportFile) => Promise<Preview>,
): Promise<{ preview: Preview; upload: string; fileName: string }> {
  try {
    const checked = await preview(file);
    const upload = await storeUpload(actor, file);
    return { preview: checked, upload, fileName: file.fileName };
  } catch (error) {
    await removeImportFile(file);
    throw error;
  }
}

/**
 * An import's second step: the stored upload claimed (once), imported, then removed; put back
 * if the import fails, so the admin can choose again.
 */
export async function importClaimedUpload<Result>(
  actor: CurrentUser,
  upload: string,
  run: (file: ImportFile) => Promise<Result>,
): Promise<Result> {
  const claimed = await claimUpload(actor, upload);
  try {
    const result = await run(claimed.file);
    await claimed.finish();
    return result;
  } catch (error) {
    await claimed.release();
    throw error;
  }
}
