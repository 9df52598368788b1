const MB = 1024 * 1024;

/** Bytes per HTTP process; docs/performance.md has what each saves (measured with CACHES_OFF). */
export const CACHE_BOUNDS = {
  /** A list query's ids and total: paging and repeat searches read only the page's rows. */
  "list-pages": 8 * MB,
  /** Rendered pages by everything they are rendered from (decision 007). */
  "document-memo": 32 * MB,
  /** Session cookies whose signature was verified: a WebCrypto call per request otherwise. */
  "session-cookies": 4 * MB,
  /** The filter panel's choices per database, exact while the catalogue versions hold. */
  "filter-options": 1 * MB,
} as const;

export type CacheName = keyof typeof CACHE_BOUNDS;

export const CACHE_NAMES = Object.keys(CACHE_BOUNDS) as CacheName[];
