import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";

export const CATEGORY_NAME_REQUIRED = sourceText(msg`Category name is required.`);
export const SUBCATEGORY_NAME_REQUIRED = sourceText(msg`Subcategory name is required.`);
export const METADATA_NAME_REQUIRED = sourceText(msg`Name is required.`);

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

/** A `:kind` from a URL, or null for anything but languages, regions and sources. */
export function parseMetadataKind(value: string | null | undefined): MetadataKind | null {
  return METADATA_KINDS.find((kind) => kind === value) ?? null;
}

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

/** Rename a language, region or source: unlike adding, a blank name is an error here. */
export const metadataRenameSchema = z.object({ name: requiredName(METADATA_NAME_REQUIRED) });

/** Rename a subcategory (its category is in the URL). */
export const subcategoryRenameSchema = z.object({ name: requiredName(SUBCATEGORY_NAME_REQUIRED) });

/**
 * Delete a catalogue item, or merge it into another of the same kind first. The select's empty
 * choice ("don't merge") is no target.
 */
const CHOOSE_FROM_LIST = sourceText(msg`Choose an item from the list.`);
export const catalogueRemovalSchema = z.object({
  mergeInto: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: CHOOSE_FROM_LIST })
      .int(CHOOSE_FROM_LIST)
      .positive(CHOOSE_FROM_LIST)
      .max(2_147_483_647, CHOOSE_FROM_LIST)
      .optional(),
  ),
});
