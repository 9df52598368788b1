import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";
import { MAX_ID } from "~/modules/max-id";
import { eatDayNumber } from "~/modules/tenders/tender-dates";

// Shared by the admin outcome page, the JSON API and the award import; Conform turns "" into
// undefined first.

const MAX_LOT = 1000;
// eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO 4217 code
export const DEFAULT_CURRENCY = "ETB";

const AMOUNT = /^\d{1,14}(?:\.\d{1,2})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Beyond it a JSON number's cents are no longer exact: such amounts are sent as text. */
const MAX_EXACT_NUMBER = Number.MAX_SAFE_INTEGER / 100;

/** "125,000.5" or 125000.5 as "125000.50": numeric(16,2) without a float's rounding. */
export function parseAmount(value: string | number): string | null {
  if (typeof value === "number" && !(Math.abs(value) < MAX_EXACT_NUMBER)) return null;
  const text = (typeof value === "number" ? String(value) : value).replace(/[\s,]/g, "");
  if (!AMOUNT.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  const normalized = `${BigInt(whole).toString()}.${fraction.padEnd(2, "0")}`;
  return /^0\.00$/.test(normalized) ? null : normalized;
}

/** A real calendar day written as a date input sends it, not after `today` in Addis Ababa. */
function dayError(value: string, today: Date): string | null {
  const match = DAY.exec(value);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number) as [number, number, number];
  const date = match ? new Date(Date.UTC(year, month - 1, day)) : null;
  if (!date || year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return sourceText(msg`Enter a real date, for example 2026-05-31`);
  }
  if (date.getTime() / 86_400_000 > eatDayNumber(today)) {
    return sourceText(msg`The award date cannot be in the future.`);
  }
  return null;
}

const supplier = z
  .string({ error: sourceText(msg`Enter the supplier's name.`) })
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, sourceText(msg`Enter the supplier's name.`))
      .max(200, sourceText(msg`A supplier's name can have at most 200 characters.`)),
  );

const amount = z
  .union([z.string(), z.number()], {
    error: sourceText(msg`Enter the amount, for example 125000.50`),
  })
  .transform((value, ctx) => {
    const parsed = parseAmount(value);
    if (parsed === null) {
      ctx.addIssue({
        code: "custom",
        message: sourceText(
          msg`The amount must be a positive number with at most two decimals, for example 125000.50`,
        ),
      });
      return z.NEVER;
    }
    return parsed;
  });

const currency = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^[A-Z]{3}$/, sourceText(msg`The currency is a code of three letters, such as ETB.`)),
  )
  .default(DEFAULT_CURRENCY);

const awardedOn = z
  .string({ error: sourceText(msg`Enter the award date.`) })
  .transform((value, ctx) => {
    const day = value.trim();
    const error = dayError(day, new Date());
    if (error) {
      ctx.addIssue({ code: "custom", message: error });
      return z.NEVER;
    }
    return day;
  });

const lot = z
  .number({ error: sourceText(msg`The lot is a whole number from 1.`) })
  .int(sourceText(msg`The lot is a whole number from 1.`))
  .min(1, sourceText(msg`The lot is a whole number from 1.`))
  .max(MAX_LOT, sourceText(msg`The lot can be at most 1000.`))
  .default(1);

const note = z
  .string()
  .trim()
  .max(2000, sourceText(msg`The note can have at most 2000 characters.`))
  .optional();

const id = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** One award: a lot, its supplier, the amount and currency, the day it was awarded. */
export const awardSchema = z.object({
  supplier,
  lot,
  amount,
  currency,
  awardedOn,
  note,
  /** One of the tender's documents, already stored, as the award notice. */
  noticeDocumentId: id(sourceText(msg`Choose one of the tender's documents.`)).optional(),
  /** A second award of a lot that was awarded: replace the first (the warning's button). */
  replaceExisting: z
    .union([z.boolean(), z.stringbool()], {
      error: sourceText(msg`Send true to replace the lot's award`),
    })
    .optional(),
});
export type AwardInput = z.output<typeof awardSchema>;

const reason = z
  .string({ error: sourceText(msg`Give the reason.`) })
  .trim()
  .min(1, sourceText(msg`Give the reason.`))
  .max(2000, sourceText(msg`The reason can have at most 2000 characters.`));

const cancellationSchema = z.object({ reason });

export const failureSchema = z.object({
  reason,
  /** The tender that advertised it again. */
  readvertisedTenderId: id(sourceText(msg`Enter the number of the new tender.`)).optional(),
});
export type FailureInput = z.output<typeof failureSchema>;

/** The API's one call for the outcome that is not awards. */
export const apiOutcomeSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("cancelled"), reason }),
  z.object({
    status: z.literal("failed"),
    reason,
    readvertisedTenderId: id(sourceText(msg`Enter the number of the new tender.`)).optional(),
  }),
]);

const awardId = id(sourceText(msg`This award no longer exists.`));

/** The admin outcome page's forms, named by their submit's `intent`. */
export const OUTCOME_FORMS = {
  /** Records an award, or with `awardId` changes that one. */
  award: awardSchema.extend({ awardId: awardId.optional() }),
  remove: z.object({ awardId }),
  cancel: cancellationSchema,
  fail: failureSchema,
  clear: z.object({}),
};
export type OutcomeFormName = keyof typeof OUTCOME_FORMS;
