import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { registerUser, verifyLogin } from "~/modules/auth/accounts.server";
import { PasswordResetToken } from "~/modules/auth/password-reset-token.entity";
import { requestPasswordReset, resetPassword } from "~/modules/auth/password-reset.server";
import { config } from "~/server/config.server";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();

function mailsTo(address: string): string[] {
  const dir = config().mailDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .filter((mail) => mail.includes(`To: ${address}`));
}

function tokenFrom(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return unfolded.match(/reset-password\?token=([\w-]+)/)![1]!;
}

describe("password reset", () => {
  it("mails a link whose token works once", async () => {
    const email = `reset-${Date.now()}@example.et`;
    await registerUser(db.em(), { fullname: "R", email, phone: "0911", password: "old-password" });
    await requestPasswordReset(db.em(), email);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const token = tokenFrom(mails[0]!);
    const stored = await db.em().findOneOrFail(PasswordResetToken, { user: { email } });
    expect(stored.tokenHash).not.toBe(token);

    expect(await resetPassword(db.em(), token, "new-password")).toBe(true);
    expect(await verifyLogin(db.em(), email, "new-password")).not.toBeNull();
    expect(await verifyLogin(db.em(), email, "old-password")).toBeNull();
    expect(await resetPassword(db.em(), token, "third-password")).toBe(false);
  });

  it("refuses an expired token", async () => {
    const email = `expired-${Date.now()}@example.et`;
    await registerUser(db.em(), { fullname: "E", email, phone: "0911", password: "old-password" });
    await requestPasswordReset(db.em(), email);
    const token = tokenFrom(mailsTo(email)[0]!);
    await db
      .em()
      .nativeUpdate(
        PasswordResetToken,
        { user: { email } },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    expect(await resetPassword(db.em(), token, "new-password")).toBe(false);
    expect(await verifyLogin(db.em(), email, "old-password")).not.toBeNull();
  });

  it("sends nothing for an unknown address and does not say so", async () => {
    await expect(requestPasswordReset(db.em(), "nobody@example.et")).resolves.toBeUndefined();
    expect(mailsTo("nobody@example.et")).toHaveLength(0);
  });
});
