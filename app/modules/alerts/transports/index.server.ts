import type { AlertChannelKind } from "../alert-profile.entity";
import { emailTransport } from "./email.server";
import { smsTransport } from "./sms.server";
import { telegramTransport } from "./telegram.server";
import type { ChannelTransport } from "./transport";

const TRANSPORTS: Record<AlertChannelKind, ChannelTransport> = {
  email: emailTransport,
  telegram: telegramTransport,
  sms: smsTransport,
};

/** The configured transport of a channel (each picks SMTP/files, Bot API, SMS gateway itself). */
export function transportFor(kind: AlertChannelKind): ChannelTransport {
  return TRANSPORTS[kind];
}
