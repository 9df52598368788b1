// Issue 37, point 2: 5,000 tenders published from one import reach their immediate alerts
// within 5 minutes with 10,000 immediate alert profiles, nothing lost or doubled although the
// worker is killed (SIGKILL) in the middle of a batch and another one takes over.
//
// An import stores drafts (docs/decisions/018); here the admin schedules the whole import for one
// moment, so the scheduled-publication job announces the 5,000 tenders and queues their
// `tender-published` jobs, which the workers take in batches (docs/decisions/026).
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Category } from "~/modules/catalog/category.entity";
import { Region } from "~/modules/catalog/metadata.entity";
import { QUEUES } from "~/modules/alerts/alert-jobs";
import { startAlertsWorker } from "~/modules/alerts/worker.server";
import { importTenders } from "~/modules/tender-import/tender-import.server";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { csvFile } from "./import-files";
import { tenderAuthor } from "./tender-author";

const db = setupTestDatabase();
const TENDERS = 5_000;
const PROFILES = 10_000;
const CATEGORIES = 10;
/** The bound, from the moment the tenders are public to their last alert queued. */
const DEADLINE_MS = 5 * 60_000;

let pool: pg.Pool;
let admin: CurrentUser;
let catalogue: { source: string; regions: string[]; categories: string[] };
let worker: ChildProcess | undefined;
let stopWorker: (() => Promise<void>) | undefined;

/** The keyword only tender `i` carries (a word with digits: no stemming joins two of them). */
const lot = (i: number) => `lot${i}q`;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const em = db.em();
  const author = await tenderAuthor(
    em,
    { fullname: "Bulk importer", email: "bulk-importer@example.et" },
    "Addis Zemen",
  );
  admin = author.admin;
  em.create(Region, { name: "Afar" });
  for (let c = 0; c < CATEGORIES; c++) em.create(Category, { name: `Works ${c}` });
  await em.flush();
  catalogue = {
    source: "Addis Zemen",
    regions: ["Oromia", "Afar"],
    categories: Array.from({ length: CATEGORIES }, (_, c) => `Works ${c}`),
  };

  // 10,000 subscribers, each with a verified e-mail and one immediate profile. Subscriber k
  // wants tender k mod 5,000's keyword: the first 5,000 by keyword alone, the others also by
  // its category and region and with an exclude keyword it does not carry, so each tender
  // matches exactly two profiles of two users, through both kinds of filter.
  await pool.query(
    `insert into users (fullname, email, phone, password_hash, role, created_at, updated_at)
     select 'Subscriber ' || k, 'subscriber-' || k || '@example.et', '0911000000', 'x', 'user',
       now(), now()
     from generate_series(0, $1::int - 1) k`,
    [PROFILES],
  );
  await pool.query(
    `insert into alert_channels (user_id, kind, address, verified_at, verification_attempts,
       created_at, updated_at)
     select id, 'email', email, now(), 0, now(), now() from users where email like 'subscriber-%'`,
  );
  const categoryIds = (
    await pool.query<{ id: number }>("select id from categories order by name")
  ).rows.map((row) => row.id);
  const regionIds = (
    await pool.query<{ id: number }>(
      "select id from regions where name = any($1) order by array_position($1, name)",
      [catalogue.regions],
    )
  ).rows.map((row) => row.id);
  await pool.query(
    `with subscribers as (
       select id, substring(email from 'subscriber-(\\d+)@')::int as k from users
        where email like 'subscriber-%'
     ), profiles as (
       insert into alert_profiles (user_id, name, include_keywords, exclude_keywords, channels,
         frequency, paused, created_at, updated_at)
       select id, 'Lot ' || k % $1, 'lot' || k % $1 || 'q',
         case when k >= $1 then 'cancelled' else '' end, '{email}', 'immediate', false, now(), now()
       from subscribers
       returning id, user_id, name
     ), filtered as (
       select p.id, s.k % $1 as lot from profiles p join subscribers s on s.id = p.user_id
        where s.k >= $1
     ), categories as (
       insert into alert_profile_categories (alert_profile_id, category_id)
       select id, ($2::int[])[lot % $4 + 1] from filtered
     )
     insert into alert_profile_regions (alert_profile_id, region_id)
     select id, ($3::int[])[lot % 2 + 1] from filtered`,
    [TENDERS, categoryIds, regionIds, CATEGORIES],
  );
  expect(
    (
      await pool.query(
        "select count(*)::int as n from alert_profiles where frequency = 'immediate'",
      )
    ).rows[0].n,
  ).toBe(PROFILES);
}, 120_000);

