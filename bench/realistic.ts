// npm run bench:realistic [-- --tenders 100000 --connections 32 --seconds 20 --rate 100
//   --warm-up 3 --keep --distinct-pages 20000
//   --phases closed,static,floor,open,single,alone,sorted,memory]
// (the same as `npm run bench -- --realistic …`)
//
// The tender list under realistic traffic: N tenders written from a Zipf-distributed
// vocabulary (realistic-tenders.ts), the production server in its own process tree, and a
// mix of searches, filter combinations, tender pages, landing pages and saves in which no URL
// repeats. Prints the tables and writes them to .data/bench-realistic-results.json.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { buildIfNeeded } from "../server/build-if-needed";
import { readCatalogue } from "./realistic-catalogue";
import { databasePid, prepareBenchDatabase, type VocabularyStats } from "./realistic-database";
import { parseRealisticOptions, type Phase } from "./realistic-options";
import * as phases from "./realistic-phases";
import { sanityCheck } from "./realistic-sanity";
import { BUILD_DIR, SERVER_DIR, signIn, startServer, type RunningServer } from "./realistic-server";
import { summariseServerLog } from "./realistic-server-log";
import { REQUEST_CLASSES, Traffic, type ProfileTargets } from "./realistic-traffic";
import { buildVocabulary, type Vocabulary } from "./realistic-vocabulary";

const RESULTS_FILE = ".data/bench-realistic-results.json";
/** Signed-in requests spread over a few sessions of the demo user, as several tabs would. */
const SESSIONS = 4;

export async function runRealistic(args: string[]): Promise<void> {
  const options = parseRealisticOptions(args);
  const startedAt = new Date().toISOString();
  const loadAtStart = uptime();
  console.log(`uptime at start: ${loadAtStart}`);

  const vocabulary = buildVocabulary();
  const database = await prepareBenchDatabase({
    tenders: options.tenders,
    keep: options.keep,
    vocabulary,
  });
  const staticFile = path.resolve(SERVER_DIR, BUILD_DIR, "client", phases.STATIC_PAGE);
  let server: RunningServer | undefined;
  try {
    const { catalogue, ids, profiles } = await readTargets(database.url, vocabulary);
    printVocabulary(options.tenders, database.stats);

    // Built here, once, so neither server start below rebuilds (which would also delete the
    // static copy); the server builds only if someone changes the sources in between.
    process.env.BUILD_DIR = BUILD_DIR;
    buildIfNeeded(BUILD_DIR);
    const sessionSecret = randomBytes(32).toString("hex");
    const logFile = path.join(database.dataDir, "server.log");
    fs.rmSync(logFile, { force: true });
    const start = () =>
      startServer({
        env: {
          DATABASE_URL: database.url,
          DATA_DIR: database.dataDir,
          SESSION_SECRET: sessionSecret,
        },
        logFile,
      });
    if (options.phases.has("static")) {
      // The server lists its public files when it starts: render the page with a first
      // start, write the copy, then start the server that is measured.
      server = await start();
      const html = await (await fetch(`${server.base}/home`)).text();
      await server.stop();
      server = undefined;
      fs.writeFileSync(staticFile, html);
    }
    server = await start();
    const base = new URL(server.base);
    const cookies: string[] = [];
    for (let index = 0; index < SESSIONS; index++) {
      cookies.push(await signIn(server.base, "user@demo.test", "demo-pass-2026"));
    }

    const traffic = new Traffic(vocabulary, catalogue, ids, Math.random, profiles);
    const sanity = await sanityCheck(server.base, cookies[0]!, [
      ...REQUEST_CLASSES.map((kind) => traffic.ofClass(kind)),
      traffic.broadSearch(),
    ]);
    console.log("\nOne request of each class, read in full:");
    console.table(sanity);
    for (const row of sanity.filter((entry) => entry.status >= 400)) {
      console.log(`  warning: ${row.request} answered ${row.status}`);
    }

    const context: phases.PhaseContext = {
      base,
      databaseUrl: database.url,
      cookies,
      traffic,
      options,
      serverPid: server.pid,
      databasePid: databasePid(database.dataDir),
    };
    const results = await measure(context);

    const serverLog = summariseServerLog(server.logFile);
    console.log(
      `\nServer log: ${serverLog.lines} lines, ${serverLog.errors} errors, ` +
        `${serverLog.unavailable} lists answered 503 (timed out or refused), ` +
        `${serverLog.abortFailures} cancels reported failed in the background`,
    );
    for (const message of serverLog.messages) console.log(`  ${message}`);
    if (traffic.repeats) console.log(`${traffic.repeats} requests had to repeat an earlier URL.`);
    const loadAtEnd = uptime();
    console.log(`uptime at end: ${loadAtEnd}`);

    fs.writeFileSync(
      RESULTS_FILE,
      JSON.stringify(
        {
          startedAt,
          machine: {
            cpus: os.availableParallelism(),
            uptime: { start: loadAtStart, end: loadAtEnd },
          },
          options: { ...options, phases: [...options.phases] },
          tenders: options.tenders,
          database: { reused: database.reused, loadSeconds: database.loadSeconds },
          vocabulary: database.stats,
          sanity,
          ...results,
          repeatedUrls: traffic.repeats,
          serverLog,
        },
        null,
        2,
      ),
    );
    console.log(`Results written to ${RESULTS_FILE}`);
  } finally {
    await server?.stop();
    fs.rmSync(staticFile, { force: true });
    await database.stop();
    if (!options.keep) fs.rmSync(database.dataDir, { recursive: true, force: true });
  }
}

