// Writes N realistic tenders with set-based SQL: every word is a Zipf draw from the ranked
// vocabulary (realistic-vocabulary.ts), so a few words are in a large share of tenders and
// most are rare, as in real notices. Batches run on one connection per core, because
// PostgreSQL computes each row's search vector (the bulk of the cost) on one core.
import os from "node:os";
import pg from "pg";
import { cataloguePools, readCatalogue, type CataloguePools } from "./realistic-catalogue";
import type { Vocabulary } from "./realistic-vocabulary";

/** Raise when the generated text changes, so kept databases are reloaded. */
export const GENERATOR_VERSION = 1;

const BATCH = 20_000;
const AMHARIC_SHARE = 0.05;

/**
 * Draw helpers for this session only (pg_temp). zipf() is the formula of zipfIndex(): index
 * floor(exp(u·ln(n+1))), 1-based here. They are volatile, so every row draws anew.
 */
const HELPERS = [
  `create function pg_temp.zipf(items text[]) returns text language sql volatile as
     $$ select items[floor(exp(random() * ln(cardinality(items) + 1)))::int] $$`,
  `create function pg_temp.zipf_words(items text[], n int) returns text language sql volatile as
     $$ select string_agg(pg_temp.zipf(items), ' ') from generate_series(1, n) $$`,
  `create function pg_temp.any_of(items int[]) returns int language sql volatile as
     $$ select items[1 + floor(random() * cardinality(items))::int] $$`,
  `create function pg_temp.sentences(items text[], n int) returns text language sql volatile as
     $$ select string_agg(item, ' ') from (select item from unnest(items) as item order by random() limit n) picked $$`,
];

const HEADER = "<th>Lot</th><th>Item</th><th>Quantity</th><th>Unit</th><th>Delivery place</th>";
const AMHARIC_HEADER = "<th>ሎት</th><th>የዕቃው ዓይነት</th><th>ብዛት</th><th>መለኪያ</th><th>የማስረከቢያ ቦታ</th>";

/**
 * One batch. Published over the last two years, denser lately (age = 730·(1−√u) days: twice
 * the average rate today, none two years ago); closing 10–30 days later at 10:00 or 14:00
 * East Africa Time; opening 30 minutes after closing. CTEs with volatile functions are
 * computed once per row, so each column reads the same draws.
 */
const INSERT_BATCH = `
with base as (
  select random() < $1 as amharic,
         now() - interval '730 days' * (1 - sqrt(random())) as published_at,
         10 + floor(random() * 21)::int as days_open,
         random() < 0.6 as morning,
         pg_temp.zipf($2::text[]) as buyer,
         pg_temp.zipf($3::text[]) as action,
         pg_temp.zipf_words($4::text[], 2)
           || case when random() < 0.35 then ' and ' || pg_temp.zipf_words($4::text[], 2) else '' end
           as items,
         pg_temp.zipf($5::text[]) as town,
         (array[100, 150, 200, 300, 500])[1 + floor(random() * 5)::int] as fee,
         1 + floor(power(random(), 2) * 6)::int as lots,
         g
    from generate_series(1, $6::int) as g
),
notice as (
  select b.*,
         ((b.published_at at time zone 'Africa/Addis_Ababa')::date + b.days_open
            + case when b.morning then time '10:00' else time '14:00' end)
           at time zone 'Africa/Addis_Ababa' as closing_date,
         case when b.amharic then pg_temp.zipf($7::text[]) else b.buyer end as org,
         case when b.amharic then pg_temp.zipf_words($8::text[], 2) else b.items end as what
    from base b
),
texts as (
  select n.*,
         case when n.amharic then format(pg_temp.zipf($9::text[]), n.org, n.what)
              else format(pg_temp.zipf($10::text[]), n.org, n.action, n.what) end as title,
         case when n.amharic then format(pg_temp.zipf($11::text[]), n.org, n.what, n.fee)
              else format(pg_temp.zipf($12::text[]), n.org, n.action, n.what, n.town, n.fee) end
           as snippet,
         to_char(n.closing_date at time zone 'Africa/Addis_Ababa', 'DD/MM/YYYY HH24:MI') as closes
    from notice n
)
insert into tenders (title, snippet, organisation, description, opening_date, closing_date, published_at,
  announced_at, document_price, bid_bond, source_id, region_id, language_id, published_by_id, created_at, updated_at)
select left(t.title, 300),
       t.snippet,
       left(t.org, 200),
       '<p>' || t.snippet || '</p><p>'
         || pg_temp.sentences(case when t.amharic then $13::text[] else $14::text[] end,
                              2 + (random() < 0.5)::int)
         || '</p><table><thead><tr>' || case when t.amharic then $15 else $16 end
         || '</tr></thead><tbody>'
         || (select string_agg(format('<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>',
                    lot,
                    pg_temp.zipf_words(case when t.amharic then $8::text[] else $4::text[] end, 2),
                    1 + floor(power(random(), 3) * 2000)::int,
                    pg_temp.zipf($17::text[]),
                    case when random() < 0.7 then t.town else pg_temp.zipf($5::text[]) end), '')
               from generate_series(1, t.lots) as lot)
         || '</tbody></table><p>'
         || case when t.amharic then format('ጨረታው %s ላይ ይዘጋል።', t.closes)
                 else format('Bids close on %s East Africa Time and are opened 30 minutes later at the %s, %s.',
                             t.closes, t.org, t.town) end
         || '</p>',
       t.closing_date + interval '30 minutes',
       t.closing_date,
       t.published_at,
       t.published_at,
       t.fee,
       (array[null, 0.5, 1, 1, 2])[1 + floor(random() * 5)::int],
       pg_temp.any_of($18::int[]),
       pg_temp.any_of($19::int[]),
       case when t.amharic then $20::int else pg_temp.any_of($21::int[]) end,
       $22::int,
       t.published_at,
       t.published_at
  from texts t`;

