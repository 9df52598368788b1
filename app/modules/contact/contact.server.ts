import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sourceText } from "~/i18n/source-text";
import { runOnce, type OnceKey } from "~/modules/idempotency/idempotency.server";
import { addressKeyPart, emailKeyPart, hitRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { AdvertContact } from "./advert-contact.entity";
import type { ContactInput } from "./contact.schema";
import { DomainError } from "~/modules/domain-errors";

// English, as the API answers; the page translates it (translateText).
const CONTACT_SUCCESS = sourceText(msg`Your request has been sent successfully.`);
/**
 * Requests an hour. A sender is an address with an e-mail: plenty for a person, a wall for a
 * script repeating itself. An office or a mobile carrier (Ethio Telecom's mobile users share
 * addresses) puts many advertisers behind one address, so the address alone only has a ceiling
 * against floods: ten senders' full allowance (fifty advertisers writing once, or ten writing
 * five times, before anyone there is refused), yet a script that changes its e-mail every time
 * stores at most 50 requests an hour per address for the admins to read (a bot that fills the
 * honeypot stores none). docs/decisions/025.
 */
export const CONTACT_LIMITS = { sender: 5, address: 50 } as const;
const CONTACT_WINDOW_SECONDS = 60 * 60;

/** A sender or an address over its limit; the message says which, so a person knows what to do. */
export class RateLimitedError extends DomainError {
  readonly status = 429;
  constructor(limit: keyof typeof CONTACT_LIMITS) {
    super(
      limit === "sender"
        ? sourceText(msg`Too many requests from this email address. Please try again in an hour.`)
        : sourceText(msg`Too many requests from your network. Please try again in an hour.`),
    );
  }
}

/**
 * Stores an advertiser's request (the message is kept as `subject`) and returns the message to
 * show. Every attempt counts against the sender (address and e-mail) and then against the
 * address's ceiling; one the sender's limit refuses does not count against the ceiling, so one
 * sender who keeps trying cannot shut out the others behind the address. A filled honeypot counts
 * the same and gets the same answer as a person, but stores nothing, so a bot learns nothing.
 * With `once` (the form's token or an Idempotency-Key) a double click or a retry stores one
 * request and counts once: the repeat is answered with the first one's message before the
 * limits are consulted.
 */
export async function submitAdvertContact(
  em: EntityManager,
  input: ContactInput,
  senderAddress: string,
  once: OnceKey | null = null,
): Promise<{ message: string; replayed: boolean }> {
  const { value, replayed } = await runOnce(em, once, async (tx) => {
    const address = addressKeyPart(senderAddress);
    const sender = `contact:${address}:${emailKeyPart(input.email)}`;
    if (!(await hitRateLimit(tx, sender, CONTACT_LIMITS.sender, CONTACT_WINDOW_SECONDS))) {
      throw new RateLimitedError("sender");
    }
    const ceiling = `contact-address:${address}`;
    if (!(await hitRateLimit(tx, ceiling, CONTACT_LIMITS.address, CONTACT_WINDOW_SECONDS))) {
      throw new RateLimitedError("address");
    }
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
