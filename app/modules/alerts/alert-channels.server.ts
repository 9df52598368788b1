import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { recipientI18n } from "~/modules/auth/recipient-i18n.server";
import { config } from "~/server/config.server";
import { sendMail } from "~/server/mailer.server";
import { hashToken, newToken } from "~/server/tokens.server";
import { AlertChannel } from "./alert-channel.entity";
import { ALERT_CHANNELS, type AlertChannelKind } from "./alert-profile.entity";

const EMAIL_VERIFICATION_HOURS = 24;

export interface ChannelStatus {
  kind: AlertChannelKind;
  address: string | null;
  verified: boolean;
  unsubscribed: boolean;
  /** Verified and not unsubscribed: the only state in which alerts go out. */
  active: boolean;
  pending: boolean;
}

/**
 * Stores a pending proof for an address (an e-mail link or an SMS code): only the secret's hash
 * and its expiry, with no failed tries yet; asking again replaces the previous proof.
 */
export async function savePendingVerification(
  em: EntityManager,
  userId: number,
  kind: "email" | "sms",
  address: string,
  secretHash: string,
  expiresAt: Date,
): Promise<void> {
  await em.execute(
    `insert into alert_channels (user_id, kind, address, verification_hash, verification_expires_at,
       verification_attempts, created_at, updated_at)
     values (?, ?, ?, ?, ?, 0, now(), now())
     on conflict (user_id, kind) do update set
       address = excluded.address,
       verification_hash = excluded.verification_hash,
       verification_expires_at = excluded.verification_expires_at,
       verification_attempts = 0,
       -- A different address must be proven again before it receives anything.
       verified_at = case when alert_channels.address = excluded.address
                          then alert_channels.verified_at end,
       updated_at = now()`,
    [userId, kind, address, secretHash, expiresAt],
  );
}

/** Every channel kind with its state for this user (missing rows are "not set up"). */
export async function channelStatuses(em: EntityManager, userId: number): Promise<ChannelStatus[]> {
  const rows = await em.find(AlertChannel, { user: userId });
  const now = Date.now();
  return ALERT_CHANNELS.map((kind) => {
    const row = rows.find((channel) => channel.kind === kind);
    const verified = Boolean(row?.verifiedAt);
    const unsubscribed = Boolean(row?.unsubscribedAt);
    return {
      kind,
      address: row?.address ?? null,
      verified,
      unsubscribed,
      active: verified && !unsubscribed,
      pending: Boolean(
        row?.verificationHash &&
        row.verificationExpiresAt &&
        row.verificationExpiresAt.getTime() > now,
      ),
    };
  });
}

/**
 * Sends a single-use link (24 h) that proves the user reads the account's mailbox. The address
 * is the account e-mail; asking again replaces the previous link.
 */
export async function requestEmailVerification(
  em: EntityManager,
  user: { id: number; email: string; fullname: string; locale?: string | null },
): Promise<void> {
  const token = newToken();
  const expires = new Date(Date.now() + EMAIL_VERIFICATION_HOURS * 3600_000);
  await savePendingVerification(em, user.id, "email", user.email, hashToken(token), expires);
  const link = `${config().appUrl}/alerts/verify-email?${new URLSearchParams({ token })}`;
  const i18n = recipientI18n(user.locale);
  const name = user.fullname;
  const hours = EMAIL_VERIFICATION_HOURS;
  await sendMail({
    to: user.email,
    subject: i18n._(msg`Confirm your e-mail for tender alerts`),
    text: [
      i18n._(msg`Hello ${name},`),
      "",
      i18n._(msg`Open this link to receive your TenderLink tender alerts by e-mail:`),
      link,
      "",
      i18n._(msg`The link works once and expires in ${hours} hours.`),
      i18n._(msg`If you did not ask for alerts, ignore this message.`),
    ].join("\n"),
  });
}

/**
 * Marks the e-mail channel verified (and subscribed again) for a valid, unexpired token; the
 * token is consumed. Returns false for an unknown, used or expired token.
 */
export async function verifyEmailToken(em: EntityManager, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const rows = await em.execute<{ id: number }[]>(
    `update alert_channels set verified_at = now(), unsubscribed_at = null,
       verification_hash = null, verification_expires_at = null, updated_at = now()
     where kind = 'email' and verification_hash = ? and verification_expires_at > now()
     returning id`,
    [hashToken(token)],
  );
  return rows.length > 0;
}

/**
 * Every unused proof of the user's channels stops working (an e-mail verification link, an SMS
 * code, a Telegram link code), channels already linked stay as they are: for an account that
 * is deactivated, whose alerts stop anyway.
 */
export async function dropPendingVerifications(em: EntityManager, userId: number): Promise<void> {
  await em.execute(
    `update alert_channels set verification_hash = null, verification_expires_at = null,
       updated_at = now()
     where user_id = ? and verification_hash is not null`,
    [userId],
  );
}

/** Stops alerts on one channel (one-click unsubscribe); verifying again resumes them. */
export async function unsubscribeChannel(
  em: EntityManager,
  userId: number,
  channel: AlertChannelKind,
): Promise<void> {
  await em.execute(
    `update alert_channels set unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
     where user_id = ? and kind = ?`,
    [userId, channel],
  );
}
