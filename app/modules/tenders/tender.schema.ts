import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";
import { PUBLICATION_CHOICES } from "./publication-state";
import { parseEatDateTime } from "./tender-dates";

// Shared by the admin form and the JSON API; Conform turns "" into undefined first.
const eatDate = z
  .string()
  .transform((value, ctx) => {
    const date = parseEatDateTime(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: sourceText(msg`Enter a valid date and time`) });
      return z.NEVER;
    }
    return date;
  })
  .optional();

const ids = z
  .array(
    z
      .number({ error: sourceText(msg`Choose from the list`) })
      .int()
      .positive(),
  )
  .default([])
  .transform((values) => [...new Set(values)]);

const catalogueId = (message: string) => z.number({ error: message }).int().positive(message);

export const tenderSchema = z.object({
  title: z
    .string({ error: sourceText(msg`Title is required`) })
    .trim()
    .min(1, sourceText(msg`Title is required`))
    .max(300, sourceText(msg`Title can have at most 300 characters`)),
  snippet: z
    .string()
    .trim()
    .max(2000, sourceText(msg`Snippet can have at most 2000 characters`))
    .default(""),
  organisation: z
    .string()
    .trim()
    .max(200, sourceText(msg`Organisation can have at most 200 characters`))
    .optional(),
  description: z
    .string()
    .trim()
    .max(500_000, sourceText(msg`The description is too long`))
    .default(""),
  closingDate: eatDate,
  openingDate: eatDate,
  /** The notice's own date, may be in the past. */
  publishedAt: eatDate,
  /** On edit, only a tender not yet published can change it. */
  publication: z
    .enum(PUBLICATION_CHOICES, { error: sourceText(msg`Choose now, schedule or draft`) })
    .optional(),
  scheduledAt: eatDate,
  categories: ids,
  subcategories: ids,
  tenderLanguageId: catalogueId(sourceText(msg`Choose a language`)),
  tenderSourceId: catalogueId(sourceText(msg`Choose a source`)),
  tenderRegionId: catalogueId(sourceText(msg`Choose a region`)),
  documentPrice: z
    .number({ error: sourceText(msg`Enter the price in birr`) })
    .min(0, sourceText(msg`The price cannot be negative`))
    .max(10_000_000_000, sourceText(msg`The price is too large`))
    .optional(),
  bidBond: z
    .number({ error: sourceText(msg`Enter the bid bond as a percentage`) })
    .min(0, sourceText(msg`The bid bond must be between 0 and 100`))
    .max(100, sourceText(msg`The bid bond must be between 0 and 100`))
    .optional(),
  removeDocuments: ids,
  /** 'Save anyway' for a possible duplicate. */
  confirmDuplicate: z
    .stringbool({ error: sourceText(msg`Send true to save a possible duplicate anyway`) })
    .optional(),
});

export type TenderInput = z.output<typeof tenderSchema>;

/** API clients name arrays `categories[]`, the HTML form `categories`. */
export function normalizeTenderFormData(formData: FormData): FormData {
  const normalized = new FormData();
  for (const [name, value] of formData) {
    if (typeof value !== "string") continue;
    normalized.append(name.endsWith("[]") ? name.slice(0, -2) : name, value);
  }
  return normalized;
}
