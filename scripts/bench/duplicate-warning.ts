// npm run bench:duplicates [-- --tenders 1000000 --samples 200 --port 54393]
// Times the duplicate warning (findPossibleDuplicates, the code the tender form and API run)
// on the realistic database kept by `npm run bench:realistic -- --tenders N --keep` (which
// migrates it; this script only reads): for
// `samples` of the tenders entered last it re-types the notice (lower case, one letter
// dropped, a full stop added) and looks it up with the same organisation, and once with another organisation
// and day (nothing to find). Prints the timings, how many re-typed notices were found, and
// the plan of one lookup. Copy the figures into docs/decisions/015-duplicate-warnings.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { MikroORM } from "@mikro-orm/postgresql";
import { ormConfig } from "../../mikro-orm.config";
import { startEmbeddedDatabase } from "../lib/embedded-database";
import {
  DUPLICATE_TITLE_SIMILARITY,
  duplicateLookup,
  findPossibleDuplicates,
  withDuplicateThreshold,
} from "~/modules/tenders/duplicate-tenders.server";

const { values } = parseArgs({
  options: {
    tenders: { type: "string", default: "1000000" },
    samples: { type: "string", default: "200" },
    port: { type: "string", default: "54393" },
  },
});
const dataDir = path.resolve(`.data/bench-realistic-${values.tenders}`);
if (!fs.existsSync(path.join(dataDir, "postgres", "PG_VERSION"))) {
  console.error(
    `No kept database in ${dataDir}: run npm run bench:realistic -- --tenders ${values.tenders} --keep first.`,
  );
  process.exit(1);
}

const db = await startEmbeddedDatabase({
  dataDir,
  port: Number(values.port),
  database: "tenderlink",
  settings: [`shared_buffers=${Math.round(os.totalmem() / 4 / 2 ** 20)}MB`],
});
const orm = await MikroORM.init(ormConfig(db.url));
try {
  const em = orm.em.fork();
  const [index] = await em.execute<{ found: boolean }[]>(
    `select to_regclass('tenders_organisation_lower_index') is not null as found`,
  );
  if (!index?.found) {
    throw new Error("Not migrated: start bench:realistic with --keep once to migrate it.");
  }
  const [counted] = await em.execute<{ count: string }[]>("select count(*) from tenders");
  const count = counted?.count ?? "0";
  const samples = await em.execute<
    { id: number; title: string; organisation: string; closing_date: Date }[]
  >(
    // A notice is typed again from another paper within days of the first, so the samples are
    // among the 20,000 tenders entered last (highest ids: the generator's publication dates are
    // random, its ids are the order of entry). That is weeks of entry at 100-300 a day.
    `select * from (select id, title, organisation, closing_date from tenders
      where organisation is not null and closing_date is not null
      order by id desc limit 20000) recent
      order by random() limit ?`,
    [Number(values.samples)],
  );
  // Warm the index and table pages the lookups read, as a running server would have them.
  for (const sample of samples.slice(0, 5))
    await findPossibleDuplicates(orm.em.fork(), probe(sample));

  const similar: number[] = [];
  const unrelated: number[] = [];
  let found = 0;
  for (const sample of samples) {
    let started = performance.now();
    const candidates = await findPossibleDuplicates(orm.em.fork(), probe(sample));
    similar.push(performance.now() - started);
    if (candidates.some((candidate) => candidate.id === sample.id)) found++;
    started = performance.now();
    await findPossibleDuplicates(orm.em.fork(), {
      title: retyped(sample.title),
      organisation: "An organisation no tender names",
      closingDate: new Date("2001-01-01T07:00:00Z"),
    });
    unrelated.push(performance.now() - started);
  }
  console.log(
    `${Number(count).toLocaleString("en")} tenders, ${samples.length} re-typed notices, threshold ${DUPLICATE_TITLE_SIMILARITY}`,
  );
  console.log(`  same organisation: ${summary(similar)}; found ${found} of ${samples.length}`);
  console.log(`  other organisation and day: ${summary(unrelated)}`);

  const example = samples[0]!;
  const lookup = duplicateLookup(probe(example))!;
  const plan = await withDuplicateThreshold(em, (tx) =>
    tx.execute<{ "QUERY PLAN": string }[]>(
      `explain (analyze, buffers, costs off) ${lookup.sql}`,
      lookup.params,
    ),
  );
  console.log(`\nPlan for "${retyped(example.title)}":`);
  for (const row of plan) console.log(`  ${row["QUERY PLAN"]}`);
} finally {
  await orm.close();
  await db.stop();
}

function probe(sample: { title: string; organisation: string; closing_date: Date }) {
  return {
    title: retyped(sample.title),
    organisation: sample.organisation.toUpperCase(),
    closingDate: new Date(sample.closing_date),
  };
}

/** The notice as someone else typed it from another paper: case, a dropped letter, a full stop. */
function retyped(title: string): string {
  const middle = Math.floor(title.length / 2);
  return `${(title.slice(0, middle) + title.slice(middle + 1)).toLowerCase()}.`;
}

function summary(timings: number[]): string {
  const sorted = timings.toSorted((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
}
