import { z } from "~/modules/zod";
import { parseEatDateTime } from "./tender-dates";

/**
 * One tender payload for the admin form and the JSON API. Browsers send strings; Conform's
 * parseWithZod turns "" into undefined and numeric strings into numbers before this runs.
 */
const eatDate = z
  .string()
  .transform((value, ctx) => {
    const date = parseEatDateTime(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: "Enter a valid date and time" });
      return z.NEVER;
    }
    return date;
  })
  .optional();

const ids = z
  .array(z.number({ error: "Choose from the list" }).int().positive())
  .default([])
  .transform((values) => [...new Set(values)]);

const catalogueId = (message: string) => z.number({ error: message }).int().positive(message);

export const tenderSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(300, "Title can have at most 300 characters"),
  snippet: z.string().trim().max(2000, "Snippet can have at most 2000 characters").default(""),
  organisation: z
    .string()
    .trim()
    .max(200, "Organisation can have at most 200 characters")
    .optional(),
  description: z.string().trim().max(500_000, "The description is too long").default(""),
  closingDate: eatDate,
  openingDate: eatDate,
  publishedAt: eatDate,
  categories: ids,
  subcategories: ids,
  tenderLanguageId: catalogueId("Choose a language"),
  tenderSourceId: catalogueId("Choose a source"),
  tenderRegionId: catalogueId("Choose a region"),
  documentPrice: z
    .number({ error: "Enter the price in birr" })
    .min(0, "The price cannot be negative")
    .max(10_000_000_000, "The price is too large")
    .optional(),
  bidBond: z
    .number({ error: "Enter the bid bond as a percentage" })
    .min(0, "The bid bond must be between 0 and 100")
    .max(100, "The bid bond must be between 0 and 100")
    .optional(),
  /** Edit only: ids of existing documents to remove. */
  removeDocuments: ids,
});

export type TenderInput = z.output<typeof tenderSchema>;

/**
 * Multipart clients (the original single-page app, the JSON API) name arrays `categories[]`;
 * the HTML form names them `categories`. Both reach the schema under the plain name.
 */
export function normalizeTenderFormData(formData: FormData): FormData {
  const normalized = new FormData();
  for (const [name, value] of formData) {
    if (typeof value !== "string") continue;
    normalized.append(name.endsWith("[]") ? name.slice(0, -2) : name, value);
  }
  return normalized;
}
