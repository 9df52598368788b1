import { msg } from "@lingui/core/macro";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { EmailTakenError, findUserByEmail } from "~/modules/auth/accounts.server";
import { PasswordResetToken } from "~/modules/auth/password-reset-token.entity";
import { recipientI18n } from "~/modules/auth/recipient-i18n.server";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mailer.server";
import { hashToken, newToken } from "~/server/tokens.server";
import { SameEmailError } from "./account-errors.server";
import { countAccountAttempt } from "./account-limits.server";
import { requirePassword } from "./account-password.server";
import type { EmailChangeInput } from "./account.schema";
import { EmailChangeToken } from "./email-change-token.entity";

const EMAIL_CHANGE_TTL_HOURS = 24;

export async function requestEmailChange(
  em: EntityManager,
  userId: number,
  input: EmailChangeInput,
): Promise<void> {
  const user = await requirePassword(em, userId, input.currentPassword, "currentPassword");
  // The limit before the lookup: once spent, taken and free addresses get the same 429, so it
  // cannot reveal who is registered.
  await countAccountAttempt(em, userId, "email-change");
  const email = input.email.trim().toLowerCase();
  if (email === user.email) throw new SameEmailError();
  if (await findUserByEmail(em, email)) throw new EmailTakenError();
  const token = newToken();
  const cancelToken = newToken();
  await em.transactional(async (tx) => {
    await dropPendingEmailChanges(tx, userId);
    tx.create(EmailChangeToken, {
      user: userId,
      newEmail: email,
      tokenHash: hashToken(token),
      cancelTokenHash: hashToken(cancelToken),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3600_000),
    });
  });
  const i18n = recipientI18n(user.locale);
  const name = user.fullname;
  const hours = EMAIL_CHANGE_TTL_HOURS;
  const { appUrl } = config();
  await sendMail({
    to: email,
    subject: i18n._(msg`Confirm your new TenderLink e-mail address`),
    text: [
      i18n._(msg`Hello ${name},`),
      "",
      i18n._(msg`Open this link to use this address for your TenderLink account:`),
      `${appUrl}/account/confirm-email?${new URLSearchParams({ token })}`,
      "",
      i18n._(msg`The link works once and expires in ${hours} hours.`),
      i18n._(msg`If you did not ask for this, ignore this message: nothing changes.`),
    ].join("\n"),
  });
  const oldEmail = user.email;
  await sendMail({
    to: oldEmail,
    subject: i18n._(msg`Someone asked to change your TenderLink e-mail address`),
    text: [
      i18n._(msg`Hello ${name},`),
      "",
      i18n._(
        msg`Someone signed in to your TenderLink account asked to change its e-mail address from ${oldEmail} to ${email}. Nothing changes until the link sent to the new address is opened and confirmed.`,
      ),
      "",
      i18n._(msg`If this was not you, cancel the change here, then change your password:`),
      `${appUrl}/account/cancel-email-change?${new URLSearchParams({ token: cancelToken })}`,
      "",
      i18n._(msg`The link works once and expires in ${hours} hours.`),
    ].join("\n"),
  }).catch((error: unknown) => {
    logger.error({ err: error }, "e-mail change request notice failed");
  });
}

/** Whoever asked may have had a stolen session, so the pending change dies with the sessions. */
export async function dropPendingEmailChanges(em: EntityManager, userId: number): Promise<void> {
  await em.nativeDelete(EmailChangeToken, { user: userId, usedAt: null });
}

function pendingChange(tokenColumn: "token_hash" | "cancel_token_hash", token: string) {
  return {
    where: `${tokenColumn} = ? and used_at is null and expires_at > now()
      and exists (select 1 from users u
                  where u.id = email_change_tokens.user_id and u.deactivated_at is null)`,
    values: [hashToken(token)],
  };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** Opening the link changes nothing, so a mail scanner that follows links confirms nothing. */
export async function findPendingEmailChange(
  em: EntityManager,
  token: string,
): Promise<{ newEmail: string } | null> {
  return findPending(em, "token_hash", token);
}

export async function findCancellableEmailChange(
  em: EntityManager,
  token: string,
): Promise<{ newEmail: string } | null> {
  return findPending(em, "cancel_token_hash", token);
}

async function findPending(
  em: EntityManager,
  tokenColumn: "token_hash" | "cancel_token_hash",
  token: string,
): Promise<{ newEmail: string } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const { where, values } = pendingChange(tokenColumn, token);
  const [row] = await em.execute<{ new_email: string }[]>(
    `select new_email from email_change_tokens where ${where}`,
    values,
  );
  return row ? { newEmail: row.new_email } : null;
}

export async function cancelEmailChange(em: EntityManager, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const { where, values } = pendingChange("cancel_token_hash", token);
  const deleted = await em.execute<{ id: number }[]>(
    `delete from email_change_tokens where ${where} returning id`,
    values,
  );
  return deleted.length > 0;
}

export type EmailChangeOutcome =
  { changed: true; email: string } | { changed: false; reason: "invalid" | "taken" };

/** Reset links mailed to the old address stop working. */
export async function confirmEmailChange(
  em: EntityManager,
  token: string,
): Promise<EmailChangeOutcome> {
  if (!TOKEN_SHAPE.test(token)) return { changed: false, reason: "invalid" };
  const { where, values } = pendingChange("token_hash", token);
  let previous: { email: string; fullname: string; locale: string | null } | undefined;
  let outcome: EmailChangeOutcome;
  try {
    outcome = await em.transactional(async (tx) => {
      const [spent] = await tx.execute<{ user_id: number; new_email: string }[]>(
        `update email_change_tokens set used_at = now(), updated_at = now()
          where ${where} returning user_id, new_email`,
        values,
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

/** So a change nobody asked for does not go unnoticed. */
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
