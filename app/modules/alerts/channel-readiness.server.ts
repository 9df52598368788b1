import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { serverI18n } from "~/i18n/catalogues.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { config } from "~/server/config.server";
import type { ChannelStatus } from "./alert-channels.server";
import { channelConfig } from "./channel-config.server";
import type { AlertChannelKind } from "./alert-profile.entity";

const NAMES: Record<AlertChannelKind, MessageDescriptor> = {
  email: msg`E-mail`,
  telegram: msg`Telegram`,
  sms: msg`SMS`,
};

/**
 * Whether this server really delivers on each channel. Without SMTP_URL, TELEGRAM_BOT_TOKEN or
 * SMS_PROVIDER the messages are only written to the development outbox (DATA_DIR) and never
 * reach anyone, which a user must be told rather than shown 'Daily digest by E-mail'.
 */
export function channelDelivery(): Record<AlertChannelKind, boolean> {
  const channels = channelConfig();
  return {
    email: Boolean(config().smtpUrl),
    telegram: Boolean(channels.telegram.botToken),
    sms: Boolean(channels.sms.provider),
  };
}

function notVerified(channel: ChannelStatus, i18n: I18n): string {
  if (channel.unsubscribed) {
    switch (channel.kind) {
      case "email":
        return i18n._(
          msg`E-mail alerts were unsubscribed: nothing will be sent by E-mail until you verify it again.`,
        );
      case "telegram":
        return i18n._(
          msg`Telegram alerts were unsubscribed: nothing will be sent by Telegram until you verify it again.`,
        );
      case "sms":
        return i18n._(
          msg`SMS alerts were unsubscribed: nothing will be sent by SMS until you verify it again.`,
        );
    }
  }
  if (channel.kind === "email") {
    return channel.pending
      ? i18n._(
          msg`E-mail not verified yet: nothing will be sent until you open the link we e-mailed you.`,
        )
      : i18n._(
          msg`E-mail not verified yet: nothing will be sent until you confirm it (Verify e-mail below).`,
        );
  }
  if (channel.kind === "telegram") {
    return i18n._(msg`Telegram not linked yet: nothing will be sent there until you link it.`);
  }
  return channel.pending
    ? i18n._(msg`SMS not verified yet: nothing will be sent until you enter the code we sent.`)
    : i18n._(msg`SMS not verified yet: nothing will be sent until you verify your phone number.`);
}

/**
 * Why an alert profile's messages would not arrive, in plain words, one line per channel it
 * uses: a channel that is not verified (or was unsubscribed), or one this server cannot send on.
 * Empty when every chosen channel delivers.
 */
export function deliveryGaps(
  profileChannels: AlertChannelKind[],
  channels: ChannelStatus[],
  delivery: Record<AlertChannelKind, boolean> = channelDelivery(),
  i18n: I18n = serverI18n(DEFAULT_LOCALE),
): string[] {
  return profileChannels.flatMap((kind) => {
    const channel = channels.find((candidate) => candidate.kind === kind);
    const gaps = channel && !channel.active ? [notVerified(channel, i18n)] : [];
    if (!delivery[kind]) {
      const name = i18n._(NAMES[kind]);
      gaps.push(
        i18n._(
          msg`${name} sending is not set up on this server yet: alerts are kept in its outbox and will not reach you.`,
        ),
      );
    }
    return gaps;
  });
}
