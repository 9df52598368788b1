/**
 * How large and how many tender documents may be: read by the request body limits
 * (app/server/body-limits.ts) and the document rules (document-rules.ts), and by tests that
 * load no message catalogue.
 */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_TENDER = 10;
