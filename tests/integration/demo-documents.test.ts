import { afterAll, expect, it } from "vitest";
import { startAlertsWorker } from "~/modules/alerts/worker.server";
import { seedDemoData } from "../../server/database/seed-demo";
import { setupTestDatabase } from "./database";

// Its own database: the demo data is loaded into it whole.
const db = setupTestDatabase();
let stop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await stop?.();
});

const statuses = async () =>
  Object.fromEntries(
    (
      await db
        .em()
        .execute<{ text_status: string; count: number }[]>(
          `select text_status, count(*)::int as count from tender_documents group by 1`,
        )
    ).map((row) => [row.text_status, row.count]),
  );

it("reads a fresh install's demo documents once the worker starts, with no command", async () => {
  await db.em().transactional((tx) => seedDemoData(tx));
  expect((await statuses()).pending).toBeGreaterThan(50);

  stop = await startAlertsWorker({ databaseUrl: db.url, pollingIntervalSeconds: 0.5 });

  // Every tender with unread documents has its job queued; a few read prove the queue runs
  // (reading all 95 takes a minute or more on a busy machine).
  const queued = await db
    .em()
    .execute<{ count: number }[]>(
      `select count(*)::int as count from pgboss.job where name = 'document-text'`,
    );
  const tenders = await db
    .em()
    .execute<{ count: number }[]>(
      `select count(distinct tender_id)::int as count from tender_documents`,
    );
  expect(queued[0]!.count).toBe(tenders[0]!.count);
  await expect
    .poll(async () => (await statuses()).extracted ?? 0, { timeout: 120_000, interval: 500 })
    .toBeGreaterThanOrEqual(5);
}, 180_000);
