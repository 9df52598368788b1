import { msg } from "@lingui/core/macro";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { EmailTakenError, findUserByEmail } from "~/modules/auth/accounts.server";
import { PasswordResetToken } from "~/modules/auth/password-reset-token.entity";
import { recipientI18n } from "~/modules/auth/recipient-i18n.server";
import { User } from "~/modules/auth/user.entity";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mailer.server";
import { hashToken, newToken } from "~/server/tokens.server";
import { AccountGoneError, SameEmailError } from "./account-errors.server";
import { countAccountAttempt } from "./account-limits.server";
import { EmailChangeToken } from "./email-change-token.entity";

const EMAIL_CHANGE_TTL_HOURS = 24;

/**
 * Mails a single-use link to `newEmail`; the account keeps its address until the link is
 * followed (confirmEmailChange). Asking again replaces the earlier link. An address another
 * account has is refused now (and again when the link is followed).
 */
export async function requestEmailChange(
  em: EntityManager,
  userId: number,
  newEmail: string,
): Promise<void> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw new AccountGoneError();
  const email = newEmail.trim().toLowerCase();
  if (email === user.email) throw new SameEmailError();
  if (await findUserByEmail(em, email)) throw new EmailTakenError();
  await countAccountAttempt(em, userId, "email-change");
  const token = newToken();
  await em.transactional(async (tx) => {
    await tx.nativeDelete(EmailChangeToken, { user: userId, usedAt: null });
    tx.create(EmailChangeToken, {
      user: userId,
      newEmail: email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3600_000),
    });
  });
  const link = `${config().appUrl}/account/confirm-email?${new URLSearchParams({ token })}`;
  const i18n = recipientI18n(user.locale);
  const name = user.fullname;
  const hours = EMAIL_CHANGE_TTL_HOURS;
  await sendMail({
    to: email,
    subject: i18n._(msg`Confirm your new TenderLink e-mail address`),
    text: [
      i18n._(msg`Hello ${name},`),
      "",
      i18n._(msg`Open this link to use this address for your TenderLink account:`),
      link,
      "",
      i18n._(msg`The link works once and expires in ${hours} hours.`),
      i18n._(msg`If you did not ask for this, ignore this message: nothing changes.`),
    ].join("\n"),
  });
}

export type EmailChangeOutcome =
  { changed: true; email: string } | { changed: false; reason: "invalid" | "taken" };

/**
 * Follows the link: the account's e-mail becomes the new address, the token is spent, the
 * e-mail alert channel moves to the new (now proven) address and reset links mailed to the old
 * one stop working. An unknown, used or expired token changes nothing; so does an address
 * someone registered meanwhile.
 */
export async function confirmEmailChange(
  em: EntityManager,
  token: string,
): Promise<EmailChangeOutcome> {
  if (!token || token.length > 100) return { changed: false, reason: "invalid" };
  let previous: { email: string; fullname: string; locale: string | null } | undefined;
  let outcome: EmailChangeOutcome;
  try {
    outcome = await em.transactional(async (tx) => {
      const [spent] = await tx.execute<{ user_id: number; new_email: string }[]>(
        `update email_change_tokens set used_at = now(), updated_at = now()
          where token_hash = ? and used_at is null and expires_at > now()
          returning user_id, new_email`,
        [hashToken(token)],
      );
      if (!spent) return { changed: false, reason: "invalid" } as const;
      const [user] = await tx.execute<{ email: string; fullname: string; locale: string | null }[]>(
        "select email, fullname, locale from users where id = ? for update",
        [spent.user_id],
      );
      if (!user) return { changed: false, reason: "invalid" } as const;
      previous = user;
      await tx.execute("update users set email = ?, updated_at = now() where id = ?", [
        spent.new_email,
        spent.user_id,
      ]);
      await tx.execute(
        `update alert_channels set address = ?, verification_hash = null,
           verification_expires_at = null, updated_at = now()
         where user_id = ? and kind = 'email'`,
        [spent.new_email, spent.user_id],
      );
      await tx.nativeDelete(PasswordResetToken, { user: spent.user_id, usedAt: null });
      await tx.nativeDelete(EmailChangeToken, { user: spent.user_id, usedAt: null });
      return { changed: true, email: spent.new_email } as const;
    });
  } catch (error) {
    // Someone registered (or changed to) this address after the link was sent.
    if (error instanceof UniqueConstraintViolationException) {
      return { changed: false, reason: "taken" };
    }
    throw error;
  }
  if (outcome.changed && previous) {
    await mailChangeNotice(previous, outcome.email).catch((error: unknown) => {
      logger.error({ err: error }, "e-mail change notice failed");
    });
  }
  return outcome;
}

/** Tells the old address, so a change nobody asked for does not go unnoticed. */
async function mailChangeNotice(
  previous: { email: string; fullname: string; locale: string | null },
  email: string,
): Promise<void> {
  const i18n = recipientI18n(previous.locale);
  const name = previous.fullname;
  await sendMail({
    to: previous.email,
    subject: i18n._(msg`Your TenderLink e-mail address was changed`),
    text: [
      i18n._(msg`Hello ${name},`),
      "",
      i18n._(msg`Your TenderLink account now uses the e-mail address ${email}.`),
      i18n._(msg`If you did not do this, contact us at once: someone may be using your account.`),
    ].join("\n"),
  });
}
