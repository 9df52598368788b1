import fs from "node:fs";
import path from "node:path";
import { config } from "~/server/config.server";

/** The raw mails the file mailer wrote to `address` (the mail folder is shared by test files). */
export function mailsTo(address: string): string[] {
  const dir = config().mailDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .filter((mail) => mail.includes(`To: ${address}`));
}

/** The token of the reset link in a raw (quoted-printable) password reset mail. */
export function resetTokenFrom(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return unfolded.match(/reset-password\?token=([\w-]+)/)![1]!;
}
