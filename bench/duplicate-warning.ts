// npm run bench:duplicates [-- --tenders 1000000 --samples 200 --port 54393]
// Times the duplicate warning as an admin meets it, through HTTP: on the realistic database
// kept by `npm run bench:realistic -- --tenders N --keep`, the production server answers
// `POST /api/tenders` of a notice re-typed from another paper (lower case, one letter dropped,
// a full stop added, the organisation in capitals, the same closing time) with 409 and its
// candidates. Each sample is a different tender among the 20,000 entered last, so no answer
// can be remembered from another; before each post the same connection fetches a static file
// of the same kind (a 409 body) from the same server, for the comparison. Prints both timings,
// how many notices were found, the load average, and the plan of one lookup. Copy the figures
// into docs/decisions/015-duplicate-warnings.md.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { MikroORM } from "@mikro-orm/postgresql";
import { ormConfig } from "../mikro-orm.config";
import { buildIfNeeded } from "../server/build-if-needed";
import { startEmbeddedDatabase } from "../server/database/embedded-database";
import { migrate } from "../server/database/prepare-database";
import { BUILD_DIR, startServer, type RunningServer } from "./realistic-server";
import {
  DUPLICATE_TITLE_SIMILARITY,
  duplicateLookup,
  findPossibleDuplicates,
  withDuplicateThreshold,
} from "~/modules/tenders/duplicate-tenders.server";
import { toEatInputValue } from "~/modules/tenders/tender-dates";

const { values } = parseArgs({
  options: {
    tenders: { type: "string", default: "1000000" },
    samples: { type: "string", default: "200" },
    port: { type: "string", default: "54393" },
  },
});
const WARM_UP = 5;
const STATIC_FILE = "bench-duplicates.json";
const dataDir = path.resolve(`.data/bench-realistic-${values.tenders}`);
if (!fs.existsSync(path.join(dataDir, "postgres", "PG_VERSION"))) {
  console.error(
    `No kept database in ${dataDir}: run npm run bench:realistic -- --tenders ${values.tenders} --keep first.`,
  );
  process.exit(1);
}

interface Sample {
  id: number;
  title: string;
  organisation: string;
  closing_date: Date;
  language_id: number;
  source_id: number;
  region_id: number;
}

const db = await startEmbeddedDatabase({
  dataDir,
  port: Number(values.port),
  database: "tenderlink",
  settings: [`shared_buffers=${Math.round(os.totalmem() / 4 / 2 ** 20)}MB`],
});
await migrate(db.url);
const orm = await MikroORM.init(ormConfig(db.url));
const staticPath = path.join(BUILD_DIR, "client", STATIC_FILE);
let server: RunningServer | undefined;
try {
  const em = orm.em.fork();
  const [counted] = await em.execute<{ count: string }[]>("select count(*) from tenders");
  const samples = await em.execute<Sample[]>(
    // A notice is typed again from another paper within days of the first, so the samples are
    // among the 20,000 tenders entered last (highest ids: the generator's publication dates are
    // random, its ids are the order of entry). That is weeks of entry at 100-300 a day.
    `select * from (select id, title, organisation, closing_date, language_id, source_id, region_id
      from tenders where organisation is not null and closing_date is not null
      order by id desc limit 20000) recent
      order by random() limit ?`,
    [Number(values.samples) + WARM_UP],
  );

  // The static file is what a warning weighs: the answer the API gives for the first sample.
  const first = await findPossibleDuplicates(orm.em.fork(), probe(samples[0]!));
  process.env.BUILD_DIR = BUILD_DIR;
  buildIfNeeded(BUILD_DIR);
  fs.writeFileSync(staticPath, JSON.stringify({ message: "…", duplicates: first }));
  // The server lists its public files when it starts: the copy is written before.
  server = await startServer({
    env: {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString("hex"),
    },
    logFile: path.join(dataDir, "server.log"),
  });
  const token = await apiToken(server.base);

  const loadBefore = os.loadavg()[0]!;
  const staticTimes: number[] = [];
  const warningTimes: number[] = [];
  const statuses = new Map<number, number>();
  let found = 0;
  for (const [index, sample] of samples.entries()) {
    let started = performance.now();
    const file = await fetch(`${server.base}/${STATIC_FILE}`);
    await file.arrayBuffer();
    const staticMs = performance.now() - started;
    if (!file.ok) throw new Error(`The static file answered ${file.status}`);

    started = performance.now();
    const answer = await fetch(`${server.base}/api/tenders`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: retypedForm(sample),
    });
    const body = (await answer.json()) as { duplicates?: { id: number }[] };
    const warningMs = performance.now() - started;
    if (index < WARM_UP) continue;
    staticTimes.push(staticMs);
    warningTimes.push(warningMs);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === 409 && body.duplicates?.some((candidate) => candidate.id === sample.id))
      found++;
  }
  const measured = samples.length - WARM_UP;
  console.log(
    `${Number(counted?.count ?? 0).toLocaleString("en")} tenders; ${measured} re-typed notices posted one after another on one connection, each a different tender; similarity threshold ${DUPLICATE_TITLE_SIMILARITY}`,
  );
  console.log(
    `  load average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after`,
  );
  console.log(`  POST /api/tenders: ${summary(warningTimes)}`);
  console.log(
    `  static file (${STATIC_FILE}, same server, same connection): ${summary(staticTimes)}`,
  );
  console.log(
    `  answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(", ")}; the re-typed notice's original among the candidates in ${found} of ${measured}`,
  );

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
  await server?.stop();
  fs.rmSync(staticPath, { force: true });
  await orm.close();
  await db.stop();
}

async function apiToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.test", password: "demo-pass-2026" }),
  });
  if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

function probe(sample: Sample) {
  return {
    title: retyped(sample.title),
    organisation: sample.organisation.toUpperCase(),
    closingDate: new Date(sample.closing_date),
  };
}

/** The notice as the admin form or an API client sends it, re-typed from another paper. */
function retypedForm(sample: Sample): FormData {
  const form = new FormData();
  const fields = {
    ...probe(sample),
    closingDate: toEatInputValue(sample.closing_date),
    tenderLanguageId: String(sample.language_id),
    tenderSourceId: String(sample.source_id),
    tenderRegionId: String(sample.region_id),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
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
