import type { EntityManager } from "@mikro-orm/postgresql";
import type { Db as IDatabase } from "pg-boss";
import { channelConfig } from "~/modules/alerts/channel-config.server";
import { TelegramChannelPost, type WithdrawReason } from "./telegram-channel-post.entity";
import type { ChannelPostView } from "./channel-post-view";

/** Channel posts need a bot (the channel's admin) and a channel. */
export function channelPostingEnabled(): boolean {
  const { botToken, channelId } = channelConfig().telegram;
  return Boolean(botToken && channelId);
}

/** In the announcing transaction; the unique tender key makes a second one queue nothing. */
export async function queueChannelPosts(db: IDatabase, tenderIds: number[]): Promise<void> {
  const { channelId } = channelConfig().telegram;
  if (!channelId || !tenderIds.length) return;
  await db.executeSql(
    `insert into telegram_channel_posts (tender_id, channel_id)
     select id, $2 from unnest($1::int[]) as id
     on conflict (tender_id) do nothing`,
    [tenderIds, channelId],
  );
}

/** Before the tender row goes: a made post is edited to say so, a queued one never made. */
export async function withdrawChannelPost(
  em: EntityManager,
  tenderId: number,
  reason: WithdrawReason,
): Promise<void> {
  await em.execute(
    `update telegram_channel_posts p set
       withdraw_reason = ?,
       title = coalesce((select t.title from tenders t where t.id = p.tender_id), p.title),
       state = case when p.message_id is not null then 'withdrawing'
                    when p.state = 'queued' then 'skipped' else p.state end,
       attempts = case when p.message_id is not null then 0 else p.attempts end,
       next_attempt_at = now(), updated_at = now()
     where p.tender_id = ?`,
    [reason, tenderId],
  );
}

/** What admins see on the tender's edit page, or null when it has no channel post. */
export async function channelPostOfTender(
  em: EntityManager,
  tenderId: number,
): Promise<ChannelPostView | null> {
  const post = await em.findOne(TelegramChannelPost, { tender: tenderId });
  if (!post) return null;
  const publicName = post.channelId.startsWith("@") ? post.channelId.slice(1) : null;
  return {
    state: post.state,
    attempts: post.attempts,
    lastError: post.lastError ?? null,
    postedAt: post.postedAt?.toISOString() ?? null,
    messageUrl:
      publicName && post.messageId ? `https://t.me/${publicName}/${post.messageId}` : null,
  };
}
