// npm run bench [-- --tenders 100000 --connections 10 --seconds 10 --warm-up 2]
// Loads synthetic tenders into a fresh embedded PostgreSQL, starts the production server and
// measures each scenario with autocannon. Prints a table; copy it into docs/performance.md.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { startEmbeddedDatabase } from "../server/database/embedded-database";
import { migrate } from "../server/database/prepare-database";
import { bootstrapData } from "../server/database/bootstrap";
import { checkEnvironment } from "../server/environment";
import { signIn, waitFor } from "./realistic-server";
import { insertSyntheticTenders } from "./synthetic-tenders";

// `npm run bench -- --realistic …` runs the realistic benchmark (bench/realistic.ts).
if (process.argv.includes("--realistic")) {
  const { runRealistic } = await import("./realistic");
  await runRealistic(process.argv.slice(2).filter((arg) => arg !== "--realistic"));
  process.exit(0);
}

const { values } = parseArgs({
  options: {
    tenders: { type: "string", default: "100000" },
    connections: { type: "string", default: "10" },
    seconds: { type: "string", default: "10" },
    "warm-up": { type: "string", default: "2" },
  },
});
const tenderCount = Number(values.tenders);
const connections = Number(values.connections);
const duration = Number(values.seconds);
const warmUp = Number(values["warm-up"]);
const port = 3300;
const base = `http://127.0.0.1:${port}`;
const dataDir = ".data/bench";

fs.rmSync(dataDir, { recursive: true, force: true });
const db = await startEmbeddedDatabase({ dataDir, port: 54390, database: "tenderlink" });
let server: ReturnType<typeof spawn> | undefined;
try {
  await migrate(db.url);
  await bootstrapData(db.url, checkEnvironment());
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  console.log(`Inserting ${tenderCount} synthetic tenders...`);
  await insertSyntheticTenders(client, tenderCount);
  const ids = await client.query<{ id: number; region_id: number; source_id: number }>(
    "select id, region_id, source_id from tenders order by id desc limit 1",
  );
  const sample = ids.rows[0]!;
  await client.end();

  server = spawn(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/lingui-register.mjs", "server/index.ts"],
    {
      env: {
        ...process.env,
        SESSION_SECRET: randomBytes(32).toString("hex"),
        DATABASE_URL: db.url,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        SEED_DEMO_DATA: "false",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await waitFor(`${base}/`);
  const cookie = await signIn(base, "user@demo.test", "demo-pass-2026");
  const filtered = `/home?q=road&region=${sample.region_id}&source=${sample.source_id}&status=open`;
  let nextPage = 2;
  let nextId = sample.id - 1;
  const scenarios: {
    name: string;
    /** A function gives every request its own path: nothing can be reused. */
    path: string | (() => string);
    method?: "GET" | "POST";
    cookie?: string;
    body?: string;
  }[] = [
    { name: "landing", path: "/" },
    { name: "list page 1 (visitor)", path: "/home" },
    { name: "list with search (visitor)", path: "/home?q=laboratory%20reagents" },
    { name: "search + 3 filters (user)", path: filtered, cookie },
    { name: "deep page (user)", path: "/home?page=5000", cookie },
    { name: "tender detail (user)", path: `/tenders/${sample.id}`, cookie },
    {
      name: "save tender (user)",
      path: `/tenders/${sample.id}/save`,
      method: "POST",
      cookie,
      body: "intent=save",
    },
    // Not in the target: how the same pages cost when no result or render can be reused.
    { name: "cold: a new list page each (user)", path: () => `/home?page=${nextPage++}`, cookie },
    { name: "cold: a new tender each (user)", path: () => `/tenders/${nextId--}`, cookie },
  ];
  const rows = [];
  for (const scenario of scenarios) {
    const drive = (seconds: number, latencies: number[] = []) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: base + (typeof scenario.path === "string" ? scenario.path : "/"),
            ...(typeof scenario.path === "function"
              ? {
                  requests: [
                    {
                      setupRequest: (request) => ({
                        ...request,
                        path: (scenario.path as () => string)(),
                      }),
                    },
                  ],
                }
              : {}),
            method: scenario.method ?? "GET",
            connections,
            duration: seconds,
            body: scenario.body,
            headers: {
              // Browsers ask for compression; bytes/resp is what crosses the network.
              "accept-encoding": "gzip",
              ...(scenario.cookie ? { cookie: scenario.cookie } : {}),
              ...(scenario.body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
            },
          },
          (error, outcome) => (error ? reject(error) : resolve(outcome)),
        );
        instance.on("response", (_client, _status, _bytes, responseTime) =>
          latencies.push(responseTime),
        );
      });
    // Not measured: the first requests compile the code paths and fill the caches.
    await drive(warmUp);
    const latencies: number[] = [];
    const result = await drive(duration, latencies);
    rows.push({
      scenario: scenario.name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p95 ms": percentile(latencies, 95),
      "p99 ms": result.latency.p99,
      // The no-JS save answers with a redirect back: 3xx is success here.
      errors: result.errors + result.timeouts + result["4xx"] + result["5xx"],
      "bytes/resp": Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    });
  }
  console.log(
    `\n${tenderCount} tenders, ${connections} connections, ${duration} s per scenario after ${warmUp} s of warm-up\n`,
  );
  console.table(rows);
} finally {
  server?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await db.stop();
}

/** autocannon reports p97.5 but not p95, so it is computed from every response time. */
function percentile(latencies: number[], p: number): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return (
    Math.round(
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10,
    ) / 10
  );
}
