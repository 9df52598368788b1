// npm run bench:list-costs [-- --tenders 1000000 --requests 250 --port 54393 --sort closing]
// What each list page of the realistic mix costs alone: on the realistic database kept by
// `npm run bench:realistic -- --tenders N --keep` (migrated first), the searches and filter
// combinations the realistic traffic sends (the same generator, a fixed seed, so two runs ask
// for the same pages) are listed one after another on one connection by the code the pages
// run (listTenders, its guard included), no HTTP; with --sort, every page in that order
// (relevance, newest or closing) as a signed-in user, who alone may choose one. Prints each class's distribution and the
// slowest requests, to find which queries to work on; `npm run bench:realistic` measures the
// product under load.
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { MikroORM } from "@mikro-orm/postgresql";
import { ormConfig } from "../mikro-orm.config";
import { startEmbeddedDatabase } from "../server/database/embedded-database";
import { migrate } from "../server/database/prepare-database";
import { readCatalogue } from "./realistic-catalogue";
import { Traffic } from "./realistic-traffic";
import { buildVocabulary } from "./realistic-vocabulary";
import { pageFilters } from "~/modules/tenders/tender-filters-query";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import pg from "pg";

const { values } = parseArgs({
  options: {
    tenders: { type: "string", default: "1000000" },
    requests: { type: "string", default: "250" },
    port: { type: "string", default: "54393" },
    sort: { type: "string" },
  },
});

const db = await startEmbeddedDatabase({
  dataDir: path.resolve(`.data/bench-realistic-${values.tenders}`),
  port: Number(values.port),
  database: "tenderlink",
  settings: [`shared_buffers=${Math.round(os.totalmem() / 4 / 2 ** 20)}MB`],
});
await migrate(db.url);
const orm = await MikroORM.init(ormConfig(db.url));
const timings: { ms: number; kind: string; request: string; total: string }[] = [];
try {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const catalogue = await readCatalogue(client);
  const ids = (
    await client.query<{ min: number; max: number }>(
      "select min(id)::int as min, max(id)::int as max from tenders",
    )
  ).rows[0]!;
  await client.end();
  const traffic = new Traffic(buildVocabulary(), catalogue, ids, seededRandom(42));
  console.log(`uptime at start: ${os.loadavg()[0]!.toFixed(2)} (1 min load average)`);
  for (let index = 0; index < Number(values.requests); index++) {
    const request = traffic.listPage();
    const params = new URL(request.path, "http://bench").searchParams;
    if (values.sort) params.set("sort", values.sort);
    // As the list page reads them: open tenders unless the archive is asked for.
    const filters = pageFilters(parseTenderFilters(params));
    const viewer = request.signedIn || values.sort ? "user" : "visitor";
    const started = performance.now();
    const total = await listTenders(orm.em.fork(), filters, { viewer }).then(
      (page) => `${page.total} (${page.totalPrecision})`,
      (error: unknown) => (error instanceof Error ? error.name : "error"),
    );
    timings.push({
      ms: performance.now() - started,
      kind: request.kind,
      request: `${decodeURIComponent(request.path)}${request.signedIn ? " (user)" : ""}`,
      total,
    });
  }
  console.log(`load average at the end: ${os.loadavg()[0]!.toFixed(2)}`);
} finally {
  await orm.close();
  await db.stop();
}

for (const kind of ["search", "filters"]) {
  const sorted = timings
    .filter((timing) => timing.kind === kind)
    .map((timing) => timing.ms)
    .sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(1);
  const failed = timings.filter((timing) => timing.kind === kind && !/\d/.test(timing.total));
  console.log(
    `${kind}: ${sorted.length} requests, p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms, ${failed.length} refused (busy or timed out)`,
  );
}
console.log("\nThe 20 slowest:");
console.table(
  timings
    .toSorted((a, b) => b.ms - a.ms)
    .slice(0, 20)
    .map((timing) => ({ ...timing, ms: Number(timing.ms.toFixed(1)) })),
);

/** A small linear congruential generator: the same requests in every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
