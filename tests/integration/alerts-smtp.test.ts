// End to end over real SMTP on loopback: the mailer is pointed at an smtp-server instance before
// any app module reads its configuration (modules are imported only after SMTP_URL is set).
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "./database";
import { AlertFixtures } from "./alerts-fixtures";
import { smtpCapture } from "./smtp-capture";

const smtp = smtpCapture();
const received = smtp.received;

const db = setupTestDatabase();
let f: AlertFixtures;
beforeAll(async () => {
  process.env.SMTP_URL = await smtp.listen();
  f = new AlertFixtures(db.url);
});
afterAll(async () => {
  await f.close();
  await smtp.close();
});

function mailTo(address: string): ParsedMail | undefined {
  return smtp.mailsTo(address)[0];
}

describe("alert e-mail over SMTP", () => {
  it("delivers the verification mail, whose link verifies the channel once", async () => {
    const { requestEmailVerification, verifyEmailToken, channelStatuses } =
      await import("~/modules/alerts/alert-channels.server");
    const user = await f.user("smtp-verify");
    await requestEmailVerification(db.em(), { ...user, fullname: "Hana" });
    const mail = mailTo(user.email)!;
    expect(mail.subject).toBe("Confirm your e-mail for tender alerts");
    const link = /https?:\/\/\S+\/alerts\/verify-email\?token=\S+/.exec(mail.text ?? "")![0];
    const token = new URL(link).searchParams.get("token")!;
    expect(await verifyEmailToken(db.em(), token)).toBe(true);
    expect(await verifyEmailToken(db.em(), token)).toBe(false);
    const email = (await channelStatuses(db.em(), user.id)).find((c) => c.kind === "email");
    expect(email).toMatchObject({ active: true, address: user.email });
  });

  it("delivers the digest with titles, why-matched text and one-click unsubscribe headers", async () => {
    const { buildDigests } = await import("~/modules/alerts/digest.server");
    const { deliverMessage } = await import("~/modules/alerts/deliveries.server");
    const { unsubscribeUrl } = await import("~/modules/alerts/unsubscribe-link.server");
    const user = await f.user("smtp-digest");
    await f.channel(user.id, "email", user.email);
    await f.profile(user.id, { name: "Solar", include: "ocelotpanel", exclude: "refurbished" });
    await f.tender({ title: "Ocelotpanel installation for clinics" });
    await f.tender({ title: "Refurbished ocelotpanel resale" });
    const jobs = (await buildDigests(f.db)).filter((job) => job.userId === user.id);
    expect(jobs).toHaveLength(1);
    await deliverMessage(f.pool, jobs[0]!);
    await deliverMessage(f.pool, jobs[0]!);

    const mails = received.filter((mail) => mail.subject?.includes("matching your alerts"));
    const mine = mails.filter((mail) => mail === mailTo(user.email));
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail.subject).toBe("1 new tender matching your alerts");
    expect(mail.text).toContain("Ocelotpanel installation for clinics");
    expect(mail.text).not.toContain("Refurbished");
    expect(mail.text).toContain('Why: matches "Solar" (ocelotpanel)');
    expect(mail.html).toContain("Ocelotpanel installation for clinics");
    const url = unsubscribeUrl(user.id, "email");
    const header = (key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, " ");
    expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <${url}>`);
    expect(header("list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
  });
});
