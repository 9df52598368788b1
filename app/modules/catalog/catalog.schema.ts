import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";
import { MAX_ID } from "~/modules/max-id";

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

/**
 * Optional: blank (or null) means none, and Amharic readers get the English name. Absent from a
 * JSON update, it stays as it was; a form always sends it.
 */
const amharicName = z
  .string()
  .trim()
  .max(120, sourceText(msg`Names can be at most 120 characters.`))
  .nullish();

export const categorySchema = z.object({
  name: requiredName(CATEGORY_NAME_REQUIRED),
  nameAm: amharicName,
});

export const subcategorySchema = z.object({
  categoryId: z.coerce.number().int().positive(),
  name: requiredName(SUBCATEGORY_NAME_REQUIRED),
  nameAm: amharicName,
});

export const METADATA_KINDS = ["languages", "regions", "sources"] as const;
export type MetadataKind = (typeof METADATA_KINDS)[number];

export function parseMetadataKind(value: string | null | undefined): MetadataKind | null {
  return METADATA_KINDS.find((kind) => kind === value) ?? null;
}

/** A blank name is ignored, not an error, so the domain decides what it means. */
export const metadataItemSchema = z.object({
  kind: z.enum(METADATA_KINDS),
  name: z
    .string()
    .trim()
    .max(120, sourceText(msg`Names can be at most 120 characters.`))
    .optional(),
  nameAm: amharicName,
});

export const metadataRenameSchema = z.object({
  name: requiredName(METADATA_NAME_REQUIRED),
  nameAm: amharicName,
});

export const subcategoryRenameSchema = z.object({
  name: requiredName(SUBCATEGORY_NAME_REQUIRED),
  nameAm: amharicName,
});

const CHOOSE_FROM_LIST = sourceText(msg`Choose an item from the list.`);
export const catalogueRemovalSchema = z.object({
  mergeInto: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: CHOOSE_FROM_LIST })
      .int(CHOOSE_FROM_LIST)
      .positive(CHOOSE_FROM_LIST)
      .max(MAX_ID, CHOOSE_FROM_LIST)
      .optional(),
  ),
});
