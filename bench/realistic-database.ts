// The realistic benchmark's database: an embedded PostgreSQL under .data/bench-realistic-<N>.
// Loading a million tenders takes minutes, so with --keep the directory stays and a later run
// reuses it when it holds the same tenders from the same vocabulary; migrations still run
// every time, since the application may have added some since.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { bootstrapData } from "../server/database/bootstrap";
import { checkEnvironment } from "../server/environment";
import { startEmbeddedDatabase } from "../server/database/embedded-database";
import { migrate } from "../server/database/prepare-database";
import { fillRealisticAwards } from "./realistic-awards";
import { GENERATOR_VERSION, insertRealisticTenders } from "./realistic-tenders";
import { vocabularyFingerprint, type Vocabulary } from "./realistic-vocabulary";

/** Not the ports of `npm start`, the tests or `npm run bench`, which may run at the same time. */
const DATABASE_PORT = Number(process.env.BENCH_PG_PORT ?? 54392);
const META_FILE = "bench-realistic.json";

export interface VocabularyStats {
  distinctEnglishWords: number;
  distinctAmharicWords: number;
  organisations: number;
  towns: number;
  /** The broadest words and the share of tenders a search for each matches. */
  broadest: { word: string; tenders: number; share: number }[];
  amharicShare: number;
}

/** Written once a load has finished: a directory without it is reloaded from scratch. */
interface Meta {
  tenders: number;
  fingerprint: string;
  loadSeconds: number;
  loadedAt: string;
  stats: VocabularyStats;
}

export interface BenchDatabase extends Meta {
  url: string;
  dataDir: string;
  reused: boolean;
  stop: () => Promise<void>;
}

/** The PostgreSQL server's own process, whose children are the connections' backends. */
export function databasePid(dataDir: string): number {
  const lockFile = fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
  return Number(lockFile.split("\n")[0]);
}

function readMeta(dataDir: string): Meta | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, META_FILE), "utf8")) as Meta;
  } catch {
    return null;
  }
}

export async function prepareBenchDatabase(options: {
  tenders: number;
  keep: boolean;
  vocabulary: Vocabulary;
}): Promise<BenchDatabase> {
  const dataDir = path.resolve(`.data/bench-realistic-${options.tenders}`);
  const fingerprint = vocabularyFingerprint(options.vocabulary, GENERATOR_VERSION);
  const kept = readMeta(dataDir);
  const reusable =
    options.keep && kept?.tenders === options.tenders && kept.fingerprint === fingerprint;
  if (!reusable) fs.rmSync(dataDir, { recursive: true, force: true });

  const db = await startEmbeddedDatabase({
    dataDir,
    port: DATABASE_PORT,
    database: "tenderlink",
    // As a database server for a million tenders would be tuned: a quarter of this machine's
    // memory for PostgreSQL's own cache (the default, 128 MB, holds 4% of the table).
    settings: [`shared_buffers=${Math.round(os.totalmem() / 4 / 2 ** 20)}MB`],
  });
  try {
    await migrate(db.url);
    // The demo catalogue and accounts (user@demo.test) on a fresh database; on a kept one only
    // what is missing (static pages).
    await bootstrapData(db.url, checkEnvironment());
    if (reusable) {
      await expectTenderCount(db.url, options.tenders);
      // A database kept from before awards existed gets them now, once.
      await fillRealisticAwards(db.url);
      await warmCache(db.url);
      console.log(`Reusing ${dataDir} (${options.tenders.toLocaleString("en")} tenders).`);
      return { ...kept, url: db.url, dataDir, reused: true, stop: db.stop };
    }
    console.log(`Loading ${options.tenders.toLocaleString("en")} realistic tenders...`);
    const started = performance.now();
    await insertRealisticTenders(db.url, options.tenders, options.vocabulary);
    await fillRealisticAwards(db.url);
    const loadSeconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(`Loaded in ${loadSeconds} s.`);
    const meta: Meta = {
      tenders: options.tenders,
      fingerprint,
      loadSeconds,
      loadedAt: new Date().toISOString(),
      stats: await vocabularyStats(db.url, options.vocabulary),
    };
    fs.writeFileSync(path.join(dataDir, META_FILE), JSON.stringify(meta, null, 2));
    return { ...meta, url: db.url, dataDir, reused: false, stop: db.stop };
  } catch (error) {
    await db.stop();
    throw error;
  }
}

/** The tables the list and profile pages read (their indexes are warmed with them). */
const WARM_TABLES = [
  "tenders",
  "tender_categories",
  "tender_subcategories",
  "tender_day_terms",
  "open_tenders",
  "organisation_names",
  "suppliers",
  "awards",
];

/**
 * A database that was just started has an empty cache, which a server that has been running
 * does not: read the tables and indexes the pages use into it once (pg_prewarm, from contrib).
 */
async function warmCache(url: string): Promise<void> {
  return withClient(url, async (client) => {
    await client.query("create extension if not exists pg_prewarm");
    await client.query(
      `select pg_prewarm(c.oid) from pg_class c
        where c.relkind in ('r', 'i')
          and (c.oid = any($1::regclass[])
               or c.oid in (select indexrelid from pg_index where indrelid = any($1::regclass[])))`,
      [WARM_TABLES],
    );
  });
}

async function expectTenderCount(url: string, expected: number): Promise<void> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>("select count(*) from tenders");
    const count = Number(rows[0]!.count);
    if (count !== expected) {
      throw new Error(`The kept database holds ${count} tenders, not ${expected}: delete it.`);
    }
  });
}

/** Counted as the list's search does (English stems or the word as typed), through its index. */
async function vocabularyStats(url: string, vocabulary: Vocabulary): Promise<VocabularyStats> {
  return withClient(url, async (client) => {
    const count = async (where: string, params: unknown[] = []) =>
      Number(
        (await client.query<{ count: string }>(`select count(*) from tenders ${where}`, params))
          .rows[0]!.count,
      );
    const total = await count("");
    const broadest = [];
    for (const word of vocabulary.words.slice(0, 5)) {
      const tenders = await count(
        `where search_vector @@ (websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1))`,
        [word],
      );
      broadest.push({ word, tenders, share: Math.round((tenders / total) * 1000) / 1000 });
    }
    const amharic = await count(
      "where language_id = (select id from languages where name = 'Amharic')",
    );
    return {
      distinctEnglishWords: vocabulary.words.length,
      distinctAmharicWords: vocabulary.amharicWords.length,
      organisations: vocabulary.buyers.length + vocabulary.amharicBuyers.length,
      towns: vocabulary.towns.length,
      broadest,
      amharicShare: Math.round((amharic / total) * 1000) / 1000,
    };
  });
}

/** Runs `work` on a connection of its own to `url`, closed afterwards whatever happens. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
