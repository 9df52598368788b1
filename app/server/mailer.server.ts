import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "./config.server";
import { logger } from "./logger.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

let transport: Transporter | undefined;

/** Without SMTP_URL, messages become .eml files under DATA_DIR/mail for development and tests. */
function mailTransport(): Transporter {
  transport ??= config().smtpUrl
    ? nodemailer.createTransport(config().smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return transport;
}

export async function sendMail(message: MailMessage): Promise<void> {
  const info = await mailTransport().sendMail({ from: config().mailFrom, ...message });
  if (config().smtpUrl) return;
  const dir = config().mailDir;
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  logger.info({ to: message.to, subject: message.subject, file }, "mail written to file");
}
