import { randomInt, timingSafeEqual } from "node:crypto";
import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { parseEthiopianMobile } from "~/modules/phone/ethiopian-phone";
import { hitRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { logger } from "~/server/logger.server";
import { hashToken } from "~/server/tokens.server";
import { savePendingVerification } from "./alert-channels.server";
import { SMS_CODE_ATTEMPTS, SMS_CODE_MINUTES, SMS_CODES_PER_HOUR } from "./channel-limits";
import { smsTransport } from "./transports/sms.server";
import { DomainError } from "~/modules/domain-errors";
import { recipientI18n } from "~/modules/auth/recipient-i18n.server";
import { sourceText } from "~/i18n/source-text";

export class SmsCodeError extends DomainError {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The stored hash of a code is salted with the user id: six digits repeat across users, and
 * verification_hash is unique, so two users with the same pending code must not collide.
 */
function codeHash(userId: number, code: string): string {
  return hashToken(`sms:${userId}:${code}`);
}

/**
 * Sends a 6-digit code to `phone` and makes it the user's pending SMS number (a new number
 * must be verified before it receives alerts). Asking again replaces the previous code.
 */
export async function sendSmsCode(
  em: EntityManager,
  user: { id: number; locale?: string | null },
  phone: string,
) {
  const userId = user.id;
  const parsed = parseEthiopianMobile(phone);
  if (!parsed.ok) throw new SmsCodeError(parsed.error, 400);
  const number = parsed.e164;
  const allowed =
    (await hitRateLimit(em, `sms-code:user:${userId}`, SMS_CODES_PER_HOUR, 3600)) &&
    (await hitRateLimit(em, `sms-code:phone:${number}`, SMS_CODES_PER_HOUR, 3600));
  if (!allowed) {
    throw new SmsCodeError(
      sourceText(msg`Too many codes requested. Please try again in an hour.`),
      429,
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(Date.now() + SMS_CODE_MINUTES * 60_000);
  await savePendingVerification(em, userId, "sms", number, codeHash(userId, code), expiresAt);
  const i18n = recipientI18n(user.locale);
  const minutes = SMS_CODE_MINUTES;
  try {
    // One SMS segment: 160 characters in English, 70 in Amharic (UCS-2).
    await smsTransport.send(number, {
      subject: i18n._(msg`TenderLink code`),
      text: i18n._(msg`Your TenderLink code is ${code}. It expires in ${minutes} minutes.`),
    });
  } catch (error) {
    logger.error({ err: error }, "sms verification code not sent");
    throw new SmsCodeError(
      sourceText(msg`We could not send the SMS. Please try again later.`),
      502,
    );
  }
  return { phone: number };
}

export type SmsVerifyResult = "verified" | "wrong" | "expired" | "too-many" | "no-code";

/**
 * Checks a code. Each try is counted first, in one conditional UPDATE, so parallel guesses
 * cannot exceed SMS_CODE_ATTEMPTS; the code then stops working until a new one is sent.
 */
export async function verifySmsCode(
  em: EntityManager,
  userId: number,
  code: string,
): Promise<SmsVerifyResult> {
  const [pending] = await em.execute<{ id: number; hash: string | null; expires: Date | null }[]>(
    `select id, verification_hash as hash, verification_expires_at as expires
     from alert_channels where user_id = ? and kind = 'sms'`,
    [userId],
  );
  if (!pending?.hash || !pending.expires) return "no-code";
  if (new Date(pending.expires).getTime() <= Date.now()) return "expired";
  const counted = await em.execute<{ id: number }[]>(
    `update alert_channels set verification_attempts = verification_attempts + 1, updated_at = now()
     where id = ? and verification_hash = ? and verification_attempts < ? returning id`,
    [pending.id, pending.hash, SMS_CODE_ATTEMPTS],
  );
  if (!counted.length) return "too-many";
  const given = Buffer.from(codeHash(userId, code));
  if (given.length !== pending.hash.length || !timingSafeEqual(given, Buffer.from(pending.hash))) {
    return "wrong";
  }
  const verified = await em.execute<{ id: number }[]>(
    `update alert_channels set verified_at = now(), unsubscribed_at = null, verification_hash = null,
       verification_expires_at = null, verification_attempts = 0, updated_at = now()
     where id = ? and verification_hash = ? returning id`,
    [pending.id, pending.hash],
  );
  return verified.length ? "verified" : "no-code";
}

/** Removes the SMS channel: the number is forgotten and nothing more is sent. */
export async function removeSmsChannel(em: EntityManager, userId: number) {
  await em.execute("delete from alert_channels where user_id = ? and kind = 'sms'", [userId]);
}
