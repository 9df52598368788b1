// Apart from document-rules.ts: body-limits.ts and some tests load no message catalogue.
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_TENDER = 10;
