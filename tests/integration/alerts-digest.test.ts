import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PgBoss } from "pg-boss";
import type { SendJob } from "~/modules/alerts/alert-jobs";
import { unsubscribeChannel } from "~/modules/alerts/alert-channels.server";
import { registerAlertsQueue } from "~/modules/alerts/alerts-queue.server";
import { DeliveryFailedError, deliverMessage } from "~/modules/alerts/deliveries.server";
import { buildDigests } from "~/modules/alerts/digest.server";
import { buildChangeNotices, buildDeadlineReminders } from "~/modules/alerts/notices.server";
import {
  readUnsubscribeLink,
  unsubscribeQuery,
  unsubscribeUrl,
} from "~/modules/alerts/unsubscribe-link.server";
import { createTender, updateTender } from "~/modules/tenders/tender-commands.server";
import { config } from "~/server/config.server";
import { createAccounts } from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { AlertFixtures, recordingTransport, tenderInput } from "./alerts-fixtures";

const db = setupTestDatabase();
let f: AlertFixtures;
beforeAll(() => {
  f = new AlertFixtures(db.url);
});
afterAll(() => f.close());

async function digestsFor(userId: number) {
  return (await buildDigests(f.db)).filter((job) => job.userId === userId);
}

async function deliveryRows(messageKey: string) {
  const { rows } = await f.pool.query(
    "select status, attempts, last_error from alert_deliveries where message_key = $1 order by id",
    [messageKey],
  );
  return rows as { status: string; attempts: number; last_error: string | null }[];
}

