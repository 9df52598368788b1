// No zod here, so the browser does not load it for a select's options.

export const USER_SORTS = ["oldest", "newest"] as const;

export const USER_STATUSES = ["active", "deactivated"] as const;

export const USER_SEARCH_MAX = 254;
