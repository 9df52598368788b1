import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sourceText } from "~/i18n/source-text";
import { runOnce, type OnceKey } from "~/modules/idempotency/idempotency.server";
import { hitRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { AdvertContact } from "./advert-contact.entity";
import type { ContactInput } from "./contact.schema";
import { DomainError } from "~/modules/domain-errors";

// English, as the API answers; the page translates it (translateText).
const CONTACT_SUCCESS = sourceText(msg`Your request has been sent successfully.`);
/** Requests per address per window: plenty for a person, a wall for a script. */
export const CONTACT_LIMIT = 5;
const CONTACT_WINDOW_SECONDS = 60 * 60;

export class RateLimitedError extends DomainError {
  readonly status = 429;
  constructor() {
    super(sourceText(msg`Too many requests from your network. Please try again in an hour.`));
  }
}

/**
 * Stores an advertiser's request (the message is kept as `subject`) and returns the message to
 * show. Every attempt counts against the sender's address; a filled honeypot gets the same
 * answer as a person but stores nothing, so a bot learns nothing. With `once` (the form's token
 * or an Idempotency-Key) a double click or a retry stores one request and counts once: the
 * repeat is answered with the first one's message before the limit is consulted.
 */
export async function submitAdvertContact(
  em: EntityManager,
  input: ContactInput,
  senderAddress: string,
  once: OnceKey | null = null,
): Promise<{ message: string; replayed: boolean }> {
  const { value, replayed } = await runOnce(em, once, async (tx) => {
    const allowed = await hitRateLimit(
      tx,
      `contact:${senderAddress}`,
      CONTACT_LIMIT,
      CONTACT_WINDOW_SECONDS,
    );
    if (!allowed) throw new RateLimitedError();
    if (input.website?.trim()) return { message: CONTACT_SUCCESS };
    tx.create(AdvertContact, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.message,
    });
    await tx.flush();
    return { message: CONTACT_SUCCESS };
  });
  return { message: value.message, replayed };
}
