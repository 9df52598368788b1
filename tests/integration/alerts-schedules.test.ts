// ALERTS_DIGEST_TIME moves the daily digest's pg-boss schedule (read back from pg-boss, as the
// worker registered it); a second worker on the same database keeps one schedule of each, and
// its `sendRetry` option replaces the send queue's retry policy.
import { afterAll, expect, it } from "vitest";
import { QUEUES } from "~/modules/alerts/alert-jobs";
import { alertsQueue } from "~/modules/alerts/alerts-queue.server";
import { startAlertsWorker, type WorkerOptions } from "~/modules/alerts/worker.server";
import { recordingTransport } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";

// Read by the worker at start (alertsConfig() is read once per process: this file's own).
process.env.ALERTS_DIGEST_TIME = "18:30";

const db = setupTestDatabase();
const stops: (() => Promise<void>)[] = [];
const transport = recordingTransport().transport;

async function startWorker(options: WorkerOptions = {}) {
  stops.push(
    await startAlertsWorker({
      databaseUrl: db.url,
      pollingIntervalSeconds: 0.5,
      transports: () => transport,
      ...options,
    }),
  );
  return alertsQueue()!;
}
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

async function schedulesOf(boss: Awaited<ReturnType<typeof startWorker>>) {
  return (await boss.getSchedules())
    .map(({ name, key, cron, timezone }) => ({ name, key, cron, timezone }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const SCHEDULES = [
  { name: QUEUES.digest, key: "", cron: "30 18 * * *", timezone: "Africa/Addis_Ababa" },
  { name: QUEUES.reminders, key: "", cron: "*/15 * * * *", timezone: "Africa/Addis_Ababa" },
  { name: QUEUES.housekeeping, key: "", cron: "17 * * * *", timezone: "Africa/Addis_Ababa" },
  { name: QUEUES.outcomes, key: "", cron: "* * * * *", timezone: "Africa/Addis_Ababa" },
  { name: QUEUES.publication, key: "", cron: "* * * * *", timezone: "Africa/Addis_Ababa" },
];

it("schedules the digest at ALERTS_DIGEST_TIME in Addis Ababa, once for all workers", async () => {
  const boss = await startWorker();
  expect(await schedulesOf(boss)).toEqual(SCHEDULES);
  const digest = (await boss.getSchedules()).find((schedule) => schedule.name === QUEUES.digest)!;
  // 18:30 in Addis Ababa (UTC+3 all year) is 15:30 UTC, also across the new year.
  expect(
    boss.previewSchedule(digest.cron, {
      tz: digest.timezone,
      from: new Date("2026-12-31T16:00:00Z"),
      count: 2,
    }),
  ).toEqual([new Date("2027-01-01T15:30:00Z"), new Date("2027-01-02T15:30:00Z")]);
  expect(await boss.getQueue(QUEUES.send)).toMatchObject({
    retryLimit: 4,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 3600,
    heartbeatSeconds: 20,
  });
  // Every queue: a job held by a worker that died is retried once its heartbeat stops.
  for (const name of Object.values(QUEUES)) {
    expect((await boss.getQueue(name))?.heartbeatSeconds, name).toBe(20);
  }

  const second = await startWorker({ sendRetry: { retryDelay: 1, retryBackoff: false } });
  expect(await schedulesOf(second)).toEqual(SCHEDULES);
  const send = await second.getQueue(QUEUES.send);
  expect(send).toMatchObject({ retryLimit: 4, retryDelay: 1, retryBackoff: false });
  expect(send?.retryDelayMax ?? null).toBeNull();
});
