import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { randomUUID } from "node:crypto";
import { TENDER_TEXT_LIMIT } from "~/server/body-limits";
import { MAX_FORM_FIELDS, parseFormBody } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import { isMultipart, streamMultipart } from "~/server/multipart-stream.server";
import { asRequestBodyError, decodeUtf8, RequestBodyError } from "~/server/request-body.server";
import { documentStorage, type DocumentStorage } from "~/server/storage.server";
import {
  COUNT_MESSAGE,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_TENDER,
  SIZE_MESSAGE,
  TYPE_MESSAGE,
  documentExtension,
  withoutBidiControls,
} from "./document-rules";
import { IncomingFile } from "./incoming-file.server";
import { DomainError } from "~/modules/domain-errors";

/** Part of the public API: docs/api.md. */
export const DOCUMENT_FIELD = "documentPath";

export interface StoredDocument {
  fileName: string;
  storageKey: string;
  contentType: string;
  size: number;
}

export class UploadRejectedError extends DomainError {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

export interface TenderUpload {
  formData: FormData;
  documents: StoredDocument[];
  /** Name, size and SHA-256: what a repeated upload is recognised by. */
  digests: string[];
  /** No document is kept, but the text fields read so far are, to show the form again. */
  refusal: UploadRejectedError | null;
  /** Call it whenever the submit does not succeed. */
  discard: () => Promise<void>;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
// The main part's name is usually in an entry header near the start, always in the zip's
// directory at the end: the check reads both, never the middle.
const OFFICE_MAIN_PART: Record<"docx" | "xlsx", string> = { docx: "word/", xlsx: "xl/" };
const HEAD_BYTES = 64 * 1024;

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** One file more than allowed: only too many files exceed it. */
const MAX_UPLOAD_CONTENT = (MAX_DOCUMENTS_PER_TENDER + 1) * MAX_DOCUMENT_BYTES + TENDER_TEXT_LIMIT;

/**
 * No web process holds a whole document: docs/decisions/019-streaming-uploads.md. The file
 * input comes last, so a refusal keeps every text field.
 */
export async function receiveTenderUpload(
  request: Request,
  storage: DocumentStorage = documentStorage(),
): Promise<TenderUpload> {
  const formData = new FormData();
  const documents: StoredDocument[] = [];
  const digests: string[] = [];
  const rejected: string[] = [];
  const discard = async () => {
    const keys = documents.splice(0).map((document) => document.storageKey);
    await removeStoredFiles(storage, keys);
  };

  if (!isMultipart(request)) {
    try {
      const fields = await parseFormBody(request, TENDER_TEXT_LIMIT);
      return { formData: fields, documents, digests, refusal: null, discard };
    } catch (error) {
      throw toUploadRejection(error);
    }
  }

  let files = 0;
  let textBytes = 0;
  let contentBytes = 0;
  const countContent = (bytes: number) => {
    contentBytes += bytes;
    if (contentBytes > MAX_UPLOAD_CONTENT) throw new UploadRejectedError(COUNT_MESSAGE, 413);
  };
  const incoming = (body: AsyncIterable<Buffer>) =>
    new IncomingFile(body, (fileSize, chunkBytes) => {
      if (fileSize > MAX_DOCUMENT_BYTES) throw new UploadRejectedError(SIZE_MESSAGE, 413);
      countContent(chunkBytes);
    });

  async function storeFile(name: string, file: IncomingFile, head: Buffer): Promise<void> {
    const extension = documentExtension(name);
    if (!extension) {
      await file.drain();
      rejected.push(`${name}: ${TYPE_MESSAGE}`);
      return;
    }
    const notReal = () =>
      // eslint-disable-next-line lingui/no-unlocalized-strings -- composed with the file's name: not yet in the catalogues
      `${name}: the content is not a real .${extension} file. ${TYPE_MESSAGE}`;
    if (!startsWith(head, extension === "pdf" ? PDF_SIGNATURE : ZIP_SIGNATURE)) {
      await file.drain();
      rejected.push(notReal());
      return;
    }
    const mainPart = extension === "pdf" ? null : OFFICE_MAIN_PART[extension];
    const mainPartSeen = !mainPart || head.includes(mainPart, 0, "latin1");
    if (!mainPartSeen) file.keepTail();
    const storageKey = `${randomUUID()}.${extension}`;
    let size: number;
    try {
      size = await storage.put(storageKey, file.stream());
    } catch (error) {
      await removeStoredFiles(storage, [storageKey]);
      if (file.failure) throw file.failure;
      throw new StorageFailure(error);
    }
    if (!mainPartSeen && !file.tailIncludes(mainPart!)) {
      await removeStoredFiles(storage, [storageKey]);
      rejected.push(notReal());
      return;
    }
    const fileName = cleanFileName(name);
    documents.push({ fileName, storageKey, contentType: DOCUMENT_TYPES[extension], size });
    digests.push(`${fileName}:${size}:${file.digest()}`);
  }

  try {
    const parts = streamMultipart(request, {
      maxParts: MAX_FORM_FIELDS,
      maxTextPartBytes: TENDER_TEXT_LIMIT,
      maxFileBytes: MAX_DOCUMENT_BYTES,
    });
    for await (const part of parts) {
      if (part.kind === "text") {
        countContent(part.bytes.length);
        if (!part.name) continue;
        textBytes += part.bytes.length;
        if (part.truncated || textBytes > TENDER_TEXT_LIMIT) {
          throw new RequestBodyError(sourceText(msg`The form's text is too long.`), 413);
        }
        formData.append(part.name, decodeUtf8(part.bytes));
        continue;
      }
      const file = incoming(part.body);
      if (part.name !== DOCUMENT_FIELD) {
        await file.drain();
        continue;
      }
      const head = await file.head(HEAD_BYTES);
      // An empty file input still sends one nameless, empty part.
      if (!part.filename && head.length === 0) continue;
      // Past the limit, files are counted (to answer once, for all) but not stored.
      if (++files > MAX_DOCUMENTS_PER_TENDER) {
        await file.drain();
        continue;
      }
      if (part.filename && /[\p{Cc}]/u.test(part.filename)) {
        throw new UploadRejectedError(
          // eslint-disable-next-line lingui/no-unlocalized-strings -- composed with the file's name: not yet in the catalogues
          `${JSON.stringify(part.filename)}: a file name may not hold line breaks or other control characters.`,
          400,
        );
      }
      await storeFile(part.filename ?? "", file, head);
    }
  } catch (error) {
    await discard();
    return { formData, documents, digests, refusal: toUploadRejection(error), discard };
  }
  const refusal =
    files > MAX_DOCUMENTS_PER_TENDER
      ? new UploadRejectedError(COUNT_MESSAGE, 413)
      : rejected.length
        ? new UploadRejectedError(rejected.join(" "), 415)
        : null;
  if (refusal) await discard();
  return { formData, documents, digests, refusal, discard };
}

export async function removeStoredFiles(storage: DocumentStorage, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.remove(key).catch((error: unknown) => {
        // An orphaned file must not fail a request that already succeeded.
        logger.error({ err: error, key }, "could not remove a stored document");
      }),
    ),
  );
}

function toUploadRejection(error: unknown): UploadRejectedError {
  if (error instanceof UploadRejectedError) return error;
  // Our storage's failure stays a 500; anything else is the client's 4xx.
  if (error instanceof StorageFailure) throw error.cause;
  const refusal = asRequestBodyError(error);
  return new UploadRejectedError(refusal.message, refusal.status);
}

class StorageFailure extends Error {
  constructor(override readonly cause: unknown) {
    super("storing a document failed");
  }
}

function cleanFileName(name: string): string {
  const base = withoutBidiControls(name).split(/[\\/]/).pop() ?? name;
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (cleaned || "document").slice(-255);
}
