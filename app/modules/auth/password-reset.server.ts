import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { LockMode } from "@mikro-orm/core";
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
import { User } from "./user.entity";
import { signOutEverywhere } from "./session.server";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

// Counted whether or not the email is registered, so a refusal says nothing.
const RESET_LIMITS = {
  email: { limit: 3, windowSeconds: 60 * 60 },
  address: { limit: 50, windowSeconds: 60 * 60 },
} as const;

export function tooManyResetRequests(minutes: number, i18n: I18n): string {
  return i18n._(
    msg`${plural(minutes, { one: "Too many reset requests. Please wait # minute and try again.", other: "Too many reset requests. Please wait # minutes and try again." })}`,
  );
}

export type ResetRequestOutcome =
  | {
      accepted: true;
      delivery: Promise<void>;
    }
  | { accepted: false; waitMinutes: number };

// The same answer and the same work for registered and unknown emails: the lookup, token and mail
// run after the answer, so timing tells nothing.
export async function requestPasswordReset(
  em: EntityManager,
  context: Readonly<RouterContextProvider>,
  email: string,
): Promise<ResetRequestOutcome> {
  const limits = [
    { key: `reset-email:${emailKeyPart(email)}`, ...RESET_LIMITS.email },
    { key: `reset-address:${addressKeyPart(clientAddress(context))}`, ...RESET_LIMITS.address },
  ];
  // The address only when the e-mail may: one person asking again does not use up the ceiling
  // others behind the address share.
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

async function mailResetLink(email: string): Promise<void> {
  const em = (await getOrm()).em.fork();
  const user = await findUserByEmail(em, email);
  // A reset must not revive a deactivated account.
  if (!user || user.deactivatedAt) return;
  const token = newToken();
  await em.transactional(async (tx) => {
    // Quick successive requests deliver at once: the row lock makes each drop the previous token,
    // leaving one unused link.
    await tx.findOne(User, { id: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
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

// Only the newest token works, once, within its hour.
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

export type ResetOutcome = { reset: false } | { reset: true; calendarDropped: boolean };

/** Also signs the user out everywhere and lets this address past the per-account login limit. */
export async function resetPassword(
  em: EntityManager,
  context: Readonly<RouterContextProvider>,
  token: string,
  password: string,
): Promise<ResetOutcome> {
  const reset = await findUsableResetToken(em, token);
  if (!reset) return { reset: false };
  // One conditional update: of two racing requests only one spends the token.
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