describe("daily digest", () => {
  it("lists the newest 20 matches with why, closing date and link, then 'see all N'", async () => {
    const user = await f.user("digest");
    await f.channel(user.id, "email", user.email);
    await f.profile(user.id, { name: "Desks", include: "platypusdesk" });
    const closing = new Date("2026-12-21T07:00:00Z");
    for (let i = 1; i <= 25; i++) {
      await f.tender({
        title: `Platypusdesk lot ${i}`,
        publishedAt: new Date(Date.now() - (30 - i) * 60_000),
        closingDate: closing,
      });
    }
    const [job, ...others] = await digestsFor(user.id);
    expect(others).toEqual([]);
    expect(job!.items).toHaveLength(20);
    expect(job!.total).toBe(25);

    const email = recordingTransport();
    expect(await deliverMessage(f.pool, job!, () => email.transport)).toBe("sent");
    const [{ address, message }] = email.sent as [(typeof email.sent)[number]];
    expect(address).toBe(user.email);
    expect(message.subject).toBe("25 new tenders matching your alerts");
    expect(message.text).toContain("1. Platypusdesk lot 25");
    expect(message.text).toContain('Why: matches "Desks" (platypusdesk)');
    expect(message.text).toContain("Closes: 21 Dec 2026, 10:00 EAT");
    expect(message.text).not.toContain("Platypusdesk lot 5\n");
    expect(message.text).toContain(
      `See all 25 matching tenders: ${config().appUrl}/home?q=platypusdesk`,
    );
    expect(message.text).toContain(`Manage alerts: ${config().appUrl}/alerts`);
    expect(message.headers?.["List-Unsubscribe"]).toBe(`<${unsubscribeUrl(user.id, "email")}>`);
    expect(message.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await deliveryRows(job!.messageKey)).toHaveLength(20);
  });

  it("builds a user's digest only in the part (user id modulo parts) the user belongs to", async () => {
    const user = await f.user("part");
    await f.channel(user.id, "email", user.email);
    await f.profile(user.id, { include: "wallabyvan" });
    await f.tender({ title: "Wallabyvan hire" });
    const now = new Date();
    const other = { index: (user.id + 1) % 2, count: 2 };
    const own = { index: user.id % 2, count: 2 };
    const mine = (jobs: SendJob[]) => jobs.filter((job) => job.userId === user.id);
    expect(mine(await buildDigests(f.db, now, other))).toEqual([]);
    expect(mine(await buildDigests(f.db, now, own))).toHaveLength(1);
  });

  it("sends nothing when nothing matches, and moves the window on", async () => {
    const user = await f.user("quiet");
    await f.channel(user.id, "email", user.email);
    await f.profile(user.id, { include: "nothingmatchesthisword" });
    expect(await digestsFor(user.id)).toEqual([]);
    const row = await f.one<{ last_digest_at: Date | null }>(
      "select last_digest_at from users where id = $1",
      [user.id],
    );
    expect(row.last_digest_at).not.toBeNull();
  });

  it("never sends twice: a second build, a repeated job or two jobs at once send one mail", async () => {
    const user = await f.user("once");
    await f.channel(user.id, "email", user.email);
    await f.profile(user.id, { include: "echidnachair" });
    await f.tender({ title: "Echidnachair supply" });
    const [job] = await digestsFor(user.id);
    expect(await digestsFor(user.id)).toEqual([]);
    // Even with the window reset, the delivery rows keep the tender out of a second digest.
    await f.pool.query("update users set last_digest_at = null where id = $1", [user.id]);
    expect(await digestsFor(user.id)).toEqual([]);

    const email = recordingTransport();
    const results = await Promise.all([
      deliverMessage(f.pool, job!, () => email.transport),
      deliverMessage(f.pool, job!, () => email.transport),
    ]);
    expect(results.sort()).toEqual(["nothing-to-send", "sent"]);
    expect(await deliverMessage(f.pool, job!, () => email.transport)).toBe("nothing-to-send");
    expect(email.sent).toHaveLength(1);
    expect(await deliveryRows(job!.messageKey)).toEqual([
      { status: "sent", attempts: 1, last_error: null },
    ]);
  });

  it("records a failing SMS gateway and retries it, while the e-mail still goes out", async () => {
    const user = await f.user("sms");
    await f.channel(user.id, "email", user.email);
    await f.channel(user.id, "sms", "0911223344");
    await f.profile(user.id, { include: "koalagate", channels: ["email", "sms"] });
    const tender = await f.tender({
      title: "Koalagate rehabilitation of the main gate of the compound",
    });
    const jobs = await digestsFor(user.id);
    const sms = jobs.find((job) => job.channel === "sms")!;
    const mail = jobs.find((job) => job.channel === "email")!;

    let gatewayDown = true;
    const smsTransport = recordingTransport(() => gatewayDown);
    const email = recordingTransport();
    const transports = (kind: string) => (kind === "sms" ? smsTransport : email).transport;

    await expect(deliverMessage(f.pool, sms, transports)).rejects.toBeInstanceOf(
      DeliveryFailedError,
    );
    expect(await deliveryRows(sms.messageKey)).toEqual([
      { status: "failed", attempts: 1, last_error: "gateway unreachable" },
    ]);
    expect(await deliverMessage(f.pool, mail, transports)).toBe("sent");
    expect(email.sent).toHaveLength(1);

    gatewayDown = false;
    expect(await deliverMessage(f.pool, sms, transports)).toBe("sent");
    expect(await deliveryRows(sms.messageKey)).toEqual([
      { status: "sent", attempts: 2, last_error: null },
    ]);
    const text = smsTransport.sent[0]!.message.text;
    expect(text).toBe(
      `New tender: Koalagate rehabilitation of the main gate of the compound\n${config().appUrl}/tenders/${tender}`,
    );
  });
});

describe("unsubscribe links", () => {
  it("verify their signature, and an unsubscribed channel gets no further mail", async () => {
    const user = await f.user("unsub");
    await f.channel(user.id, "email", user.email);
    await f.profile(user.id, { include: "lemurlamp" });
    await f.tender({ title: "Lemurlamp supply" });
    const [job] = await digestsFor(user.id);

    const valid = new URLSearchParams(unsubscribeQuery(user.id, "email"));
    expect(readUnsubscribeLink(valid)).toEqual({ userId: user.id, channel: "email" });
    const forgedUser = new URLSearchParams(valid);
    forgedUser.set("u", String(user.id + 1));
    expect(readUnsubscribeLink(forgedUser)).toBeNull();
    const otherChannel = new URLSearchParams(valid);
    otherChannel.set("c", "sms");
    expect(readUnsubscribeLink(otherChannel)).toBeNull();
    expect(readUnsubscribeLink(new URLSearchParams("u=1&c=email&s=x"))).toBeNull();

    await unsubscribeChannel(db.em(), user.id, "email");
    const email = recordingTransport();
    expect(await deliverMessage(f.pool, job!, () => email.transport)).toBe("channel-inactive");
    expect(email.sent).toEqual([]);
    await f.tender({ title: "Lemurlamp spare parts" });
    expect(await digestsFor(user.id)).toEqual([]);
  });
});

