// Delivery end to end: the real alerts worker (pg-boss on the test database) with the real
// transports — e-mail over SMTP to an smtp-server on loopback, SMS through the HTTP gateway and
// Telegram through the Bot API, both fake servers on loopback. App modules are imported only
// after SMTP_URL is set (the mailer reads its configuration once).
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES, type SendJob } from "~/modules/alerts/alert-jobs";
import type * as AlertsQueue from "~/modules/alerts/alerts-queue.server";
import type * as TenderCommands from "~/modules/tenders/tender-commands.server";
import type * as AdminHelpers from "./admin-helpers";
import { AlertFixtures, tenderInput } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { fakeHttpServer } from "./fake-http-server";
import { smtpCapture } from "./smtp-capture";

// The schedule under test is the default one.
delete process.env.ALERTS_DIGEST_TIME;

const smtp = smtpCapture();
beforeAll(async () => {
  process.env.SMTP_URL = await smtp.listen();
});

/** E.164 numbers whose next gateway request is refused (once), like a gateway hiccup. */
const failNextFor = new Set<string>();
const gateway = fakeHttpServer((request) => {
  const { to } = request.json as { to: string };
  if (failNextFor.delete(to)) return { status: 503, body: { error: "gateway busy" } };
  return { body: { id: `sms-${gateway.requests.length}` } };
});
const BOT_TOKEN = "4242:delivery-test";
const telegram = fakeHttpServer((request) =>
  request.path === `/bot${BOT_TOKEN}/sendMessage`
    ? { body: { ok: true, result: { message_id: telegram.requests.length } } }
    : { status: 404, body: { ok: false, description: "Not Found" } },
);

const db = setupTestDatabase();

let app: {
  queue: typeof AlertsQueue;
  tenders: typeof TenderCommands;
  admin: typeof AdminHelpers;
  appUrl: string;
};
let f: AlertFixtures;
let boss: PgBoss;
let stopWorker: (() => Promise<void>) | undefined;

beforeAll(async () => {
  process.env.SMS_PROVIDER = "http";
  process.env.SMS_GATEWAY_URL = `${gateway.url}/send`;
  process.env.TELEGRAM_API_URL = telegram.url;
  process.env.TELEGRAM_BOT_TOKEN = BOT_TOKEN;
  // A webhook secret keeps the worker from polling getUpdates on the fake Bot API.
  process.env.TELEGRAM_WEBHOOK_SECRET = "delivery-test-secret";
  const { startAlertsWorker } = await import("~/modules/alerts/worker.server");
  const { config } = await import("~/server/config.server");
  app = {
    queue: await import("~/modules/alerts/alerts-queue.server"),
    tenders: await import("~/modules/tenders/tender-commands.server"),
    admin: await import("./admin-helpers"),
    appUrl: config().appUrl,
  };
  f = new AlertFixtures(db.url);
  stopWorker = await startAlertsWorker({
    databaseUrl: db.url,
    pollingIntervalSeconds: 0.5,
    // The first retry 2–4 s after a failure (pg-boss backoff), instead of 15–30 s.
    sendRetry: { retryDelay: 2, retryBackoff: true, retryDelayMax: 4 },
  });
  boss = app.queue.alertsQueue()!;
}, 60_000);
afterAll(async () => {
  await stopWorker?.();
  await f?.close();
  await smtp.close();
});

const mailsTo = smtp.mailsTo;

function smsTo(e164: string): { to: string; message: string }[] {
  return gateway.requests
    .map((request) => request.json as { to: string; message: string })
    .filter((body) => body.to === e164);
}

function telegramTo(chatId: string): { chat_id: string; text: string }[] {
  return telegram.requests
    .map((request) => request.json as { chat_id: string; text: string })
    .filter((body) => body.chat_id === chatId);
}

interface DeliveryRow {
  channel: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  message_key: string;
}

async function deliveries(userId: number): Promise<DeliveryRow[]> {
  const { rows } = await f.pool.query(
    `select channel, status, attempts, last_error, sent_at, message_key from alert_deliveries
     where user_id = $1 order by channel, id`,
    [userId],
  );
  return rows as DeliveryRow[];
}

async function sendJob(messageKey: string) {
  const jobs = await boss.findJobs<SendJob>(QUEUES.send, { data: { messageKey } });
  expect(jobs).toHaveLength(1);
  return jobs[0]!;
}

async function stateOf(queue: string, id: string): Promise<string | undefined> {
  return (await boss.findJobs(queue, { id }))[0]?.state;
}

/** Waits until every job of `queue` has completed (none waiting, running or failed). */
async function allDone(queue: string) {
  await expect
    .poll(async () => (await boss.findJobs(queue)).filter((job) => job.state !== "completed"), {
      timeout: 20_000,
    })
    .toEqual([]);
}

