import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { User } from "~/modules/auth/user.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { ALERT_CHANNELS } from "./alert-profile.entity";

const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;

/**
 * One thing told to one user on one channel. The unique key (user, channel, tender, reason)
 * makes a retry or a second worker unable to send the same thing twice: `reason` names the
 * occasion, e.g. `digest:2026-11-23`, `immediate`, `deadline`, `change:<version>`.
 * A digest message covers many tenders: each tender gets its row, all sharing `messageKey`.
 */
export const AlertDelivery = defineEntity({
  name: "AlertDelivery",
  tableName: "alert_deliveries",
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade"),
    channel: p.enum([...ALERT_CHANNELS]),
    tender: () => p.manyToOne(Tender).deleteRule("cascade").index(),
    reason: p.string().length(80),
    messageKey: p.string().length(120).index(),
    status: p.enum([...DELIVERY_STATUSES]).default("pending"),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    ...timestamps,
  },
  uniques: [{ properties: ["user", "channel", "tender", "reason"] }],
  indexes: [{ properties: ["createdAt"] }, { properties: ["status", "channel"] }],
});
export type AlertDelivery = InferEntity<typeof AlertDelivery>;