/** The phases asked for, in order; the mix is also put against the static copy. */
async function measure(context: phases.PhaseContext) {
  const has = (phase: Phase) => context.options.phases.has(phase);
  const closed = has("closed") ? await phases.mixPhase(context) : undefined;
  const copy = has("static") ? await phases.staticPhase(context) : undefined;
  let mixShareOfStatic: number | undefined;
  if (closed && copy?.rps) {
    mixShareOfStatic = percentOf(closed.mixRps, copy.rps);
    console.log(
      `\nMix: ${closed.mixRps} req/s = ${mixShareOfStatic}% of the static copy's ${copy.rps} req/s`,
    );
  }
  const floor = has("floor") && closed ? await phases.floorPhase(context, closed.asked) : undefined;
  let mixShareOfFloor: number | undefined;
  if (closed && floor?.mixRps) {
    mixShareOfFloor = percentOf(closed.mixRps, floor.mixRps);
    console.log(`Mix: ${mixShareOfFloor}% of the floor's ${floor.mixRps} req/s`);
  }
  if (floor && copy?.rps) {
    console.log(`Floor: ${percentOf(floor.mixRps, copy.rps)}% of the static copy`);
  }
  return {
    closed: closed && { ...closed, asked: closed.asked.length },
    static: copy,
    mixShareOfStatic,
    floor: floor && { rows: floor.rows, mixRps: floor.mixRps, replayed: floor.replayed },
    mixShareOfFloor,
    open: has("open") ? await phases.openPhase(context) : undefined,
    single: has("single") ? await phases.singlePhase(context) : undefined,
    alone: has("alone") ? await phases.alonePhase(context) : undefined,
    sorted: has("sorted") ? await phases.sortedPhase(context) : undefined,
    memory: has("memory") ? await phases.memoryPhase(context) : undefined,
  };
}

/** `rps` as a percentage of the static copy's `staticRps`, to one decimal. */
const percentOf = (rps: number, staticRps: number) => Math.round((rps / staticRps) * 1000) / 10;

/**
 * The catalogue (for filters), the tender ids (for detail pages and saves) and the profiles:
 * buyers in the vocabulary's rank (how often the generator names them), suppliers in id order
 * (the rank realistic-awards.ts draws them by).
 */
async function readTargets(url: string, vocabulary: Vocabulary) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const catalogue = await readCatalogue(client);
    const range = await client.query<{ min: number; max: number }>(
      "select min(id) as min, max(id) as max from tenders",
    );
    const names = await client.query<{ name: string; slug: string }>(
      "select name, slug from organisation_names where merged_into is null",
    );
    const slugOf = new Map(names.rows.map((row) => [row.name, row.slug]));
    const ranked = (buyers: string[]) => buyers.flatMap((name) => slugOf.get(name) ?? []);
    const suppliers = await client.query<{ slug: string }>(
      "select slug from suppliers order by id",
    );
    const profiles: ProfileTargets = {
      buyers: ranked(vocabulary.buyers),
      amharicBuyers: ranked(vocabulary.amharicBuyers),
      suppliers: suppliers.rows.map((row) => row.slug),
    };
    return { catalogue, ids: range.rows[0]!, profiles };
  } finally {
    await client.end();
  }
}

function printVocabulary(tenders: number, stats: VocabularyStats): void {
  const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
  console.log(
    `${tenders.toLocaleString("en")} tenders (${percent(stats.amharicShare)} in Amharic); ` +
      `vocabulary: ${stats.distinctEnglishWords} English and ${stats.distinctAmharicWords} ` +
      `Amharic words, ${stats.organisations} organisations, ${stats.towns} towns`,
  );
  const broadest = stats.broadest.map((entry) => `${entry.word} ${percent(entry.share)}`);
  console.log(`Share of tenders matching the broadest words: ${broadest.join(", ")}`);
}

/** The load average says whether the machine was busy with something else meanwhile. */
function uptime(): string {
  try {
    return execFileSync("uptime", { encoding: "utf8" }).trim();
  } catch {
    return `load average: ${fs.readFileSync("/proc/loadavg", "utf8").trim()}`;
  }
}

// Run directly (npm run bench:realistic), not only through bench/index.ts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runRealistic(process.argv.slice(2));
}
