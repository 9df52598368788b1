// The whole path through pg-boss on the test database: "Send digest now" → digest job → parts →
// send jobs → transport; a failing SMS transport is recorded (pg-boss retries it after its
// backoff) while the e-mail goes out.
import { afterAll, beforeAll, expect, it } from "vitest";
import { enqueueDigestNow } from "~/modules/alerts/alerts-queue.server";
import { startAlertsWorker } from "~/modules/alerts/worker.server";
import { setupTestDatabase } from "./database";
import { AlertFixtures, recordingTransport } from "./alerts-fixtures";

const db = setupTestDatabase();
let f: AlertFixtures;
let stop: () => Promise<void>;
let smsFailures = 1;
const email = recordingTransport();
const sms = recordingTransport(() => smsFailures-- > 0);

beforeAll(async () => {
  f = new AlertFixtures(db.url);
  stop = await startAlertsWorker({
    databaseUrl: db.url,
    pollingIntervalSeconds: 0.5,
    transports: (kind) => (kind === "sms" ? sms : email).transport,
  });
}, 60_000);
afterAll(async () => {
  await stop?.();
  await f?.close();
});

it("builds and sends the digest through the queues and records a failed SMS for retry", async () => {
  const user = await f.user("worker");
  await f.channel(user.id, "email", user.email);
  await f.channel(user.id, "sms", "0911555666");
  await f.profile(user.id, { include: "gazellecrane", channels: ["email", "sms"] });
  await f.tender({ title: "Gazellecrane hire" });

  expect(await enqueueDigestNow()).toBe(true);
  await expect.poll(() => email.sent.length, { timeout: 20_000 }).toBe(1);
  expect(email.sent[0]!.message.text).toContain("Gazellecrane hire");
  // The failed SMS job is retried by pg-boss after its backoff delay; its row records the failure.
  const smsRow = () =>
    f.one<{ status: string; attempts: number; last_error: string }>(
      "select status, attempts, last_error from alert_deliveries where user_id = $1 and channel = 'sms'",
      [user.id],
    );
  await expect
    .poll(smsRow, { timeout: 20_000 })
    .toEqual({ status: "failed", attempts: 1, last_error: "gateway unreachable" });
  expect(sms.sent).toEqual([]);
}, 40_000);
