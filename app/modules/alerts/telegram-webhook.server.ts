import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** Constant-time comparison; hashing first makes both sides the same length. */
export function webhookSecretMatches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The parts of an Update we read; Telegram sends many more fields, which are kept untouched. */
export const telegramUpdateSchema = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({
      chat: z.looseObject({ id: z.union([z.number(), z.string()]) }).optional(),
      text: z.string().max(4096).optional(),
    })
    .optional(),
  callback_query: z
    .looseObject({
      id: z.string().max(128),
      data: z.string().max(64).optional(),
    })
    .optional(),
});
