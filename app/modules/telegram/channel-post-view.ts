import type { ChannelPostState } from "./telegram-channel-post.entity";

/** A tender's channel post as the admin edit page shows it. */
export interface ChannelPostView {
  state: ChannelPostState;
  attempts: number;
  lastError: string | null;
  postedAt: string | null;
  /** The post on t.me, for a channel with a public @name. */
  messageUrl: string | null;
}
