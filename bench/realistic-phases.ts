// The measured phases of the realistic benchmark. Each one first runs unmeasured for the
// warm-up seconds (code paths compiled, connections open); the traffic never repeats a URL,
// so the warm-up fills no cache that the measurement could then use.
import pg from "pg";
import { HttpClient } from "./realistic-http";
import { closedLoop, openLoop, type ClosedLoopResult } from "./realistic-load";
import type { RealisticOptions } from "./realistic-options";
import { serverMemory, treeCpuMs, type ProcessMemory } from "./realistic-server";
import { round, type StatsRow } from "./realistic-stats";
import { REQUEST_CLASSES, type BenchRequest, type Traffic } from "./realistic-traffic";
import { TENDER_SORTS } from "~/modules/tenders/tender-filters-query";

export interface PhaseContext {
  base: URL;
  /** The bench database, for what a phase does beside the requests. */
  databaseUrl: string;
  cookies: string[];
  traffic: Traffic;
  options: RealisticOptions;
  serverPid: number;
  databasePid: number;
}

/** The static copy of a list page, written into the build's client directory. */
export const STATIC_PAGE = "bench-static.html";

const CLASS_ORDER = [...REQUEST_CLASSES];
/** The largest id PostgreSQL's integer holds: no catalogue row has it. */
const UNUSED_ID = 2_147_483_647;

/**
 * a. The mix with --connections workers: what the server sustains at saturation. Returns the
 * measured requests too, for the floor (b2) to ask again.
 */
export async function mixPhase(context: PhaseContext) {
  const { options, traffic } = context;
  const client = new HttpClient(context.base, context.cookies, options.connections);
  const asked: BenchRequest[] = [];
  try {
    const drive = (seconds: number, next: () => BenchRequest) =>
      closedLoop({ client, connections: options.connections, seconds, next });
    if (options.warmUp > 0) await drive(options.warmUp, () => traffic.next());
    client.retries = 0;
    const { recorder, seconds } = await drive(options.seconds, () => {
      const request = traffic.next();
      asked.push(request);
      return request;
    });
    const rows = recorder.rows(seconds, CLASS_ORDER);
    const failures = recorder.failures();
    print(
      `a. Mix, closed loop: ${options.connections} connections, ${options.seconds} s`,
      rows,
      failures,
      client,
    );
    const mixRps = round(recorder.count / seconds);
    return { rows, mixRps, failures, retried: client.retries, asked };
  } finally {
    client.close();
  }
}

/**
 * b. The same page as a static file with the same connections: the ceiling of Node, Express
 * and gzip on this machine, so the mix reads as a share of what is possible at all.
 */
export async function staticPhase(context: PhaseContext) {
  const { options } = context;
  const request: BenchRequest = {
    kind: "static",
    method: "GET",
    path: `/${STATIC_PAGE}`,
    signedIn: false,
  };
  const probe = await fetch(new URL(request.path, context.base));
  if (!probe.ok || !(probe.headers.get("content-type") ?? "").startsWith("text/html")) {
    // The server serves the files it listed at start; a rebuild in between removes the copy.
    const problem = `${request.path} answered ${probe.status}: was the build redone after the copy was written?`;
    console.log(`\nb. Static copy skipped: ${problem}`);
    return { problem };
  }
  const client = new HttpClient(context.base, [], options.connections);
  try {
    const drive = (seconds: number) =>
      closedLoop({ client, connections: options.connections, seconds, next: () => request });
    if (options.warmUp > 0) await drive(options.warmUp);
    client.retries = 0;
    const { recorder, seconds } = await drive(options.seconds);
    const rows = recorder.rows(seconds);
    print(
      `b. Static copy of /home: ${options.connections} connections, ${options.seconds} s`,
      rows,
      recorder.failures(),
      client,
    );
    return { rows, rps: rows[0]?.["req/s"] ?? 0, p95: rows[0]?.["p95 ms"] ?? 0 };
  } finally {
    client.close();
  }
}

/**
 * b2. The floor: the mix of (a) asked again, in the same order and with the same connections,
 * so every search and filter is one the server has remembered. Not traffic anyone sends; it is
 * what the mix would sustain if searching cost nothing, the yardstick for (a).
 */
export async function floorPhase(context: PhaseContext, asked: BenchRequest[]) {
  const { options } = context;
  const client = new HttpClient(context.base, context.cookies, options.connections);
  let position = 0;
  try {
    const { recorder, seconds } = await closedLoop({
      client,
      connections: options.connections,
      seconds: options.seconds,
      next: () => asked[position++ % asked.length]!,
    });
    const rows = recorder.rows(seconds, CLASS_ORDER);
    print(
      `b2. Floor: the mix of (a) again, every search remembered, ${options.connections} connections, ${options.seconds} s`,
      rows,
      recorder.failures(),
      client,
    );
    return { rows, mixRps: round(recorder.count / seconds), replayed: position };
  } finally {
    client.close();
  }
}

