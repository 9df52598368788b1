import { smsProvider, toE164 } from "../sms-providers.server";
import type { ChannelTransport } from "./transport";

/** SMS through the configured provider; the address is a phone number in any Ethiopian form. */
export const smsTransport: ChannelTransport = {
  async send(phone, message) {
    await smsProvider().send(toE164(phone), message.text);
  },
};
