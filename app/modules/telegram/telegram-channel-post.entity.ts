import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { Tender } from "~/modules/tenders/tender.entity";
import { timestamps } from "~/server/timestamps";

const CHANNEL_POST_STATES = [
  "queued",
  "sending",
  "posted",
  "withdrawing",
  "withdrawn",
  "skipped",
  "failed",
] as const;
export type ChannelPostState = (typeof CHANNEL_POST_STATES)[number];
export type WithdrawReason = "cancelled" | "deleted";

/**
 * A published tender's post in the public Telegram channel: one per tender (the unique key is
 * what keeps a second worker or a retried job from posting it twice). `title` is the last title
 * posted, for the edit that withdraws it once the tender is gone.
 */
export const TelegramChannelPost = defineEntity({
  name: "TelegramChannelPost",
  tableName: "telegram_channel_posts",
  properties: {
    id: p.integer().primary(),
    tender: () => p.manyToOne(Tender).deleteRule("set null").nullable().unique(),
    channelId: p.string().length(64),
    messageId: p.bigint("number").nullable(),
    state: p.enum([...CHANNEL_POST_STATES]).default("queued"),
    withdrawReason: p.enum(["cancelled", "deleted"]).nullable(),
    title: p.string().length(500).nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime(),
    lastAttemptAt: p.datetime().nullable(),
    postedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type TelegramChannelPost = InferEntity<typeof TelegramChannelPost>;
