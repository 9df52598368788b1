import { msg } from "@lingui/core/macro";

/** Kept out of the zod schema file, which the browser would otherwise load. */
export const SAVE_FAILED_MESSAGE = msg`Failed to save tender`;
