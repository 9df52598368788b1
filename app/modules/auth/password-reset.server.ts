import type { EntityManager } from "@mikro-orm/postgresql";
import { config } from "~/server/config.server";
import { sendMail } from "~/server/mailer.server";
import { hashToken, newToken } from "~/server/tokens.server";
import { findUserByEmail, setPassword } from "./accounts.server";
import { PasswordResetToken } from "./password-reset-token.entity";
import { Session } from "./session.entity";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Mails a single-use reset link valid for one hour. Unknown addresses get no mail, and the
 * caller shows the same answer either way, so the form reveals nothing about who is registered.
 */
export async function requestPasswordReset(em: EntityManager, email: string): Promise<void> {
  const user = await findUserByEmail(em, email);
  if (!user) return;
  const token = newToken();
  em.create(PasswordResetToken, {
    user,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await em.flush();
  const link = `${config().appUrl}/reset-password?${new URLSearchParams({ token })}`;
  await sendMail({
    to: user.email,
    subject: "Reset your TenderLink password",
    text:
      `Hello ${user.fullname},\n\nSomeone (hopefully you) asked to reset your TenderLink password.\n` +
      `Open this link within one hour to choose a new one:\n\n${link}\n\n` +
      `If you did not ask for this, ignore this email; your password stays the same.\n`,
  });
}

/** A reset token that exists, is unused and has not expired. */
export function findUsableResetToken(em: EntityManager, token: string) {
  return em.findOne(
    PasswordResetToken,
    { tokenHash: hashToken(token), usedAt: null, expiresAt: { $gt: new Date() } },
    { populate: ["user"] },
  );
}

/** Sets the new password, spends the token and signs the user out everywhere. */
export async function resetPassword(
  em: EntityManager,
  token: string,
  password: string,
): Promise<boolean> {
  const reset = await findUsableResetToken(em, token);
  if (!reset) return false;
  // Spend the token with a conditional update so two racing requests cannot both use it.
  const spent = await em.nativeUpdate(
    PasswordResetToken,
    { id: reset.id, usedAt: null },
    { usedAt: new Date() },
  );
  if (spent === 0) return false;
  await setPassword(em, reset.user, password);
  await em.nativeDelete(Session, { user: reset.user.id });
  return true;
}
