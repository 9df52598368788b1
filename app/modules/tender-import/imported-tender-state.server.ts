/**
 * How an imported tender is stored: as a draft. The one place that decides it, to adjust when
 * drafts and scheduled publishing (issue 19 point 2) settle their model: a draft is a tender
 * whose `published_at` is NULL, and no "tender published" job is queued for it, so no alert
 * goes out until it is published.
 */
export const IMPORTED_TENDER_STATE = { publishedAt: null } as const;

/** Imported drafts queue no alerts job (tender-commands' createTender queues one on publish). */
export const IMPORT_QUEUES_PUBLISHED_JOB = false;
