// Two app servers and two alerts workers on one PostgreSQL and one S3 store, as a deployment
// behind a load balancer runs them (docs/deploy.md): the real compiled entries of `npm start`
// and `npm run worker`, each its own process with its own DATA_DIR, so nothing is shared but
// the database and the bucket. In-process caches (list pages, document memo) are per process:
// what one server writes must show on the other at once.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIGEST_PARTS, QUEUES } from "~/modules/alerts/alert-jobs";
import { registerUser } from "~/modules/auth/accounts.server";
import { toEatInputValue } from "~/modules/tenders/tender-dates";
import { buildIfNeeded } from "../../server/build-if-needed";
import { AlertFixtures } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { pdfWithText } from "./document-files";
import { uniqueEmail } from "./http-server";
import { parsePrometheusText, valueOf } from "./prometheus-text";
import { startS3Server, type TestS3Server } from "./s3-server";
import { smtpCapture } from "./smtp-capture";
import { adminTenderForm, createFormCatalogue } from "./admin-tender-form";

const PORTS = { a: 3644, b: 3645 };
const dataDir = path.resolve(".data/two-instances");
const SESSION_SECRET = "two-instances-session-secret";
const METRICS_TOKEN = "two-instances-metrics-token";
const PASSWORD = "two-instances-pass";
const START_LIMIT_MS = 240_000;

const db = setupTestDatabase();
const smtp = smtpCapture();
let s3: TestS3Server;
let fixtures: AlertFixtures;

interface Run {
  name: string;
  pid: number;
  output: () => string;
  exited: () => boolean;
  done: Promise<void>;
}
const runs: Run[] = [];

