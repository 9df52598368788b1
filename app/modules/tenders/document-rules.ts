import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_TENDER } from "./document-limits";

// Shared with the browser, which warns before a long upload starts.
export { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_TENDER };

export const DOCUMENT_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;

/** Only a PDF is shown in the browser: its viewer is built in and runs no page script. */
export function opensInline(contentType: string): boolean {
  return contentType === DOCUMENT_TYPES.pdf;
}

/** A hint to the file picker only; the server checks the bytes. */
export const DOCUMENT_ACCEPT = ".pdf,.docx,.xlsx";

export function documentExtension(fileName: string): DocumentExtension | null {
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  return extension in DOCUMENT_TYPES && fileName.includes(".")
    ? (extension as DocumentExtension)
    : null;
}

/** They reorder a name: `x\u202Egnp.pdf` reads as "xfdp.png". Letters carry their own direction. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function withoutBidiControls(fileName: string): string {
  return fileName.replace(BIDI_CONTROLS, "");
}

// The numbers are MAX_DOCUMENT_BYTES and MAX_DOCUMENTS_PER_TENDER, written out for translators.
export const TYPE_MESSAGE = sourceText(
  msg`Only PDF, Word (.docx) and Excel (.xlsx) files can be uploaded.`,
);
export const SIZE_MESSAGE = sourceText(msg`Each document must be at most 20 MB.`);
export const COUNT_MESSAGE = sourceText(msg`A tender can have at most 10 documents.`);

/** Names and sizes only: the content is checked on the server. */
export function checkChosenFiles(
  files: readonly { name: string; size: number }[],
  keptDocuments = 0,
): string | null {
  const chosen = files.filter((file) => file.name !== "" || file.size > 0);
  const wrongType = chosen.find((file) => !documentExtension(file.name));
  if (wrongType) return `${wrongType.name}: ${TYPE_MESSAGE}`;
  const tooBig = chosen.find((file) => file.size > MAX_DOCUMENT_BYTES);
  if (tooBig) return `${tooBig.name}: ${SIZE_MESSAGE}`;
  if (chosen.length + keptDocuments > MAX_DOCUMENTS_PER_TENDER) return COUNT_MESSAGE;
  return null;
}