afterAll(async () => {
  worker?.kill("SIGKILL");
  await stopWorker?.();
  await pool?.end();
});

/** An alerts worker in its own process, as `npm run worker` runs it. */
async function startWorkerProcess(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "./scripts/lingui-register.mjs",
      "tests/integration/bulk-alerts-worker.ts",
    ],
    { env: { ...process.env, DATABASE_URL: db.url }, stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    child.on("exit", () => reject(new Error("the worker process ended before it was ready")));
  });
  return child;
}

async function count(sql: string, values: unknown[] = []): Promise<number> {
  return (await pool.query<{ n: number }>(sql, values)).rows[0]!.n;
}

const queuedDeliveries = () =>
  count("select count(*)::int as n from alert_deliveries where reason = 'immediate'");
const queuedSends = () =>
  count("select count(*)::int as n from pgboss.job where name = $1", [QUEUES.send]);

it("queues every immediate alert of a 5,000-tender import within 5 minutes, once, across a killed worker", async () => {
  const rows = Array.from({ length: TENDERS }, (_, i) => [
    `Supply of ${lot(i)} road materials`,
    "2031-05-01 10:30",
    catalogue.categories[i % CATEGORIES]!,
    catalogue.regions[i % 2]!,
    catalogue.source,
    "English",
  ]);
  const file = await csvFile([
    ["title", "closing_date", "categories", "region", "source", "language"],
    ...rows,
  ]);
  const { ids } = await importTenders(db.em(), admin, file, "all");
  expect(ids).toHaveLength(TENDERS);

  // Every alert this import owes: subscribers i and i + 5,000 for tender i.
  const users = new Map(
    (
      await pool.query<{ id: number; k: number }>(
        `select id, substring(email from 'subscriber-(\\d+)@')::int as k from users
          where email like 'subscriber-%'`,
      )
    ).rows.map((row) => [row.k, row.id]),
  );
  const expected = ids
    .flatMap((tenderId, i) => [i, i + TENDERS].map((k) => `${users.get(k)}:${tenderId}`))
    .sort();

  // A transaction of the test's holds one of those deliveries' keys, uncommitted: the batch that
  // holds tender 2,600 (the third thousand announced) waits on it in the middle of its insert,
  // after the batches before it have committed. That is where the worker is killed.
  const blockedTender = ids[2_600]!;
  const blocker = await pool.connect();
  await blocker.query("begin");
  await blocker.query(
    `insert into alert_deliveries (user_id, channel, tender_id, reason, message_key, status,
       attempts, created_at, updated_at)
     values ($1, 'email', $2, 'immediate', 'test-blocker', 'pending', 0, now(), now())`,
    [users.get(2_600), blockedTender],
  );

  worker = await startWorkerProcess();
  // The admin schedules the import for now (a millisecond apart, in the file's order, so the
  // publication job announces them in that order).
  const { published_at: publishedAt } = (
    await pool.query<{ published_at: Date }>(
      `update tenders t set published_at = now() - ($2::int - x.i) * interval '1 millisecond'
         from unnest($1::int[]) with ordinality x(id, i)
        where t.id = x.id
       returning now() as published_at`,
      [ids, TENDERS],
    )
  ).rows[0]!;
  const deadline = publishedAt.getTime() + DEADLINE_MS;
  const remaining = () => Math.max(deadline - Date.now(), 1_000);

  const blockerPid = (await blocker.query<{ pid: number }>("select pg_backend_pid() as pid"))
    .rows[0]!.pid;
  const waitingOnTheBlocker = () =>
    count(
      "select count(*)::int as n from pg_stat_activity where $1::int = any(pg_blocking_pids(pid))",
      [blockerPid],
    );
  try {
    await expect.poll(waitingOnTheBlocker, { timeout: remaining(), interval: 250 }).toBe(1);
    const blockedJob = () =>
      pool.query<{ state: string; retry_count: number }>(
        "select state, retry_count from pgboss.job where name = $1 and data->>'tenderId' = $2",
        [QUEUES.published, String(blockedTender)],
      );
    expect((await blockedJob()).rows).toEqual([{ state: "active", retry_count: 0 }]);
    const before = await queuedDeliveries();
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(PROFILES);

    // Killed in the middle of the batch: its transaction dies with the process, its jobs stay
    // active until their heartbeat is missed.
    worker.kill("SIGKILL");
    await new Promise((resolve) => worker!.once("exit", resolve));
    worker = undefined;
    await blocker.query("rollback");
  } finally {
    blocker.release();
  }
  // Nothing of the killed batch is left: no delivery row of its tenders (their jobs still
  // active), and every committed delivery has its send job.
  const activeTenders = `select (data->>'tenderId')::int from pgboss.job
    where name = '${QUEUES.published}' and state = 'active'`;
  expect(await count(`select count(*)::int as n from (${activeTenders}) active`)).toBeGreaterThan(
    1,
  );
  expect(
    await count(
      `select count(*)::int as n from alert_deliveries where tender_id in (${activeTenders})`,
    ),
  ).toBe(0);
  expect(await queuedDeliveries()).toBe(await queuedSends());

  // Another worker takes over: the rest of the jobs, and the dead worker's batch once the
  // supervisor has seen its heartbeat stop.
  stopWorker = await startAlertsWorker({
    databaseUrl: db.url,
    transports: () => ({ send: () => Promise.resolve() }),
  });
  await expect
    .poll(queuedDeliveries, { timeout: remaining(), interval: 1_000 })
    .toBe(expected.length);
  await expect.poll(queuedSends, { timeout: remaining(), interval: 1_000 }).toBe(expected.length);

  // Each alert once, for the right subscriber and tender, with one send job of its own.
  const deliveries = await pool.query<{ pair: string; message_key: string }>(
    `select user_id || ':' || tender_id as pair, message_key
       from alert_deliveries where reason = 'immediate'`,
  );
  expect(deliveries.rows.map((row) => row.pair).sort()).toEqual(expected);
  const sends = await pool.query<{ key: string; jobs: number }>(
    `select data->>'messageKey' as key, count(*)::int as jobs
       from pgboss.job where name = $1 group by 1`,
    [QUEUES.send],
  );
  expect(sends.rows.filter((row) => row.jobs !== 1)).toEqual([]);
  expect(sends.rows.map((row) => row.key).sort()).toEqual(
    deliveries.rows.map((row) => row.message_key).sort(),
  );
  // Within the deadline by the database's clock too.
  const { last } = (
    await pool.query<{ last: Date }>(
      `select greatest(
         (select max(created_at) from alert_deliveries where reason = 'immediate'),
         (select max(created_on) from pgboss.job where name = $1)) as last`,
      [QUEUES.send],
    )
  ).rows[0]!;
  expect(last.getTime()).toBeLessThanOrEqual(deadline);

  // The killed batch was retried (not lost, not failed for good), and every job completed.
  expect(
    (
      await pool.query(
        "select state, retry_count from pgboss.job where name = $1 and data->>'tenderId' = $2",
        [QUEUES.published, String(blockedTender)],
      )
    ).rows,
  ).toEqual([{ state: "completed", retry_count: 1 }]);
  expect(
    await count(
      "select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'",
      [QUEUES.published],
    ),
  ).toBe(TENDERS);
}, 600_000);
