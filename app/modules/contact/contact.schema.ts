import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";

function required(missing: string, tooLong: string, max: number) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

export const contactSchema = z.object({
  name: required(
    sourceText(msg`Name is required.`),
    sourceText(msg`Name can be at most 120 characters.`),
    120,
  ),
  email: z
    .string({ error: sourceText(msg`Email is required.`) })
    .trim()
    .toLowerCase()
    .max(254, sourceText(msg`Email is too long.`))
    .pipe(z.email({ error: sourceText(msg`Enter a valid email address.`) })),
  phone: z
    .string({ error: sourceText(msg`Phone is required.`) })
    .trim()
    .min(1, sourceText(msg`Phone is required.`))
    // Advertisers may write +251 and spaces; keep it readable but refuse letters.
    .regex(/^\+?[\d\s()-]{7,20}$/, sourceText(msg`Enter a valid phone number.`)),
  message: required(
    sourceText(msg`Message is required.`),
    sourceText(msg`Message can be at most 5000 characters.`),
    5000,
  ),
  // Honeypot: hidden from people and screen readers, so only bots fill it in.
  website: z.string().optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;
