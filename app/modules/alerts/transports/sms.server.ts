import { toE164 } from "~/modules/phone/ethiopian-phone";
import { smsProvider } from "../sms-providers.server";
import type { ChannelTransport } from "./transport";

/** SMS through the configured provider; the address is a phone number in any Ethiopian form. */
export const smsTransport: ChannelTransport = {
  async send(phone, message) {
    const to = toE164(phone);
    // Recorded as a failed delivery: a provider would bill us for a number that cannot exist.
    if (!to) throw new Error(`SMS not sent: "${phone}" is not an Ethiopian mobile number`);
    await smsProvider().send(to, message.text);
  },
};
