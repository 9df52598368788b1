import type { EntityManager } from "@mikro-orm/postgresql";
import { clientAddress, hitRateLimit, isRateLimited } from "~/modules/rate-limit/rate-limit.server";

const FAILED_LOGINS_PER_WINDOW = 10;
const WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_ATTEMPTS = "Too many failed attempts. Please wait 15 minutes and try again.";

/**
 * Failed logins are counted per address and email, so guessing one account's password is slow
 * while other people behind the same address can still sign in.
 */
export function loginThrottle(em: EntityManager, request: Request, email: string) {
  const key = `login:${clientAddress(request)}:${email}`;
  return {
    blocked: () => isRateLimited(em, key, FAILED_LOGINS_PER_WINDOW),
    recordFailure: () => hitRateLimit(em, key, FAILED_LOGINS_PER_WINDOW, WINDOW_SECONDS),
  };
}