/** `node scripts/run.mjs <entry>` (what `npm start` / `npm run worker` run) in its own group. */
function run(name: string, entry: "start" | "worker", env: Record<string, string>): Run {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // Vitest's own settings must not leak into the commands.
  delete childEnv.VITEST;
  const child = spawn(process.execPath, ["scripts/run.mjs", entry], {
    env: childEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited = false;
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const started: Run = {
    name,
    pid: child.pid!,
    output: () => output,
    exited: () => exited,
    done,
  };
  runs.push(started);
  return started;
}

async function waitUntil(started: Run, ready: () => Promise<boolean>): Promise<void> {
  const began = Date.now();
  while (Date.now() - began < START_LIMIT_MS) {
    if (started.exited()) throw new Error(`${started.name} exited:\n${started.output()}`);
    if (await ready()) return;
    await sleep(250);
  }
  throw new Error(`${started.name} not ready after ${START_LIMIT_MS} ms:\n${started.output()}`);
}

const url = (server: keyof typeof PORTS, pathname: string) =>
  `http://127.0.0.1:${PORTS[server]}${pathname}`;

async function signIn(server: keyof typeof PORTS, email: string): Promise<string> {
  const response = await fetch(url(server, "/login"), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status, await response.text()).toBe(302);
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0];
  expect(cookie).toMatch(/=./);
  return cookie!;
}

async function page(server: keyof typeof PORTS, pathname: string, cookie?: string) {
  const response = await fetch(url(server, pathname), {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function cacheHits(server: keyof typeof PORTS, cache: string): Promise<number> {
  const response = await fetch(url(server, "/metrics"), {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return valueOf(parsePrometheusText(await response.text()), "tenderlink_cache_lookups_total", {
    cache,
    result: "hit",
  });
}

/** Posts the admin tender form on server A as `cookie`; the answer is the stored tender's redirect. */
async function createOnA(form: FormData, cookie: string): Promise<void> {
  const created = await fetch(url("a", "/admin/tenders/create"), {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
    redirect: "manual",
  });
  expect(created.status, await created.text()).toBe(302);
}

const accounts = { admin: uniqueEmail("two-admin"), reader: uniqueEmail("two-reader") };
const catalogue = {} as Record<"category" | "language" | "source" | "region", number>;

beforeAll(async () => {
  const smtpUrl = await smtp.listen();
  s3 = await startS3Server();
  fixtures = new AlertFixtures(db.url);
  const em = db.em();
  for (const [role, email] of [
    ["admin", accounts.admin],
    ["user", accounts.reader],
  ] as const) {
    await registerUser(
      em,
      { fullname: `Two ${role}`, email, phone: "0911000000", password: PASSWORD },
      role,
    );
  }
  Object.assign(catalogue, await createFormCatalogue(em, "two instances"));

  // Built once here, not by four processes at once: the production build, then the entries.
  buildIfNeeded(path.resolve("build"));
  execFileSync(process.execPath, [
    "--input-type=module",
    "-e",
    "const m = await import('./scripts/compile-scripts.mjs');" +
      "if (!m.scriptsAreCompiled()) await m.compileScripts();",
  ]);

  fs.rmSync(dataDir, { recursive: true, force: true });
  const shared = {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: db.url,
    SESSION_SECRET,
    SEED_DEMO_DATA: "false",
    SMTP_URL: smtpUrl,
    ...s3.environment("two-instances"),
  };
  const servers = (["a", "b"] as const).map((name) => {
    const server = run(`server ${name}`, "start", {
      ...shared,
      PORT: String(PORTS[name]),
      DATA_DIR: path.join(dataDir, name),
      WEB_CONCURRENCY: "1",
      ALERTS_WORKER: "off",
      METRICS_TOKEN,
    });
    return waitUntil(server, async () => {
      const response = await fetch(url(name, "/readyz")).catch(() => null);
      return response?.status === 200;
    });
  });
  const workers = ["1", "2"].map((name) => {
    const worker = run(`worker ${name}`, "worker", {
      ...shared,
      DATA_DIR: path.join(dataDir, `worker-${name}`),
    });
    return waitUntil(worker, async () =>
      /TenderLink alerts worker is running/.test(worker.output()),
    );
  });
  await Promise.all([...servers, ...workers]);
}, START_LIMIT_MS + 60_000);

afterAll(async () => {
  for (const started of runs) {
    try {
      process.kill(-started.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  await Promise.race([Promise.all(runs.map((started) => started.done)), sleep(20_000)]);
  for (const started of runs.filter((each) => !each.exited())) {
    try {
      process.kill(-started.pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
  await fixtures?.close();
  await smtp.close();
  await s3?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("two app servers and two workers on one PostgreSQL and one S3 store", () => {
  let readerCookie: string;
  let adminCookie: string;
  const title = `Ring road culverts ${Date.now()}`;
  const keyword = `culvertword${Date.now()}`;
  let pdf: Uint8Array<ArrayBuffer>;
  let tenderId: number;

  it("accepts on server B a session made by signing in on server A", async () => {
    readerCookie = await signIn("a", accounts.reader);
    const account = await page("b", "/account", readerCookie);
    expect(account.status).toBe(200);
    expect(account.text).toContain(accounts.reader);
    // Without the cookie B sends the visitor to sign in: the cookie is what let them in.
    const visitor = await page("b", "/account");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
  }, 60_000);

  it("lists on server B at once a tender an admin publishes on server A, though B had the list cached", async () => {
    // B reads the list twice: the second read is served from its caches (list page, document).
    for (let read = 0; read < 2; read++) {
      const list = await page("b", "/tenders");
      expect(list.status).toBe(200);
      expect(list.text).not.toContain(title);
      const api = await page("b", "/api/tenders");
      expect(api.status).toBe(200);
    }
    const listHits = await cacheHits("b", "list-pages");
    const memoHits = await cacheHits("b", "document-memo");
    expect(listHits).toBeGreaterThan(0);
    expect(memoHits).toBeGreaterThan(0);

    adminCookie = await signIn("a", accounts.admin);
    pdf = Buffer.from(
      await pdfWithText([["Bill of quantities", `Culverts ${keyword}`]], 64 * 1024),
    );
    const fullTitle = `${title} ${keyword}`;
    const form = adminTenderForm(
      catalogue,
      { title: fullTitle, snippet: "Culverts on the ring road" },
      new File([pdf], "Bill of quantities.pdf"),
    );
    await createOnA(form, adminCookie);
    const [row] = await fixtures.pool
      .query<{ id: number }>("select id from tenders where title = $1", [fullTitle])
      .then((result) => result.rows);
    tenderId = row!.id;

    // At once, on the other server: the page, the API and the search.
    const list = await page("b", "/tenders");
    expect(list.text).toContain(title);
    const api = await page("b", "/api/tenders");
    expect(JSON.parse(api.text)).toContainEqual(
      expect.objectContaining({ id: tenderId, title: fullTitle }),
    );
    expect((await page("b", `/tenders?q=${keyword}`)).text).toContain(title);

    // Saved by a reader on A, on their My Tenders on B.
    const saved = await fetch(url("a", `/tenders/${tenderId}/save`), {
      method: "POST",
      headers: { Cookie: readerCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "save" }),
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    expect((await page("b", "/mytender", readerCookie)).text).toContain(title);
  }, 60_000);

  it("downloads on server B, byte for byte, the document uploaded on server A", async () => {
    const { rows } = await fixtures.pool.query<{ id: number; storage_key: string }>(
      "select id, storage_key from tender_documents where tender_id = $1",
      [tenderId],
    );
    expect(rows).toHaveLength(1);
    const [document] = rows;
    // In the bucket, not on either server's disk.
    const head = await s3.client().send(
      new HeadObjectCommand({
        Bucket: s3.bucket,
        Key: `two-instances/${document!.storage_key}`,
      }),
    );
    expect(head.ContentLength).toBe(pdf.byteLength);
    for (const name of ["a", "b"]) {
      expect(fs.existsSync(path.join(dataDir, name, "documents", document!.storage_key))).toBe(
        false,
      );
    }
    const download = await fetch(url("b", `/documents/${document!.id}`), {
      headers: { Cookie: readerCookie },
    });
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(
      createHash("sha256").update(pdf).digest("hex"),
    );
  }, 60_000);

  it("publishes a scheduled tender once, on time, although both workers run the publication schedule", async () => {
    // Not the digest test's keyword, in its text or document: that digest holds one tender.
    const scheduledTitle = `Scheduled culverts ${Date.now()}`;
    const scheduledWord = `scheduledword${Date.now()}`;
    const subscriber = await fixtures.user("two-scheduled");
    await fixtures.channel(subscriber.id, "email", subscriber.email);
    await fixtures.profile(subscriber.id, { include: scheduledWord, frequency: "immediate" });

    // The form takes whole minutes: the first one at least 15 s away.
    const due = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
    const form = adminTenderForm(
      catalogue,
      { title: `${scheduledTitle} ${scheduledWord}`, snippet: "Published by the schedule" },
      new File(
        [Buffer.from(await pdfWithText([["Drawings", "Culvert sections"]]))],
        "Drawings.pdf",
      ),
    );
    form.set("publication", "schedule");
    form.set("scheduledAt", toEatInputValue(due));
    await createOnA(form, adminCookie);
    const announced = async () => {
      const { rows } = await fixtures.pool.query<{ id: number; announced_at: Date | null }>(
        "select id, announced_at from tenders where title like $1",
        [`${scheduledTitle}%`],
      );
      return rows;
    };
    const [scheduled] = await announced();
    expect(scheduled!.announced_at).toBeNull();
    expect((await page("b", `/tenders?q=${scheduledWord}`)).text).not.toContain(scheduledTitle);
    expect(smtp.mailsTo(subscriber.email)).toHaveLength(0);

    // Both workers run the every-minute publication job; the first run after `due` announces it.
    await expect
      .poll(async () => (await announced())[0]!.announced_at, { timeout: 150_000, interval: 1_000 })
      .not.toBeNull();
    const at = (await announced())[0]!.announced_at!.getTime();
    expect(at).toBeGreaterThanOrEqual(due.getTime());
    expect(at - due.getTime()).toBeLessThan(90_000);
    expect((await page("b", `/tenders?q=${scheduledWord}`)).text).toContain(scheduledTitle);

    // One "published" job, one immediate alert, one mail.
    await expect
      .poll(() => smtp.mailsTo(subscriber.email).length, { timeout: 60_000, interval: 500 })
      .toBe(1);
    const { rows: published } = await fixtures.pool.query<{ count: string }>(
      "select count(*) from pgboss.job where name = $1 and data->>'tenderId' = $2",
      [QUEUES.published, String(scheduled!.id)],
    );
    expect(Number(published[0]!.count)).toBe(1);
    await sleep(3_000); // a second announcement would have queued its mail by now
    expect(smtp.mailsTo(subscriber.email)).toHaveLength(1);
    const { rows: deliveries } = await fixtures.pool.query<{ status: string; reason: string }>(
      "select status, reason from alert_deliveries where user_id = $1",
      [subscriber.id],
    );
    expect(deliveries).toEqual([{ status: "sent", reason: "immediate" }]);
  }, 240_000);

  it("sends a digest once although both servers queue a run at once and both workers run", async () => {
    const subscriber = await fixtures.user("two-digest");
    await fixtures.channel(subscriber.id, "email", subscriber.email);
    await fixtures.profile(subscriber.id, { include: keyword, frequency: "daily" });

    // "Send digest now" on both servers at the same moment: two runs, for both workers.
    const sent = await Promise.all(
      (["a", "b"] as const).map((server) =>
        fetch(url(server, "/admin/alerts"), {
          method: "POST",
          headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(),
          redirect: "manual",
        }),
      ),
    );
    expect(sent.map((response) => response.status)).toEqual([200, 200]);

    const queues = [QUEUES.digest, QUEUES.digestPart, QUEUES.send];
    const unfinished = async () => {
      const { rows } = await fixtures.pool.query<{ name: string; state: string }>(
        "select name, state from pgboss.job where name = any($1) and state <> 'completed'",
        [queues],
      );
      return rows;
    };
    // Both runs and their parts done (each run has DIGEST_PARTS parts)...
    await expect
      .poll(
        async () => {
          const { rows } = await fixtures.pool.query<{ count: string }>(
            "select count(*) from pgboss.job where name = $1 and state = 'completed'",
            [QUEUES.digestPart],
          );
          return Number(rows[0]!.count);
        },
        { timeout: 60_000, interval: 500 },
      )
      // At least: the digest schedule may add a run of its own, which finds nothing left to send.
      .toBeGreaterThanOrEqual(2 * DIGEST_PARTS);
    // ...and every send they queued.
    await expect.poll(unfinished, { timeout: 60_000, interval: 500 }).toEqual([]);

    const mails = smtp.mailsTo(subscriber.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(title);
    const { rows: deliveries } = await fixtures.pool.query<{ status: string; reason: string }>(
      "select status, reason from alert_deliveries where user_id = $1",
      [subscriber.id],
    );
    expect(deliveries).toEqual([{ status: "sent", reason: "digest" }]);
    // Both workers were running all along.
    expect(runs.filter((started) => started.exited())).toEqual([]);
  }, 150_000);
});
