// A batch of published tenders in which one tender cannot be alerted: the others' alerts are
// queued with the batch, only that tender's job is failed and retried, and when it can be
// alerted again it is, once (docs/decisions/026).
import { afterAll, beforeAll, expect, it } from "vitest";
import { QUEUES } from "~/modules/alerts/alert-jobs";
import { alertsQueue } from "~/modules/alerts/alerts-queue.server";
import { startAlertsWorker } from "~/modules/alerts/worker.server";
import { AlertFixtures, recordingTransport } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();
let f: AlertFixtures;
let stop: (() => Promise<void>) | undefined;
const email = recordingTransport();

beforeAll(async () => {
  f = new AlertFixtures(db.url);
  stop = await startAlertsWorker({
    databaseUrl: db.url,
    pollingIntervalSeconds: 0.5,
    transports: () => email.transport,
  });
}, 60_000);
afterAll(async () => {
  await stop?.();
  await f?.close();
});

interface JobRow {
  tender: number;
  state: string;
  retry_count: number;
  output: { message?: string; stack?: string } | null;
}

it("fails only the job of the tender that cannot be alerted, and alerts it once when it can", async () => {
  const user = await f.user("batch");
  await f.channel(user.id, "email", user.email);
  await f.profile(user.id, { include: "oryxvalve", frequency: "immediate" });
  const [first, broken, last] = [
    await f.tender({ title: "Oryxvalve spares, lot 1" }),
    await f.tender({ title: "Oryxvalve spares, lot 2" }),
    await f.tender({ title: "Oryxvalve spares, lot 3" }),
  ];
  // The delivery row of the middle tender cannot be written, as a broken row or constraint would.
  await f.pool.query(`
    create function refuse_delivery() returns trigger language plpgsql as $$
      begin raise exception 'delivery refused (test)'; end $$`);
  await f.pool.query(
    `create trigger refuse_delivery before insert on alert_deliveries for each row
     when (new.tender_id = ${broken}) execute function refuse_delivery()`,
  );
  // One insert: the worker's next fetch takes the three jobs as one batch.
  await alertsQueue()!.insert(QUEUES.published, [
    { data: { tenderId: first } },
    { data: { tenderId: broken } },
    { data: { tenderId: last } },
  ]);

  const jobs = async () =>
    (
      await f.pool.query<JobRow>(
        `select (data->>'tenderId')::int as tender, state, retry_count, output
           from pgboss.job where name = $1 order by 1`,
        [QUEUES.published],
      )
    ).rows;
  const delivered = async () =>
    (
      await f.pool.query<{ tender_id: number }>(
        "select tender_id from alert_deliveries where user_id = $1 order by tender_id",
        [user.id],
      )
    ).rows.map((row) => row.tender_id);

  await expect
    .poll(async () => (await jobs()).map((job) => [job.tender, job.state]), { timeout: 20_000 })
    .toEqual([
      [first, "completed"],
      [broken, "retry"],
      [last, "completed"],
    ]);
  expect(await delivered()).toEqual([first, last]);
  // Failed by the batch's handler alone (its own message, no stack as a thrown batch would have).
  const failed = (await jobs()).find((job) => job.tender === broken)!;
  expect(failed.output).toEqual({ message: expect.stringContaining("delivery refused (test)") });

  await f.pool.query("drop trigger refuse_delivery on alert_deliveries");
  // The retry (after the queue's backoff) alerts it; the other two are not alerted again.
  await expect
    .poll(async () => (await jobs()).find((job) => job.tender === broken)?.state, {
      timeout: 45_000,
    })
    .toBe("completed");
  expect((await jobs()).map((job) => [job.tender, job.retry_count])).toEqual([
    [first, 0],
    [broken, 1],
    [last, 0],
  ]);
  expect(await delivered()).toEqual([first, broken, last]);
  await expect.poll(() => email.sent.length, { timeout: 20_000 }).toBe(3);
  expect(email.sent.map((sent) => sent.message.text).sort()).toEqual([
    expect.stringContaining("lot 1"),
    expect.stringContaining("lot 2"),
    expect.stringContaining("lot 3"),
  ]);
}, 90_000);
