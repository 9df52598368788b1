import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";

export const CATEGORY_NAME_REQUIRED = sourceText(msg`Category name is required.`);
export const SUBCATEGORY_NAME_REQUIRED = sourceText(msg`Subcategory name is required.`);

function requiredName(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(120, sourceText(msg`Names can be at most 120 characters.`));
}

/** Create and rename a category (form and JSON API). */
export const categorySchema = z.object({ name: requiredName(CATEGORY_NAME_REQUIRED) });

/** Add a subcategory to the category shown in the detail panel. */
export const subcategorySchema = z.object({
  categoryId: z.coerce.number().int().positive(),
  name: requiredName(SUBCATEGORY_NAME_REQUIRED),
});

export const METADATA_KINDS = ["languages", "regions", "sources"] as const;
export type MetadataKind = (typeof METADATA_KINDS)[number];

/**
 * A new language, region or source. A blank name is not an error (SPEC §5: it is ignored), so
 * the name is optional here and the domain decides what a blank name means.
 */
export const metadataItemSchema = z.object({
  kind: z.enum(METADATA_KINDS),
  name: z
    .string()
    .trim()
    .max(120, sourceText(msg`Names can be at most 120 characters.`))
    .optional(),
});
