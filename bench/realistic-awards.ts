// Award notices for the realistic benchmark, written in a step of their own when the awards
// table is empty, so a kept database of tenders gets them once without being reloaded (the
// generator's version and the vocabulary's fingerprint are untouched). About 0.3 awards per
// tender: a share of the closed tenders is awarded, one to three lots each, to suppliers drawn
// by a Zipf law (a few firms win much, most win once or twice), as in real award notices.
import pg from "pg";

/** Awards per tender, on average, over the whole table. */
const AWARDS_PER_TENDER = 0.3;
/** Lots per awarded tender: 1, plus one more a quarter of the time and another a fifth. */
const MEAN_LOTS = 1 + 0.25 + 0.2;
/** One supplier per this many tenders: 20,000 for a million. */
const TENDERS_PER_SUPPLIER = 50;
const CANCELLED_SHARE = 0.02;

const GIVEN_NAMES = `Abebe Kebede Tesfaye Alemu Girma Hailu Mulugeta Tadesse Bekele Getachew Desta
  Yohannes Mekonnen Tekle Haile Assefa Worku Gebre Berhanu Solomon Dawit Yared Fikru Samuel
  Mesfin Negash Tilahun Ayele Demissie Wolde Shiferaw Tsegaye Lemma Eshetu Amare Biruk Henok
  Kassahun Zewdu Teshome`;
const TRADES = `Trading; Engineering; Construction; Import and Export; General Contractor;
  Pharmaceuticals; Technologies; Supplies; Building Materials; Medical Equipment; Office
  Solutions; Motors; Electromechanical Works; Consultancy; Printing and Packaging; Agro
  Industry; Water Works; Logistics; Furniture; Computer Systems`;
const FORMS = ["PLC", "Share Company", "and Sons PLC", "Enterprise", "Joint Venture"];
const AMHARIC_SUPPLIERS = [
  "አበበ ከበደ ንግድ ሥራ ኃ.የተ.የግ.ማ.",
  "ተስፋዬ ግንባታ ድርጅት",
  "ሀይሉ የሕክምና መሣሪያዎች አቅራቢ",
  "ግርማ ኮምፒውተር እና ቢሮ ዕቃዎች",
  "ደስታ የውሃ ሥራዎች ድርጅት",
  "ዮሐንስ አስመጪና ላኪ",
];

const words = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * Supplier i (1-based) is the i-th of a fixed walk through every name the parts make, so names
 * (and their slugs) are distinct: a multiplier prime to the number of names visits each once.
 * Ids follow rank, so the Zipf draw over ids favours the first suppliers.
 */
const INSERT_SUPPLIERS = `
insert into suppliers (name, slug)
select name, trim(both '-' from regexp_replace(lower(name), '[^a-z0-9\\u1200-\\u135a]+', '-', 'g'))
  from (
    select i, case when i <= cardinality($5::text[]) then $5[i]
                   else $1[1 + k % n1] || ' ' || $1[1 + (k / n1) % n1] || ' '
                        || $2[1 + (k / (n1 * n1)) % n2] || ' ' || $3[1 + (k / (n1 * n1 * n2)) % n3]
              end as name
      from (select i, (i::bigint * 7919) % (n1 * n1 * n2 * n3) as k, n1, n2, n3
              from generate_series(1, $4::int) as i,
                   (select cardinality($1::text[]) as n1, cardinality($2::text[]) as n2,
                           cardinality($3::text[]) as n3) sizes) walk
  ) named
 order by i`;

/**
 * Awarded: a share of the tenders closed at least two weeks ago, 14–60 days after closing.
 * Amounts are log-uniform from 20,000 to 40 million birr; 4% in US dollars, 1% in euros.
 */
const INSERT_AWARDS = `
with awarded as (
  select t.id, t.closing_date,
         1 + (random() < 0.25)::int + (random() < 0.2)::int as lots
    from tenders t
   where t.published_at <= now() and t.closing_date < now() - interval '14 days'
     and random() < $1
),
suppliers_ranked as (select array_agg(id order by id) as ids from suppliers),
outcomes as (
  insert into tender_outcomes (tender_id, status) select id, 'awarded' from awarded
),
lots as (
  select a.id, a.closing_date, lot, random() as currency_draw,
         s.ids[floor(exp(random() * ln(cardinality(s.ids) + 1)))::int] as supplier_id
    from awarded a cross join suppliers_ranked s cross join lateral generate_series(1, a.lots) lot
)
insert into awards (tender_id, lot, supplier_id, amount, currency, awarded_on)
select id, lot, supplier_id,
       round((exp(ln(20000) + random() * ln(2000))
              / case when currency_draw < 0.04 then 120 when currency_draw < 0.05 then 130 else 1 end
             )::numeric, 2),
       case when currency_draw < 0.04 then 'USD' when currency_draw < 0.05 then 'EUR' else 'ETB' end,
       least(current_date, (closing_date at time zone 'Africa/Addis_Ababa')::date
                           + 14 + floor(random() * 47)::int)
  from lots`;

const INSERT_CANCELLED = `
insert into tender_outcomes (tender_id, status, reason)
select t.id, 'cancelled', 'Cancelled by the buyer: the requirement changed.'
  from tenders t
 where t.published_at <= now() and t.closing_date < now()
   and not exists (select 1 from tender_outcomes o where o.tender_id = t.id)
   and random() < $1`;

/** Fills suppliers, outcomes and awards when the awards table is empty; returns the awards added. */
export async function fillRealisticAwards(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query<{ any: boolean }>(
      "select exists (select 1 from awards) as any",
    );
    if (existing.rows[0]!.any) return 0;
    console.log("Writing award notices...");
    const counts = await client.query<{ tenders: string; eligible: string }>(
      `select count(*) as tenders,
              count(*) filter (where published_at <= now()
                                 and closing_date < now() - interval '14 days') as eligible
         from tenders`,
    );
    const tenders = Number(counts.rows[0]!.tenders);
    const eligible = Number(counts.rows[0]!.eligible);
    if (eligible === 0) return 0;
    const started = performance.now();
    await client.query("set synchronous_commit = off");
    await client.query("begin");
    const supplierCount = Math.max(
      AMHARIC_SUPPLIERS.length + 10,
      Math.round(tenders / TENDERS_PER_SUPPLIER),
    );
    await client.query(INSERT_SUPPLIERS, [
      words(GIVEN_NAMES, /\s+/),
      words(TRADES, /;/),
      FORMS,
      supplierCount,
      AMHARIC_SUPPLIERS,
    ]);
    const share = Math.min(1, (AWARDS_PER_TENDER * tenders) / MEAN_LOTS / eligible);
    const awards = await client.query(INSERT_AWARDS, [share]);
    await client.query(INSERT_CANCELLED, [CANCELLED_SHARE]);
    await client.query("commit");
    await client.query("vacuum analyze suppliers, tender_outcomes, awards");
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(
      `  ${awards.rowCount?.toLocaleString("en")} awards to ${supplierCount.toLocaleString("en")} suppliers (${seconds} s)`,
    );
    return awards.rowCount ?? 0;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
