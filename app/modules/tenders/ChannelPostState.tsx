import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ChannelPostView } from "~/modules/telegram/channel-post-view";
import type { ChannelPostState as State } from "~/modules/telegram/telegram-channel-post.entity";
import { formatDateTime } from "./format";
import { usePageLocale } from "./page-locale";

const STATES: Record<State, MessageDescriptor> = {
  queued: msg`waiting its turn`,
  sending: msg`being posted`,
  posted: msg`posted`,
  withdrawing: msg`being marked withdrawn`,
  withdrawn: msg`marked withdrawn`,
  skipped: msg`not posted (withdrawn first)`,
  failed: msg`failed`,
};

export function ChannelPostState({ post }: { post: ChannelPostView | null }) {
  const { i18n } = useLingui();
  const locale = usePageLocale();
  if (!post) return null;
  const state = i18n._(STATES[post.state]);
  const at = formatDateTime(post.postedAt, locale);
  const attempts = post.attempts;
  const lastError = post.lastError;
  return (
    <p className="channel-post-state">
      <Trans>Telegram channel: {state}</Trans>
      {post.postedAt && (
        <>
          {" · "}
          <Trans>posted {at}</Trans>
        </>
      )}
      {post.messageUrl && (
        <>
          {" · "}
          <a href={post.messageUrl}>
            <Trans>View post</Trans>
          </a>
        </>
      )}
      {lastError && (
        <>
          {" · "}
          <Trans>
            {attempts} attempts, last error: {lastError}
          </Trans>
        </>
      )}
    </p>
  );
}
