import type { EntityManager } from "@mikro-orm/postgresql";
import { hitRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { TooManyAccountAttemptsError } from "./account-errors.server";

// A stolen session must not guess the password it needs to take the account over; e-mail change
// mails must not bomb.
const LIMITS = {
  password: { limit: 10, windowSeconds: 60 * 60 },
  "email-change": { limit: 5, windowSeconds: 60 * 60 },
} as const;

export async function countAccountAttempt(
  em: EntityManager,
  userId: number,
  kind: keyof typeof LIMITS,
): Promise<void> {
  const { limit, windowSeconds } = LIMITS[kind];
  if (!(await hitRateLimit(em, `account-${kind}:${userId}`, limit, windowSeconds))) {
    throw new TooManyAccountAttemptsError();
  }
}