describe("a failing transport", () => {
  it("is retried by pg-boss after its backoff and sent once, while the e-mail went out at once", async () => {
    const user = await f.user("retry");
    const phone = "+251911440001";
    await f.channel(user.id, "email", user.email);
    await f.channel(user.id, "sms", "0911440001");
    await f.profile(user.id, {
      name: "Cranes",
      include: "quokkacrane",
      channels: ["email", "sms"],
    });
    const tender = await f.tender({ title: "Quokkacrane hire for the dam site" });
    failNextFor.add(phone);

    const digest = await boss.send(QUEUES.digest, {});
    // The SMS failed and waits for its retry; the e-mail of the same digest is already sent.
    await expect
      .poll(async () => (await deliveries(user.id)).map((row) => [row.channel, row.status]), {
        timeout: 20_000,
        interval: 25,
      })
      .toEqual([
        ["email", "sent"],
        ["sms", "failed"],
      ]);
    const failed = (await deliveries(user.id))[1]!;
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed.last_error).toBe('SMS gateway failed (503): {"error":"gateway busy"}');
    expect(smsTo(phone)).toHaveLength(1);

    // pg-boss runs the same job again after the backoff; the gateway accepts it this time.
    await expect
      .poll(async () => (await deliveries(user.id))[1]?.status, { timeout: 20_000 })
      .toBe("sent");
    const [mailRow, smsRow] = await deliveries(user.id);
    expect(smsRow).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(mailRow).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(mailRow!.sent_at!.getTime()).toBeLessThan(smsRow!.sent_at!.getTime());

    const smsJob = await sendJob(smsRow!.message_key);
    await expect.poll(() => stateOf(QUEUES.send, smsJob.id)).toBe("completed");
    expect((await sendJob(smsRow!.message_key)).retryCount).toBe(1);
    const mailJob = await sendJob(mailRow!.message_key);
    expect(mailJob).toMatchObject({ state: "completed", retryCount: 0 });

    const sms = smsTo(phone);
    expect(sms).toHaveLength(2);
    expect(sms[1]!.message).toBe(sms[0]!.message);
    expect(sms[1]!.message).toBe(
      `New tender: Quokkacrane hire for the dam site\n${app.appUrl}/tenders/${tender}`,
    );
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("1 new tender matching your alerts");
    expect(mails[0]!.text).toContain("Quokkacrane hire for the dam site");
    expect(mails[0]!.text).toContain('Why: matches "Cranes" (quokkacrane)');
    expect(await stateOf(QUEUES.digest, digest!)).toBe("completed");

    // A duplicate job for the same message, and a second digest run, send nothing more.
    const duplicate = await boss.send(QUEUES.send, smsJob.data);
    const again = await boss.send(QUEUES.digest, {});
    await expect
      .poll(() => stateOf(QUEUES.send, duplicate!), { timeout: 20_000 })
      .toBe("completed");
    await expect.poll(() => stateOf(QUEUES.digest, again!), { timeout: 20_000 }).toBe("completed");
    await allDone(QUEUES.digestPart);
    await allDone(QUEUES.send);
    expect(smsTo(phone)).toHaveLength(2);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(await deliveries(user.id)).toEqual([mailRow, smsRow]);
  }, 60_000);
});

describe("schedules", () => {
  it("registers the digest at 07:00, reminders every 15 minutes, outcome notices and scheduled publication every minute in Addis Ababa, and their jobs run them", async () => {
    const schedules = await boss.getSchedules();
    expect(
      schedules
        .map(({ name, cron, timezone }) => ({ name, cron, timezone }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: QUEUES.digest, cron: "0 7 * * *", timezone: "Africa/Addis_Ababa" },
      { name: QUEUES.reminders, cron: "*/15 * * * *", timezone: "Africa/Addis_Ababa" },
      { name: QUEUES.housekeeping, cron: "17 * * * *", timezone: "Africa/Addis_Ababa" },
      { name: QUEUES.outcomes, cron: "* * * * *", timezone: "Africa/Addis_Ababa" },
      { name: QUEUES.publication, cron: "* * * * *", timezone: "Africa/Addis_Ababa" },
    ]);
    const digest = schedules.find((schedule) => schedule.name === QUEUES.digest)!;
    const reminders = schedules.find((schedule) => schedule.name === QUEUES.reminders)!;
    // pg-boss's own evaluation of what it stored: 07:00 EAT (UTC+3, no DST) is 04:00 UTC.
    expect(
      boss.previewSchedule(digest.cron, {
        tz: digest.timezone,
        from: new Date("2026-06-30T12:00:00Z"),
        count: 2,
      }),
    ).toEqual([new Date("2026-07-01T04:00:00Z"), new Date("2026-07-02T04:00:00Z")]);
    expect(
      boss.previewSchedule(reminders.cron, {
        tz: reminders.timezone,
        from: new Date("2026-06-30T12:07:00Z"),
        count: 3,
      }),
    ).toEqual([
      new Date("2026-06-30T12:15:00Z"),
      new Date("2026-06-30T12:30:00Z"),
      new Date("2026-06-30T12:45:00Z"),
    ]);

    // What pg-boss's cron does when a schedule is due: a job in the scheduled queue.
    const user = await f.user("scheduled");
    await f.channel(user.id, "email", user.email);
    await f.profile(user.id, { name: "Pumps", include: "bilbypump" });
    await f.tender({ title: "Bilbypump spare parts" });
    const closing = await f.tender({
      title: "Bilbypump maintenance contract",
      publishedAt: new Date(Date.now() - 9 * 86_400_000),
      closingDate: new Date(Date.now() + 20 * 3600_000),
    });
    await f.pool.query(
      "insert into saved_tenders (user_id, tender_id, created_at, updated_at) values ($1, $2, now(), now())",
      [user.id, closing],
    );
    await boss.send(digest.name, digest.data ?? null);
    await expect
      .poll(() => mailsTo(user.email).map((mail) => mail.subject), { timeout: 20_000 })
      .toEqual(["1 new tender matching your alerts"]);
    expect(mailsTo(user.email)[0]!.text).toContain("Bilbypump spare parts");
    expect(mailsTo(user.email)[0]!.text).not.toContain("maintenance contract");

    await boss.send(reminders.name, reminders.data ?? null);
    await expect
      .poll(() => mailsTo(user.email).map((mail) => mail.subject), { timeout: 20_000 })
      .toEqual([
        "1 new tender matching your alerts",
        "Closing soon: Bilbypump maintenance contract",
      ]);
  }, 60_000);
});

