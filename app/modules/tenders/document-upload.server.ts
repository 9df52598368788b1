import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { createHash, randomUUID } from "node:crypto";
import {
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  isMultipartRequest,
  parseMultipartRequest,
  type MultipartPart,
} from "@remix-run/multipart-parser";
import { TENDER_TEXT_LIMIT } from "~/server/body-limits";
import { asMultipartError, MAX_FORM_FIELDS, parseFormBody } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import { decodeUtf8, RequestBodyError } from "~/server/request-body.server";
import { documentStorage, type DocumentStorage } from "~/server/storage.server";
import {
  COUNT_MESSAGE,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_TENDER,
  SIZE_MESSAGE,
  TYPE_MESSAGE,
  documentExtension,
  type DocumentExtension,
} from "./document-rules";
import { DomainError } from "~/modules/domain-errors";

/** The file input's name (SPEC §3: `documentPath`, several files). */
export const DOCUMENT_FIELD = "documentPath";

/** A document already written to storage, not yet attached to a tender. */
export interface StoredDocument {
  fileName: string;
  storageKey: string;
  contentType: string;
  size: number;
}

/** The request was refused as a whole (too large, too many files, not multipart at all). */
export class UploadRejectedError extends DomainError {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

export interface TenderUpload {
  /** The text fields, without the files (when `refusal` is set: those read before it). */
  formData: FormData;
  /** Documents that passed every check and are in storage. */
  documents: StoredDocument[];
  /** Name, size and SHA-256 of each stored document: what a repeated upload is recognised by. */
  digests: string[];
  /** Files refused for their type or content; already discarded. */
  rejected: string[];
  /**
   * Set when the request as a whole was refused (a file too large, too many files): no document
   * is kept, but the text fields read so far are, so the form can be shown again as typed.
   */
  refusal: UploadRejectedError | null;
  /** Removes every stored document: call it whenever the submit does not succeed. */
  discard: () => Promise<void>;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
// Office files are zip archives; their main part sits under word/ or xl/ in the zip directory.
const OFFICE_MAIN_PART: Record<"docx" | "xlsx", string> = { docx: "word/", xlsx: "xl/" };

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** Does the content match the extension? A renamed .exe or a zip posing as .docx fails. */
function hasValidSignature(extension: DocumentExtension, bytes: Uint8Array): boolean {
  if (extension === "pdf") return startsWith(bytes, PDF_SIGNATURE);
  if (!startsWith(bytes, ZIP_SIGNATURE)) return false;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(
    OFFICE_MAIN_PART[extension],
    0,
    "latin1",
  );
}

/**
 * Parses a tender form (multipart or url-encoded). Each document is checked (extension and
 * content signature) and written to storage under a generated key as the body streams in; the
 * parser's limits refuse any file over MAX_DOCUMENT_BYTES before it is buffered whole. The form
 * puts its file input last, so when a file is refused part-way every text field has already
 * arrived and is kept; whatever was stored by then is removed again.
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

  async function storeFile(part: MultipartPart): Promise<void> {
    const name = part.filename ?? "";
    const extension = documentExtension(name);
    if (!extension) {
      rejected.push(`${name}: ${TYPE_MESSAGE}`);
      return;
    }
    const bytes = part.bytes;
    if (!hasValidSignature(extension, bytes)) {
      rejected.push(
        // eslint-disable-next-line lingui/no-unlocalized-strings -- composed with the file's name: not yet in the catalogues
        `${name}: the content is not a real .${extension} file. ${TYPE_MESSAGE}`,
      );
      return;
    }
    const storageKey = `${randomUUID()}.${extension}`;
    const size = await storage.put(storageKey, bytes);
    const fileName = cleanFileName(name);
    documents.push({ fileName, storageKey, contentType: DOCUMENT_TYPES[extension], size });
    digests.push(`${fileName}:${size}:${createHash("sha256").update(bytes).digest("hex")}`);
  }

  if (!isMultipartRequest(request)) {
    try {
      const fields = await parseFormBody(request, TENDER_TEXT_LIMIT);
      return { formData: fields, documents, digests, rejected, refusal: null, discard };
    } catch (error) {
      throw toUploadRejection(error);
    }
  }

  let files = 0;
  let textBytes = 0;
  try {
    const parts = parseMultipartRequest(request, {
      maxFileSize: MAX_DOCUMENT_BYTES,
      maxTotalSize: (MAX_DOCUMENTS_PER_TENDER + 1) * MAX_DOCUMENT_BYTES + TENDER_TEXT_LIMIT,
      maxParts: MAX_FORM_FIELDS,
    });
    for await (const part of parts) {
      const fieldName = part.name;
      if (!fieldName) continue;
      if (!part.isFile) {
        textBytes += part.size;
        if (textBytes > TENDER_TEXT_LIMIT) {
          throw new RequestBodyError(sourceText(msg`The form's text is too long.`), 413);
        }
        formData.append(fieldName, decodeUtf8(part.bytes));
        continue;
      }
      // An empty file input still sends one nameless, empty part.
      if (fieldName !== DOCUMENT_FIELD || (!part.filename && part.size === 0)) continue;
      // Past the limit, files are counted (to answer once, for all) but no longer stored.
      if (++files <= MAX_DOCUMENTS_PER_TENDER) {
        await storeFile(part).catch((error: unknown) => {
          throw new StorageFailure(error);
        });
      }
    }
  } catch (error) {
    await discard();
    return { formData, documents, digests, rejected, refusal: toUploadRejection(error), discard };
  }
  if (files > MAX_DOCUMENTS_PER_TENDER) {
    await discard();
    const refusal = new UploadRejectedError(COUNT_MESSAGE, 413);
    return { formData, documents, digests, rejected, refusal, discard };
  }
  return { formData, documents, digests, rejected, refusal: null, discard };
}

export async function removeStoredFiles(storage: DocumentStorage, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.remove(key).catch((error: unknown) => {
        // An orphaned file wastes disk but must not fail the request that already succeeded.
        logger.error({ err: error, key }, "could not remove a stored document");
      }),
    ),
  );
}

function toUploadRejection(error: unknown): UploadRejectedError {
  if (error instanceof MaxFileSizeExceededError) {
    return new UploadRejectedError(SIZE_MESSAGE, 413);
  }
  // The total allows one file more than a tender may have: only too many files exceed it.
  if (error instanceof MaxTotalSizeExceededError) {
    return new UploadRejectedError(COUNT_MESSAGE, 413);
  }
  // A failure of our storage is ours, and stays a 500.
  if (error instanceof StorageFailure) throw error.cause;
  // Everything else comes from what the client sent (broken multipart, invalid UTF-8, JSON, too
  // large, a body that stopped): its 4xx.
  const refusal = asMultipartError(error);
  return new UploadRejectedError(refusal.message, refusal.status);
}

/** Storing a document failed: not the client's fault. */
class StorageFailure extends Error {
  constructor(override readonly cause: unknown) {
    super("storing a document failed");
  }
}

/** The original name, without any folder part and control characters, at most 255 chars. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (cleaned || "document").slice(-255);
}