/** c. The mix offered at a fixed rate: latency at a given load rather than at saturation. */
export async function openPhase(context: PhaseContext) {
  const { options, traffic } = context;
  // Enough sockets that requests wait in the server, not in the client's queue (they are
  // timed from when they were due either way).
  const client = new HttpClient(context.base, context.cookies, 256);
  try {
    const drive = (seconds: number) =>
      openLoop({ client, rate: options.rate, seconds, next: () => traffic.next() });
    if (options.warmUp > 0) await drive(options.warmUp);
    client.retries = 0;
    const result = await drive(options.seconds);
    const rows = result.recorder.rows(result.seconds, CLASS_ORDER);
    const achieved = round(result.recorder.count / result.seconds);
    const failures = result.recorder.failures();
    print(
      `c. Mix, open loop: ${options.rate} req/s offered for ${options.seconds} s ` +
        `(achieved ${achieved} req/s, at most ${result.maxInFlight} waiting at once)`,
      rows,
      failures,
      client,
    );
    return {
      rows,
      offered: options.rate,
      achieved,
      maxInFlight: result.maxInFlight,
      failures,
      retried: client.retries,
    };
  } finally {
    client.close();
  }
}

/**
 * d. The broadest searches one at a time: the cost of one request with nothing competing.
 * Every page of a search is a slice of the result the server remembers for it (docs/decisions/
 * 005), and these are ten words: before each request the bench raises the tender list version,
 * as any tender write does, so that each one searches as if nobody had asked before. A list
 * page nobody searches for (an unused source) then reloads what the version also made every
 * process read again once (the filter options), untimed, as another visitor would have.
 */
export async function singlePhase(context: PhaseContext) {
  const { options, traffic } = context;
  const seconds = Math.min(options.seconds, 5);
  const client = new HttpClient(context.base, context.cookies, 1);
  const database = new pg.Client({ connectionString: context.databaseUrl });
  await database.connect();
  const forget = () => forgetListResults(database, client);
  try {
    const drive = (duration: number, scope: "open" | "all") =>
      closedLoop({
        client,
        connections: 1,
        seconds: duration,
        next: () =>
          traffic.broadSearch(
            [1, 20],
            scope === "open" ? "broad search" : "broad search, archive",
            scope,
          ),
        before: forget,
      });
    if (options.warmUp > 0) await drive(Math.min(options.warmUp, 2), "open");
    client.retries = 0;
    const rows: StatsRow[] = [];
    const failures: Record<string, string[]> = {};
    for (const scope of ["open", "all"] as const) {
      const { recorder, seconds: elapsed } = await drive(seconds, scope);
      rows.push(...recorder.rows(elapsed));
      Object.assign(failures, recorder.failures());
    }
    const words = context.traffic.broadestWords.join(", ");
    print(
      `d. Broadest searches (${words}; pages 1-20), open and archive, none remembered, 1 connection, ${seconds} s each`,
      rows,
      failures,
      client,
    );
    const floor = await broadSearchFloor(context, client, seconds);
    return { rows, floor, words: context.traffic.broadestWords, failures };
  } finally {
    client.close();
    await database.end();
  }
}

/**
 * d4. Each class of the mix alone on one connection, every URL new (searches and filters
 * remembered by nobody): what one request of each costs when nothing queues before it. The
 * closed and open loops add the queue; this is the part the code owns.
 */
export async function alonePhase(context: PhaseContext) {
  const { options, traffic } = context;
  const seconds = Math.min(options.seconds, 5);
  const client = new HttpClient(context.base, context.cookies, 1);
  try {
    const drive = (duration: number, kind: (typeof REQUEST_CLASSES)[number]) =>
      closedLoop({ client, connections: 1, seconds: duration, next: () => traffic.ofClass(kind) });
    if (options.warmUp > 0) await drive(Math.min(options.warmUp, 2), "search");
    client.retries = 0;
    const rows: (StatsRow & CpuPerRequest)[] = [];
    const failures: Record<string, string[]> = {};
    for (const kind of REQUEST_CLASSES) {
      const measured = await withCpuTime(context, () => drive(seconds, kind));
      rows.push(...measured.rows);
      Object.assign(failures, measured.recorder.failures());
    }
    print(
      `d4. Each class of the mix alone, every URL new, 1 connection, ${seconds} s each`,
      rows,
      failures,
      client,
    );
    return { rows, failures };
  } finally {
    client.close();
  }
}

interface CpuPerRequest {
  "server CPU ms": number;
  "db CPU ms": number;
}

/**
 * `run`'s rows, each with the CPU time the server's processes (HTTP, alerts worker) and
 * PostgreSQL's (the backends, and its own housekeeping) spent per request while it ran: what a
 * request costs, which a busy machine stretches far less than its latency.
 */
async function withCpuTime(context: PhaseContext, run: () => Promise<ClosedLoopResult>) {
  const server = treeCpuMs(context.serverPid);
  const database = treeCpuMs(context.databasePid);
  const { recorder, seconds } = await run();
  const per = (used: number) => Math.round((used / Math.max(1, recorder.count)) * 1000) / 1000;
  const cpu: CpuPerRequest = {
    "server CPU ms": per(treeCpuMs(context.serverPid) - server),
    "db CPU ms": per(treeCpuMs(context.databasePid) - database),
  };
  return { recorder, rows: recorder.rows(seconds).map((row) => ({ ...row, ...cpu })) };
}