describe("immediate alerts", () => {
  it("a tender published through createTender reaches each verified channel of an immediate profile once; daily profiles wait", async () => {
    const { admin } = await app.admin.createAccounts(db.em(), "delivery-e2e");
    const language = await f.named("languages", "Amharic");
    const source = await f.named("sources", "Addis Zemen");
    const region = await f.named("regions", "Amhara");

    const now = await f.user("immediate");
    await f.channel(now.id, "email", now.email);
    await f.channel(now.id, "telegram", "700100");
    await f.channel(now.id, "sms", "0911440002", { verified: false });
    await f.profile(now.id, {
      name: "Boreholes",
      include: "numbatwell",
      channels: ["email", "sms", "telegram"],
      frequency: "immediate",
    });
    await f.profile(now.id, {
      name: "Amhara",
      regions: [region],
      channels: ["email", "telegram"],
      frequency: "immediate",
    });
    const daily = await f.user("daily-only");
    await f.channel(daily.id, "email", daily.email);
    await f.channel(daily.id, "sms", "0911440003");
    await f.profile(daily.id, { include: "numbatwell", channels: ["email", "sms"] });

    const title = "Numbatwell drilling for rural health posts";
    const { id } = await app.tenders.createTender(
      db.em(),
      admin,
      tenderInput({
        title,
        closingDate: new Date("2031-03-10T07:00:00Z"),
        tenderLanguageId: language,
        tenderSourceId: source,
        tenderRegionId: region,
      }),
    );

    const published = await boss.findJobs(QUEUES.published, { data: { tenderId: id } });
    expect(published).toHaveLength(1);
    await expect
      .poll(() => stateOf(QUEUES.published, published[0]!.id), { timeout: 20_000 })
      .toBe("completed");
    // The job queued one message per verified channel of the immediate user, nothing else.
    const sends = (await boss.findJobs<SendJob>(QUEUES.send, { data: { kind: "immediate" } }))
      .filter((job) => job.data.items.some((item) => item.tenderId === id))
      .map((job) => job.data);
    expect(sends.map((job) => `${job.userId}:${job.channel}`).sort()).toEqual([
      `${now.id}:email`,
      `${now.id}:telegram`,
    ]);
    await allDone(QUEUES.send);

    const mails = mailsTo(now.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`New tender: ${title}`);
    expect(mails[0]!.text).toContain(`${app.appUrl}/tenders/${id}`);
    expect(mails[0]!.text).toContain('Why: matches "Boreholes" (numbatwell); "Amhara"');
    expect(mails[0]!.text).toContain("Closes: 10 Mar 2031, 10:00 EAT");
    const header = (key: string) =>
      mails[0]!.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, " ");
    expect(header("list-unsubscribe")).toMatch(
      new RegExp(`^List-Unsubscribe: <${app.appUrl}/alerts/unsubscribe\\?u=${now.id}&c=email&s=`),
    );
    expect(header("list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    const messages = telegramTo("700100");
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toContain(title);
    expect(smsTo("+251911440002")).toEqual([]);
    expect(
      (await deliveries(now.id)).map(({ channel, status, attempts, message_key }) => ({
        channel,
        status,
        attempts,
        message_key,
      })),
    ).toEqual([
      {
        channel: "email",
        status: "sent",
        attempts: 1,
        message_key: `immediate:${id}:${now.id}:email`,
      },
      {
        channel: "telegram",
        status: "sent",
        attempts: 1,
        message_key: `immediate:${id}:${now.id}:telegram`,
      },
    ]);

    expect(mailsTo(daily.email)).toEqual([]);
    expect(smsTo("+251911440003")).toEqual([]);
    expect(await deliveries(daily.id)).toEqual([]);
  }, 60_000);
});
