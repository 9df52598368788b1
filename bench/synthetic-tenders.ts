import type pg from "pg";

/**
 * Inserts `count` synthetic tenders with one set-based statement per table: realistic spread
 * over the demo catalogue (every source, region, language and category), publication over the
 * last year, about a third closed, descriptions with a table, 1–2 categories and subcategories.
 * A tender is published at least a day before it closes (its tender period never ends before
 * it starts), so those that would close earlier are published a day before closing.
 */
export async function insertSyntheticTenders(client: pg.Client, count: number): Promise<void> {
  await client.query(
    `insert into tenders (title, snippet, description, opening_date, closing_date, published_at, announced_at,
       document_price, bid_bond, source_id, region_id, language_id, published_by_id, created_at, updated_at)
     select
       (array['Supply of','Construction of','Procurement of','Rehabilitation of','Consultancy for','Maintenance of'])[1 + g % 6]
         || ' ' || (array['office furniture','laboratory reagents','road works','desktop computers','water pipes','solar panels','school buildings','medical equipment','printing services','security services'])[1 + (g / 7) % 10]
         || ' lot ' || g,
       'Sealed bids are invited from eligible bidders for item group ' || g || '.',
       '<p>Bid documents can be obtained from the procurement office.</p><table><thead><tr><th>Item</th><th>Quantity</th></tr></thead><tbody><tr><td>Lot ' || g || '</td><td>' || (g % 90 + 10) || '</td></tr></tbody></table>',
       now() + ((g % 90) - 30) * interval '1 day' + interval '1 day',
       now() + ((g % 90) - 30) * interval '1 day',
       least(now() - (g % 365) * interval '1 day', now() + ((g % 90) - 31) * interval '1 day'),
       least(now() - (g % 365) * interval '1 day', now() + ((g % 90) - 31) * interval '1 day'),
       (array[200, 300, 500, 1000])[1 + g % 4],
       (array[0.5, 1, 2])[1 + g % 3],
       (select id from sources order by id offset g % (select count(*) from sources) limit 1),
       (select id from regions order by id offset g % (select count(*) from regions) limit 1),
       (select id from languages order by id offset g % (select count(*) from languages) limit 1),
       (select id from users where role = 'admin' order by id limit 1),
       least(now() - (g % 365) * interval '1 day', now() + ((g % 90) - 31) * interval '1 day'),
       now()
     from generate_series(1, $1::int) as g`,
    [count],
  );
  await client.query(`
    with synthetic as (select id from tenders where title like '% lot %'),
         cats as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from categories)
    insert into tender_categories (tender_id, category_id)
    select s.id, c.id from synthetic s join cats c on c.n = s.id % c.total
    on conflict do nothing`);
  await client.query(`
    with synthetic as (select t.id, tc.category_id from tenders t
                       join tender_categories tc on tc.tender_id = t.id where t.title like '% lot %'),
         subs as (select id, category_id, row_number() over (partition by category_id order by id) - 1 as n,
                         count(*) over (partition by category_id) as total from subcategories)
    insert into tender_subcategories (tender_id, subcategory_id)
    select s.id, sub.id from synthetic s join subs sub
      on sub.category_id = s.category_id and (sub.n = s.id % sub.total or sub.n = (s.id + 1) % sub.total)
    on conflict do nothing`);
  // As the hourly housekeeping would have: the closed tenders' rows out of the open table.
  await client.query("delete from open_tenders where closing_date <= now()");
  // As autovacuum would have by now: visibility map set, statistics fresh.
  await client.query("vacuum analyze");
  // Write the loaded pages out now, not in a checkpoint in the middle of the first scenario.
  await client.query("checkpoint");
}
