import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";

export const importChoiceSchema = z.object({
  upload: z.string({ error: sourceText(msg`Upload the file again.`) }).max(64),
  mode: z.enum(["valid", "all"], {
    error: sourceText(msg`Choose "Import the valid rows" or "Import all or nothing".`),
  }),
});