describe("saved tenders: deadline reminders and change notices", () => {
  it("reminds once before the closing date", async () => {
    const user = await f.user("deadline");
    await f.channel(user.id, "email", user.email);
    const soon = await f.tender({
      title: "Tapirtruck lease",
      closingDate: new Date(Date.now() + 20 * 3600_000),
    });
    const later = await f.tender({
      title: "Tapirtruck purchase",
      closingDate: new Date(Date.now() + 80 * 3600_000),
    });
    for (const id of [soon, later]) {
      await f.pool.query(
        "insert into saved_tenders (user_id, tender_id, created_at, updated_at) values ($1, $2, now(), now())",
        [user.id, id],
      );
    }
    const mine = (jobs: SendJob[]) => jobs.filter((job) => job.userId === user.id);
    const jobs = mine(await buildDeadlineReminders(f.db, new Date(), 48));
    expect(jobs.map((job) => job.items[0]!.tenderId)).toEqual([soon]);
    expect(mine(await buildDeadlineReminders(f.db, new Date(), 48))).toEqual([]);

    const email = recordingTransport();
    await deliverMessage(f.pool, jobs[0]!, () => email.transport);
    await deliverMessage(f.pool, jobs[0]!, () => email.transport);
    expect(email.sent).toHaveLength(1);
    expect(email.sent[0]!.message.subject).toBe("Closing soon: Tapirtruck lease");
  });

  it("sends a change notice when a saved tender's closing date changes", async () => {
    const em = db.em();
    const { admin } = await createAccounts(em, "alerts-change");
    const language = await f.named("languages", "English");
    const source = await f.named("sources", "Ethiopian Herald");
    const region = await f.named("regions", "Oromia");
    const queued: { name: string; data: Record<string, unknown> }[] = [];
    registerAlertsQueue({
      send: async (name: string, data: Record<string, unknown>) => {
        queued.push({ name, data });
        return "job";
      },
      // Published jobs are queued in one insert (many at once for a scheduled import).
      insert: async (name: string, jobs: { data: Record<string, unknown> }[]) => {
        for (const job of jobs) queued.push({ name, data: job.data });
        return null;
      },
    } as unknown as PgBoss);
    try {
      const input = tenderInput({
        title: "Okapifence works",
        closingDate: new Date("2026-12-01T07:00:00Z"),
        tenderLanguageId: language,
        tenderSourceId: source,
        tenderRegionId: region,
      });
      const { id } = await createTender(em, admin, input);
      expect(queued).toEqual([{ name: "tender-published", data: { tenderId: id } }]);

      await updateTender(db.em(), admin, { ...input, id, title: "Okapifence works (renamed)" });
      expect(queued).toHaveLength(1);
      await updateTender(db.em(), admin, {
        ...input,
        id,
        closingDate: new Date("2026-12-08T07:00:00Z"),
      });
      expect(queued[1]).toMatchObject({
        name: "tender-changed",
        data: { tenderId: id, changes: ["closing date"] },
      });

      const user = await f.user("change");
      await f.channel(user.id, "email", user.email);
      await f.pool.query(
        "insert into saved_tenders (user_id, tender_id, created_at, updated_at) values ($1, $2, now(), now())",
        [user.id, id],
      );
      const changed = queued[1]!.data as { tenderId: number; version: number; changes: string[] };
      const jobs = await buildChangeNotices(f.db, changed);
      expect(await buildChangeNotices(f.db, changed)).toEqual([]);
      const email = recordingTransport();
      await deliverMessage(f.pool, jobs[0]!, () => email.transport);
      expect(email.sent[0]!.message.subject).toBe("Tender updated: Okapifence works");
      expect(email.sent[0]!.message.text).toContain("Changed: closing date");
      expect(email.sent[0]!.message.text).toContain("Closes: 8 Dec 2026, 10:00 EAT");
    } finally {
      registerAlertsQueue(null);
    }
  });
});
