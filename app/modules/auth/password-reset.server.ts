import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { RouterContextProvider } from "react-router";
import {
  addressKeyPart,
  clientAddress,
  emailKeyPart,
  hitRateLimit,
  secondsUntilAllowed,
} from "~/modules/rate-limit/rate-limit.server";
import { dropCalendarToken } from "~/modules/feeds/calendar-feed.server";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mailer.server";
import { getOrm } from "~/server/orm.server";
import { hashToken, newToken } from "~/server/tokens.server";
import { findUserByEmail, setPassword } from "./accounts.server";
import { trustAddressAfterReset } from "./login-throttle.server";
import { PasswordResetToken } from "./password-reset-token.entity";
import { recipientI18n } from "./recipient-i18n.server";
import { signOutEverywhere } from "./session.server";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Reset requests per hour, counted whether or not the email is registered (so a refusal says
 * nothing about it). Per e-mail from any address, a few: that stops mail bombing one person,
 * and it cannot shut the owner out, since every request it counts mails the owner a working
 * link. Per address alone only a ceiling: an office or a mobile carrier puts many people behind
 * one address (issue 37), each of them limited by their e-mail, so the address allows 50 an hour,
 * far more than the people behind one address forget passwords in an hour, while a script
 * trying a list of emails gets no further, and mails only the registered ones on it.
 */
const RESET_LIMITS = {
  email: { limit: 3, windowSeconds: 60 * 60 },
  address: { limit: 50, windowSeconds: 60 * 60 },
} as const;

/** The refusal, in the page's language (it is built with a number, so not sent as English). */
export function tooManyResetRequests(minutes: number, i18n: I18n): string {
  return i18n._(
    msg`${plural(minutes, { one: "Too many reset requests. Please wait # minute and try again.", other: "Too many reset requests. Please wait # minutes and try again." })}`,
  );
}

export type ResetRequestOutcome =
  | {
      accepted: true;
      /** The lookup, token and mail, running after the answer; it never rejects. */
      delivery: Promise<void>;
    }
  | { accepted: false; waitMinutes: number };

/**
 * Accepts a reset request and mails a link valid for one hour, or refuses it when the email or
 * the address asked too often. The answer is the same for registered and unknown emails, and so
 * is the work before it: the lookup, the token and the mail happen after the answer
 * (`delivery`), so its timing tells nothing either. A crash in between loses that one mail,
 * which the person asks for again.
 */
export async function requestPasswordReset(
  em: EntityManager,
  context: Readonly<RouterContextProvider>,
  email: string,
): Promise<ResetRequestOutcome> {
  const limits = [
    { key: `reset-email:${emailKeyPart(email)}`, ...RESET_LIMITS.email },
    { key: `reset-address:${addressKeyPart(clientAddress(context))}`, ...RESET_LIMITS.address },
  ];
  // In this order, and the address only when the e-mail may: one person asking again and again
  // does not use up the ceiling that the others behind the address share.
  let allowed = true;
  for (const { key, limit, windowSeconds } of limits) {
    allowed = allowed && (await hitRateLimit(em, key, limit, windowSeconds));
  }
  if (!allowed) {
    const seconds = await secondsUntilAllowed(em, limits);
    return { accepted: false, waitMinutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  const delivery = mailResetLink(email).catch((error: unknown) => {
    logger.error({ err: error }, "password reset mail failed");
  });
  return { accepted: true, delivery };
}

/** Issues a new token (the user's unused older ones are dropped) and mails its link. */
async function mailResetLink(email: string): Promise<void> {
  const em = (await getOrm()).em.fork();
  const user = await findUserByEmail(em, email);
  // A deactivated account gets no link (and the answer was the same): a reset must not revive it.
  if (!user || user.deactivatedAt) return;
  const token = newToken();
  await em.transactional(async (tx) => {
    await tx.nativeDelete(PasswordResetToken, { user: user.id, usedAt: null });
    tx.create(PasswordResetToken, {
      user: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  const link = `${config().appUrl}/reset-password?${new URLSearchParams({ token })}`;
  const i18n = recipientI18n(user.locale);
  const name = user.fullname;
  await sendMail({
    to: user.email,
    subject: i18n._(msg`Reset your TenderLink password`),
    text: [
      i18n._(msg`Hello ${name},`),
      "",
      i18n._(msg`Someone (hopefully you) asked to reset your TenderLink password.`),
      i18n._(msg`Open this link within one hour to choose a new one:`),
      "",
      link,
      "",
      i18n._(msg`If you did not ask for this, ignore this email; your password stays the same.`),
      i18n._(msg`Only the newest link works: asking again makes earlier links stop working.`),
      "",
    ].join("\n"),
  });
}

/**
 * Only a user's newest token can be used, once, within its hour. "Newest" is what makes an
 * older link useless after a newer one was sent (even one racing past the clean-up in
 * mailResetLink) or after any link was used. Never for a deactivated account: deactivating drops
 * its links, and this also covers one mailed in the same moment.
 */
export async function findUsableResetToken(em: EntityManager, token: string) {
  const reset = await em.findOne(
    PasswordResetToken,
    {
      tokenHash: hashToken(token),
      usedAt: null,
      expiresAt: { $gt: new Date() },
      user: { deactivatedAt: null },
    },
    { populate: ["user"] },
  );
  if (!reset) return null;
  const newer = await em.count(PasswordResetToken, { user: reset.user, id: { $gt: reset.id } });
  return newer === 0 ? reset : null;
}

export type ResetOutcome =
  | { reset: false }
  /** `calendarDropped`: the user's calendar URL stopped working (they make a new one). */
  | { reset: true; calendarDropped: boolean };

/**
 * Sets the new password, spends the token, signs the user out everywhere (browser sessions and
 * API tokens, a pending e-mail change with them) and lets the address of this request sign in
 * despite the per-account login limit. The calendar URL stops working too, as it does with a
 * password change; it is not replaced here, as this page is not signed in (the user makes a new
 * one once signed in).
 */
export async function resetPassword(
  em: EntityManager,
  context: Readonly<RouterContextProvider>,
  token: string,
  password: string,
): Promise<ResetOutcome> {
  const reset = await findUsableResetToken(em, token);
  if (!reset) return { reset: false };
  // One conditional update: of two racing requests, or a newer token issued meanwhile, only
  // one outcome spends it.
  const spent = await em.getConnection().execute<{ id: number }[]>(
    `update password_reset_tokens t set used_at = now()
      where t.id = ? and t.used_at is null and t.expires_at > now()
        and not exists (select 1 from password_reset_tokens n
                         where n.user_id = t.user_id and n.id > t.id)
      returning t.id`,
    [reset.id],
  );
  if (spent.length === 0) return { reset: false };
  await setPassword(em, reset.user, password);
  await em.nativeDelete(PasswordResetToken, { user: reset.user.id, usedAt: null });
  await signOutEverywhere(em, reset.user.id);
  const calendarDropped = await dropCalendarToken(em, reset.user.id);
  await trustAddressAfterReset(em, context, reset.user.email);
  return { reset: true, calendarDropped };
}
