import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { MAX_ID } from "~/modules/max-id";
import { z } from "~/modules/zod";

const CHOOSE_KEPT = sourceText(msg`Choose the organisation whose name is kept.`);

/** The merge form: the organisation whose name is kept, by id. */
export const organisationMergeSchema = z.object({
  into: z.coerce
    .number({ error: CHOOSE_KEPT })
    .int(CHOOSE_KEPT)
    .positive(CHOOSE_KEPT)
    .max(MAX_ID, CHOOSE_KEPT),
});