function batchParams(vocabulary: Vocabulary, pools: CataloguePools, adminId: number) {
  return (size: number): unknown[] => [
    pools.amharic === null ? 0 : AMHARIC_SHARE,
    vocabulary.buyers,
    vocabulary.actions,
    vocabulary.words,
    vocabulary.towns,
    size,
    vocabulary.amharicBuyers,
    vocabulary.amharicWords,
    vocabulary.amharicTitleTemplates,
    vocabulary.titleTemplates,
    vocabulary.amharicSnippetTemplates,
    vocabulary.snippetTemplates,
    vocabulary.amharicBoilerplate,
    vocabulary.boilerplate,
    AMHARIC_HEADER,
    HEADER,
    vocabulary.units,
    pools.sources,
    pools.regions,
    pools.amharic,
    pools.languages,
    adminId,
  ];
}

/**
 * 1–2 categories per tender (weighted), then 1–2 subcategories of its own categories: one per
 * category, and a second one for 40% of the tenders with a single category. Duplicate draws
 * are dropped by the primary keys.
 */
const LINK_CATEGORIES = `
insert into tender_categories (tender_id, category_id)
select t.id, pg_temp.any_of($2::int[])
  from (select id, 1 + (random() < 0.35)::int as n from tenders where id > $1) t
  cross join lateral generate_series(1, t.n)
on conflict do nothing`;

const LINK_SUBCATEGORIES = `
with subs as (select category_id, array_agg(id order by id) as ids from subcategories group by category_id),
     links as (select tender_id, category_id, count(*) over (partition by tender_id) as n
                 from tender_categories where tender_id > $1)
insert into tender_subcategories (tender_id, subcategory_id)
select l.tender_id, s.ids[floor(exp(random() * ln(cardinality(s.ids) + 1)))::int]
  from links l join subs s using (category_id)
  cross join lateral generate_series(1, case when l.n = 1 and random() < 0.4 then 2 else 1 end)
on conflict do nothing`;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A crash loses at most the last batches of a load that is then redone anyway.
  await client.query("set synchronous_commit = off");
  for (const helper of HELPERS) await client.query(helper);
  return client;
}

/**
 * Adds tenders until the table holds `total`, then links categories, vacuums, analyzes and
 * checkpoints (as autovacuum would have by now; the checkpoint writes the pages out now, not
 * during the first measurement). Returns how many were inserted.
 */
export async function insertRealisticTenders(
  url: string,
  total: number,
  vocabulary: Vocabulary,
): Promise<number> {
  const main = await connect(url);
  const workers: pg.Client[] = [];
  try {
    const catalogue = await readCatalogue(main);
    const pools = cataloguePools(catalogue);
    const admin = await main.query<{ id: number }>(
      "select id from users where role in ('admin', 'superadmin') order by role, id limit 1",
    );
    const existing = await main.query<{ count: string; max: number | null }>(
      "select count(*) as count, max(id) as max from tenders",
    );
    const missing = total - Number(existing.rows[0]!.count);
    const lastIdBefore = existing.rows[0]!.max ?? 0;
    if (missing <= 0) return 0;

    const params = batchParams(vocabulary, pools, admin.rows[0]?.id ?? 1);
    const batches = Array.from({ length: Math.ceil(missing / BATCH) }, (_, index) =>
      Math.min(BATCH, missing - index * BATCH),
    );
    const started = performance.now();
    let done = 0;
    const parallel = Math.max(1, Math.min(os.availableParallelism(), batches.length));
    for (let index = 0; index < parallel; index++) workers.push(await connect(url));
    await Promise.all(
      workers.map(async (worker) => {
        for (let size = batches.shift(); size !== undefined; size = batches.shift()) {
          await insertRetryingDeadlocks(worker, params(size));
          done += size;
          const seconds = ((performance.now() - started) / 1000).toFixed(0);
          console.log(
            `  ${done.toLocaleString("en")} / ${missing.toLocaleString("en")} (${seconds} s)`,
          );
        }
      }),
    );
    console.log("  linking categories and subcategories...");
    await main.query(LINK_CATEGORIES, [lastIdBefore, pools.categories]);
    await main.query(LINK_SUBCATEGORIES, [lastIdBefore]);
    // As the hourly housekeeping would have: the closed tenders' rows out of the open table.
    await main.query("delete from open_tenders where closing_date <= now()");
    console.log("  vacuum analyze and checkpoint...");
    await main.query("vacuum analyze");
    await main.query("checkpoint");
    return missing;
  } finally {
    await Promise.all([main, ...workers].map((client) => client.end()));
  }
}

/**
 * Batches running side by side each add their first new organisation names under a per-name lock
 * (organisation_free_slug), in their own rows' order: two can deadlock, and one batch is retried.
 */
async function insertRetryingDeadlocks(worker: pg.Client, values: unknown[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await worker.query(INSERT_BATCH, values);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "40P01" || attempt === 5) throw error;
    }
  }
}
