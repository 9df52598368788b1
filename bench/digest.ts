// npm run bench:digest [-- --users 50000 --tenders 2500 --parts 4 --concurrency 2]
// Loads users with two alert profiles each and a day of new tenders into a fresh embedded
// PostgreSQL, then times building every daily digest: the matching statement plus the delivery
// rows it inserts (sending is not timed), split into parts by user id and run on `concurrency`
// connections at once, each part in its own transaction, exactly as the worker's
// alerts-digest-part jobs do. Copy the figure into docs/performance.md.
import fs from "node:fs";
import { parseArgs } from "node:util";
import pg from "pg";
import { startEmbeddedDatabase } from "../server/database/embedded-database";
import { migrate } from "../server/database/prepare-database";
import { bootstrapData } from "../server/database/bootstrap";
import { checkEnvironment } from "../server/environment";
import { insertSyntheticTenders } from "./synthetic-tenders";
import { DIGEST_PARTS, type SendJob } from "~/modules/alerts/alert-jobs";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "50000" },
    tenders: { type: "string", default: "2500" },
    parts: { type: "string", default: String(DIGEST_PARTS) },
    concurrency: { type: "string", default: "2" },
  },
});
const userCount = Number(values.users);
const tenderCount = Number(values.tenders);
const parts = Number(values.parts);
const concurrency = Number(values.concurrency);
const dataDir = ".data/bench-digest";

fs.rmSync(dataDir, { recursive: true, force: true });
const db = await startEmbeddedDatabase({ dataDir, port: 54391, database: "tenderlink" });
const pool = new pg.Pool({ connectionString: db.url, max: Math.max(2, concurrency) });
try {
  await migrate(db.url);
  await bootstrapData(db.url, checkEnvironment());
  console.log(`Inserting ${tenderCount} tenders published in the last 24 hours...`);
  const client = await pool.connect();
  try {
    // Only the synthetic tenders may be new: the demo ones are moved out of the window.
    await client.query(
      "update tenders set published_at = now() - interval '30 days', announced_at = now() - interval '30 days'",
    );
    await insertSyntheticTenders(client as unknown as pg.Client, tenderCount);
    await client.query(
      `update tenders set published_at = now() - (id % 1440) * interval '1 minute',
         announced_at = now() - (id % 1440) * interval '1 minute'
       where title like '% lot %'`,
    );
    console.log(`Inserting ${userCount} users with 2 profiles each...`);
    await loadUsersAndProfiles(client, userCount);
    await client.query("analyze");
  } finally {
    client.release();
  }

  // The production code path (see app/modules/alerts/digest.server.ts and worker.server.ts).
  const { buildDigests } = await import("~/modules/alerts/digest.server");
  const now = new Date();
  const jobs: SendJob[] = [];
  let nextPart = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (nextPart < parts) {
        const index = nextPart++;
        const part = await pool.connect();
        try {
          await part.query("begin");
          const db = { executeSql: (text: string, params?: unknown[]) => part.query(text, params) };
          jobs.push(...(await buildDigests(db, now, { index, count: parts })));
          await part.query("commit");
        } finally {
          part.release();
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const { rows } = await pool.query<{ rows: string; tenders: string; users: string }>(
    `select count(*) as rows, count(distinct tender_id) as tenders, count(distinct user_id) as users
     from alert_deliveries where reason = 'digest'`,
  );
  const stats = rows[0]!;
  const matched = jobs.reduce((sum, job) => sum + (job.total ?? 0), 0);
  console.log(
    `\n${userCount} users × 2 profiles, ${tenderCount} tenders published in a day, ` +
      `${parts} parts on ${concurrency} connections\n`,
  );
  console.table([
    {
      "build time s": Math.round(seconds * 10) / 10,
      "digests (user × channel)": jobs.length,
      "users with a digest": Number(stats.users),
      "distinct tenders matched": Number(stats.tenders),
      "(user, channel, tender) matches": matched,
      "delivery rows (≤ 20 per digest)": Number(stats.rows),
    },
  ]);
} finally {
  await pool.end();
  await db.stop();
}

/**
 * Set-based: every user has a verified e-mail (one in five also SMS). Profile 1 is a keyword
 * search over the synthetic titles' vocabulary (one in four with an exclusion, some words that
 * match nothing, half of them within one category); profile 2 a category with one region
 * (one in fifty paused), delivered by e-mail (and SMS).
 */
async function loadUsersAndProfiles(client: pg.PoolClient, count: number) {
  await client.query(
    `insert into users (fullname, email, phone, password_hash, role, created_at, updated_at)
     select 'Bench user ' || g, 'bench' || g || '@example.et', '0911000000', 'x', 'user', now(), now()
     from generate_series(1, $1::int) g`,
    [count],
  );
  await client.query(
    `insert into alert_channels (user_id, kind, address, verified_at, verification_attempts, created_at, updated_at)
     select id, 'email', email, now(), 0, now(), now() from users where email like 'bench%'
     union all
     select id, 'sms', '09' || lpad((id % 100000000)::text, 8, '0'), now(), 0, now(), now()
     from users where email like 'bench%' and id % 5 = 0`,
  );
  await client.query(
    `insert into alert_profiles (user_id, name, include_keywords, exclude_keywords, channels,
       frequency, paused, created_at, updated_at)
     select u.id, 'Keywords',
       (array['furniture','reagents','road works','computers','pipes','solar panels','school',
              'medical equipment','printing','security services','drones','vehicles',
              'furniture, computers','laptops, printers','cement'])[1 + u.id % 15],
       case when u.id % 4 = 0 then 'rehabilitation' else '' end,
       case when u.id % 5 = 0 then '{email,sms}'::text[] else '{email}'::text[] end,
       'daily', false, now(), now()
     from users u where u.email like 'bench%'
     union all
     select u.id, 'Category and region', '', '',
       case when u.id % 5 = 0 then '{email,sms}'::text[] else '{email}'::text[] end,
       'daily', u.id % 50 = 0, now(), now()
     from users u where u.email like 'bench%'`,
  );
  await client.query(
    `with cats as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from categories),
          regs as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from regions),
          profiles as (select id, user_id from alert_profiles where name = 'Category and region'),
          inserted as (
            insert into alert_profile_categories (alert_profile_id, category_id)
            select p.id, c.id from profiles p join cats c on c.n = p.user_id % c.total
            returning alert_profile_id)
     insert into alert_profile_regions (alert_profile_id, region_id)
     select p.id, r.id from profiles p join regs r on r.n = (p.user_id / 7) % r.total`,
  );
  await client.query(
    `with cats as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from categories)
     insert into alert_profile_categories (alert_profile_id, category_id)
     select p.id, c.id from alert_profiles p join cats c on c.n = (p.user_id / 3) % c.total
     where p.name = 'Keywords' and p.user_id % 2 = 0`,
  );
}
