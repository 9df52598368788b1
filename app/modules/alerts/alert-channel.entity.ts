import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { User } from "~/modules/auth/user.entity";
import { ALERT_CHANNELS } from "./alert-profile.entity";

/**
 * Where a user's alerts go on one channel: an e-mail address, a Telegram chat id or a phone.
 * Only a verified channel receives alerts. A pending verification keeps the hash of its
 * one-time token (mail link, Telegram deep link) or code (SMS) and when it expires.
 */
export const AlertChannel = defineEntity({
  name: "AlertChannel",
  tableName: "alert_channels",
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade"),
    kind: p.enum([...ALERT_CHANNELS]),
    address: p.string().length(254).nullable(),
    verifiedAt: p.datetime().nullable(),
    verificationHash: p.string().length(64).nullable().unique(),
    verificationExpiresAt: p.datetime().nullable(),
    verificationAttempts: p.integer().default(0),
    /** Set by one-click unsubscribe or Telegram /stop; cleared when re-verified. */
    unsubscribedAt: p.datetime().nullable(),
    ...timestamps,
  },
  uniques: [{ properties: ["user", "kind"] }],
});
export type AlertChannel = InferEntity<typeof AlertChannel>;
