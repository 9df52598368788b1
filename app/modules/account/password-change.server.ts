import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { hashPassword } from "~/modules/auth/password.server";
import { PasswordResetToken } from "~/modules/auth/password-reset-token.entity";
import { recipientI18n } from "~/modules/auth/recipient-i18n.server";
import { User } from "~/modules/auth/user.entity";
import { calendarFeedUrl, rotateCalendarToken } from "~/modules/feeds/calendar-feed.server";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mailer.server";
import { requirePassword } from "./account-password.server";
import type { PasswordChangeInput } from "./account.schema";
import { endOtherSessions } from "./account-sessions.server";

export interface PasswordChanged {
  calendarUrl: string | null;
}

/** Whoever knew the old password is signed out: every other session and API token ends. */
export async function changePassword(
  em: EntityManager,
  userId: number,
  input: PasswordChangeInput,
  currentToken: string | null,
): Promise<PasswordChanged> {
  const user = await requirePassword(em, userId, input.currentPassword, "currentPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const calendarToken = await em.transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: userId }, { passwordHash });
    await tx.nativeDelete(PasswordResetToken, { user: userId, usedAt: null });
    await endOtherSessions(tx, userId, currentToken);
    return rotateCalendarToken(tx, userId);
  });
  const i18n = recipientI18n(user.locale);
  const name = user.fullname;
  await sendMail({
    to: user.email,
    subject: i18n._(msg`Your TenderLink password was changed`),
    text: [
      i18n._(msg`Hello ${name},`),
      "",
      i18n._(
        msg`Your TenderLink password was just changed, and every other browser and app signed in to your account was signed out.`,
      ),
      ...(calendarToken
        ? [
            i18n._(
              msg`Your private calendar link was replaced too: calendars that use the old one stop updating. The new link was shown when the password was changed; you can also make another under Alerts, Calendar.`,
            ),
          ]
        : []),
      i18n._(msg`If you did not do this, choose a new password at once:`),
      `${config().appUrl}/forgot-password`,
      "",
    ].join("\n"),
  }).catch((error: unknown) => {
    // A lost notice must not make the change look failed.
    logger.error({ err: error }, "password change notice failed");
  });
  return { calendarUrl: calendarToken ? calendarFeedUrl(calendarToken) : null };
}
