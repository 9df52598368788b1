import { msg } from "@lingui/core/macro";

/** Shown by the Save Tender form (browser) and answered by its action; kept out of the zod schema file. */
export const SAVE_FAILED_MESSAGE = msg`Failed to save tender`;
