import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";

export const pageEditSchema = z.object({
  intent: z.enum(["preview", "save"]).default("save"),
  title: z
    .string({ error: sourceText(msg`Title is required.`) })
    .trim()
    .min(1, sourceText(msg`Title is required.`))
    .max(120, sourceText(msg`Title can be at most 120 characters.`)),
  body: z
    .string({ error: sourceText(msg`Page text is required.`) })
    .trim()
    .min(1, sourceText(msg`Page text is required.`))
    .max(100_000, sourceText(msg`Page text is too long.`)),
  // The Amharic version: optional, each part on its own (blank: Amharic readers get the English).
  titleAm: z
    .string()
    .trim()
    .max(120, sourceText(msg`Title can be at most 120 characters.`))
    .optional(),
  bodyAm: z
    .string()
    .trim()
    .max(100_000, sourceText(msg`Page text is too long.`))
    .optional(),
});