/**
 * d3. Searches in each of the list's orders, each the first time it is asked (the tender list
 * version raised before each, as in d): the ten broadest words and as many searches of the mix,
 * signed in (only a user may order by closing date), one at a time. Issue 37: a broad search
 * by closing date answered 503 at the 2 s statement timeout on its first request.
 */
export async function sortedPhase(context: PhaseContext) {
  const { traffic } = context;
  const client = new HttpClient(context.base, context.cookies, 1);
  const database = new pg.Client({ connectionString: context.databaseUrl });
  await database.connect();
  try {
    const requests = TENDER_SORTS.flatMap((sort) => [
      ...traffic.broadestWords.map((word) => traffic.sortedSearch(sort, word)),
      ...traffic.broadestWords.map(() => traffic.sortedSearch(sort)),
    ]);
    const { recorder, seconds } = await closedLoop({
      client,
      connections: 1,
      requests: requests.length,
      next: () => requests.shift()!,
      before: () => forgetListResults(database, client),
    });
    const rows = recorder.rows(
      seconds,
      TENDER_SORTS.map((sort) => `sort=${sort}`),
    );
    const failures = recorder.failures();
    print(
      `d3. Searches in each order, each asked for the first time (${traffic.broadestWords.length} broadest words and as many searches of the mix per order), 1 connection`,
      rows,
      failures,
      client,
    );
    return { rows, failures };
  } finally {
    client.close();
    await database.end();
  }
}

/**
 * d2. The floor under d: the same words on later pages (21-200), each search remembered after
 * its first request (the untimed warm-up), so a page costs what reading its five tenders,
 * the session and rendering cost. Not traffic anyone sends; it says how far d's time can fall
 * by making searches cheaper.
 */
async function broadSearchFloor(context: PhaseContext, client: HttpClient, seconds: number) {
  const drive = (duration: number) =>
    closedLoop({
      client,
      connections: 1,
      seconds: duration,
      next: () => context.traffic.broadSearch([21, 200], "broad search, remembered"),
    });
  await drive(3);
  const { recorder, rows } = await withCpuTime(context, () => drive(seconds));
  print(
    `d2. The same words on pages 21-200, each search remembered: rendering alone, 1 connection, ${seconds} s`,
    rows,
    recorder.failures(),
    client,
  );
  return rows;
}

/**
 * e. Resident memory of the server's processes after the phases and, with --distinct-pages,
 * after that many more list pages nobody asked for before (what remembered results and
 * rendered pages cost at most).
 */
export async function memoryPhase(context: PhaseContext) {
  const { options, traffic } = context;
  const afterPhases = serverMemory(context.serverPid);
  let afterDistinct: ProcessMemory[] | null = null;
  let distinct: StatsRow[] | null = null;
  if (options.distinctPages > 0) {
    const client = new HttpClient(context.base, context.cookies, options.connections);
    try {
      const { recorder, seconds } = await closedLoop({
        client,
        connections: options.connections,
        requests: options.distinctPages,
        next: () => traffic.listPage(),
      });
      distinct = recorder.rows(seconds, CLASS_ORDER);
      print(
        `e. ${options.distinctPages} distinct list pages`,
        distinct,
        recorder.failures(),
        client,
      );
    } finally {
      client.close();
    }
    afterDistinct = serverMemory(context.serverPid);
  }
  const table = afterPhases.map(({ pid, role, "RSS MB": rss }) => ({
    pid,
    role,
    "after phases MB": rss,
    ...(afterDistinct
      ? {
          [`after ${options.distinctPages} pages MB`]:
            afterDistinct.find((later) => later.pid === pid)?.["RSS MB"] ?? 0,
        }
      : {}),
  }));
  console.log("\ne. Memory of the server's processes (VmRSS)");
  console.table(table);
  return { afterPhases, afterDistinct, distinctPages: options.distinctPages, distinct };
}

/**
 * Makes the server forget every list result it remembers, as any tender write does (the tender
 * list version), then reloads, untimed, what the version also made every process read again
 * once (the filter options) with a list page nobody searches for (an unused source).
 */
async function forgetListResults(database: pg.Client, client: HttpClient): Promise<void> {
  await database.query("update tender_list_version set version = version + 1");
  await client.send({
    kind: "reload",
    method: "GET",
    path: `/home?source=${UNUSED_ID}`,
    signedIn: true,
  });
}

/** The table, then the first failing requests of each class, to try by hand. */
function print(
  title: string,
  rows: StatsRow[],
  failures: Record<string, string[]> = {},
  client?: HttpClient,
): void {
  console.log(`\n${title}`);
  console.table(rows);
  for (const [kind, requests] of Object.entries(failures)) {
    console.log(`  failed ${kind}: ${requests.join("; ")}`);
  }
  if (client?.retries) {
    console.log(
      `  ${client.retries} GETs sent again after the server closed a kept-alive connection`,
    );
  }
}
