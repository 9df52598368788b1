import { sendMail } from "~/server/mailer.server";
import type { ChannelTransport } from "./transport";

/** E-mail through the app's mailer: SMTP_URL, or .eml files under DATA_DIR/mail. */
export const emailTransport: ChannelTransport = {
  async send(address, message) {
    await sendMail({ to: address, ...message });
  },
};
