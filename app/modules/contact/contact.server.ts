import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sourceText } from "~/i18n/source-text";
import { runOnce, type OnceKey } from "~/modules/idempotency/idempotency.server";
import { addressKeyPart, emailKeyPart, hitRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { AdvertContact } from "./advert-contact.entity";
import type { ContactInput } from "./contact.schema";
import { DomainError } from "~/modules/domain-errors";

// English, as the API answers; the page translates it.
const CONTACT_SUCCESS = sourceText(msg`Your request has been sent successfully.`);
// Many advertisers share an office's or carrier's address, so the address alone only has a ceiling
// (docs/decisions/025-limits-on-shared-addresses.md).
export const CONTACT_LIMITS = { sender: 5, address: 50 } as const;
const CONTACT_WINDOW_SECONDS = 60 * 60;

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

// A refusal by the sender's limit does not count against the address's ceiling, so one sender
// cannot shut out the others. A filled honeypot gets the same answer but stores nothing.
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
