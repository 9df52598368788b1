// The user list's query values, for the page's form (browser) and the schema (server) alike;
// no zod here, so the browser does not load it for a select's options.

export const USER_SORTS = ["oldest", "newest"] as const;

export const USER_STATUSES = ["active", "deactivated"] as const;

/** Longest search text kept: longer than any name, email or company it could match. */
export const USER_SEARCH_MAX = 254;
