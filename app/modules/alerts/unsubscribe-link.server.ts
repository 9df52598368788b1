import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "~/server/config.server";
import { ALERT_CHANNELS, type AlertChannelKind } from "./alert-profile.entity";

/**
 * One-click unsubscribe links need no session (mail clients POST them, RFC 8058), so the link
 * itself proves who it is for: an HMAC-SHA256 with SESSION_SECRET over user id and channel.
 */
function signature(userId: number, channel: AlertChannelKind): string {
  return createHmac("sha256", config().sessionSecret)
    .update(`alerts-unsubscribe:${userId}:${channel}`)
    .digest("base64url");
}

export function unsubscribeQuery(userId: number, channel: AlertChannelKind): string {
  return new URLSearchParams({
    u: String(userId),
    c: channel,
    s: signature(userId, channel),
  }).toString();
}

export function unsubscribeUrl(userId: number, channel: AlertChannelKind): string {
  return `${config().appUrl}/alerts/unsubscribe?${unsubscribeQuery(userId, channel)}`;
}

/** The (user, channel) a link was signed for, or null for a forged, altered or garbled link. */
export function readUnsubscribeLink(
  params: URLSearchParams,
): { userId: number; channel: AlertChannelKind } | null {
  const user = params.get("u") ?? "";
  const channel = params.get("c") ?? "";
  const given = Buffer.from(params.get("s") ?? "");
  if (!/^\d{1,10}$/.test(user) || !ALERT_CHANNELS.includes(channel as AlertChannelKind)) {
    return null;
  }
  const userId = Number(user);
  const expected = Buffer.from(signature(userId, channel as AlertChannelKind));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, channel: channel as AlertChannelKind };
}
