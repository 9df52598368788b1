import { randomUUID } from "node:crypto";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  MaxHeaderSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { logger } from "~/server/logger.server";
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
export class UploadRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

export interface TenderUpload {
  /** The text fields, without the files. */
  formData: FormData;
  /** Documents that passed every check and are in storage. */
  documents: StoredDocument[];
  /** Files refused for their type or content; already discarded. */
  rejected: string[];
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
export function hasValidSignature(extension: DocumentExtension, bytes: Uint8Array): boolean {
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
 * parser's own limits refuse more than MAX_DOCUMENTS_PER_TENDER files or any file over
 * MAX_DOCUMENT_BYTES before it is buffered whole. If parsing fails part-way, whatever was
 * already stored is removed again, so a refused request leaves no files behind.
 */
export async function receiveTenderUpload(
  request: Request,
  storage: DocumentStorage = documentStorage(),
): Promise<TenderUpload> {
  const documents: StoredDocument[] = [];
  const rejected: string[] = [];
  const discard = async () => {
    const keys = documents.splice(0).map((document) => document.storageKey);
    await removeStoredFiles(storage, keys);
  };

  async function handleFile(file: FileUpload): Promise<null> {
    // An empty file input still sends one nameless, empty part.
    if (file.fieldName !== DOCUMENT_FIELD || (file.name === "" && file.size === 0)) return null;
    const extension = documentExtension(file.name);
    if (!extension) {
      rejected.push(`${file.name}: ${TYPE_MESSAGE}`);
      return null;
    }
    const bytes = await file.bytes();
    if (!hasValidSignature(extension, bytes)) {
      rejected.push(`${file.name}: the content is not a real .${extension} file. ${TYPE_MESSAGE}`);
      return null;
    }
    const storageKey = `${randomUUID()}.${extension}`;
    const size = await storage.put(storageKey, bytes);
    documents.push({
      fileName: cleanFileName(file.name),
      storageKey,
      contentType: DOCUMENT_TYPES[extension],
      size,
    });
    // Files are tracked in `documents`; the text fields are all the form data needs.
    return null;
  }

  try {
    const formData = await parseFormData(
      request,
      { maxFiles: MAX_DOCUMENTS_PER_TENDER, maxFileSize: MAX_DOCUMENT_BYTES },
      handleFile,
    );
    return { formData, documents, rejected, discard };
  } catch (error) {
    await discard();
    throw toUploadRejection(error);
  }
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

function toUploadRejection(error: unknown): unknown {
  if (error instanceof MaxFilesExceededError) {
    return new UploadRejectedError(COUNT_MESSAGE, 413);
  }
  if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
    return new UploadRejectedError(SIZE_MESSAGE, 413);
  }
  if (error instanceof MaxPartsExceededError || error instanceof MaxHeaderSizeExceededError) {
    return new UploadRejectedError("The form is too large.", 413);
  }
  if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
    return new UploadRejectedError("The form could not be read. Please try again.", 400);
  }
  return error;
}

/** The original name, without any folder part and control characters, at most 255 chars. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (cleaned || "document").slice(-255);
}
