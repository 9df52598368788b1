// Issue 12, point 5: a tender's immediate-alerts job is queued in the tender's own transaction
// (pg-boss with the transaction's connection), so neither is stored without the other, and a
// job that cannot be queued fails the save with a clear error. And a worker killed in the
// middle of a job loses nothing and sends nothing twice: after a restart the alert goes out once.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "alerts-in-transaction-"));
  process.env.DATA_DIR = dir;
  return dir;
});

import { QUEUES, type SendJob } from "~/modules/alerts/alert-jobs";
import { alertsQueue } from "~/modules/alerts/alerts-queue.server";
import { openAlertsQueue, startAlertsWorker } from "~/modules/alerts/worker.server";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import { FORM_TOKEN_FIELD } from "~/modules/idempotency/form-token";
import { newFormToken } from "~/modules/idempotency/idempotency.server";
import { createTender } from "~/modules/tenders/tender-commands.server";
import { Tender } from "~/modules/tenders/tender.entity";
import { action as createAction } from "~/routes/admin/tenders-create";
import { action as editAction } from "~/routes/admin/tenders-edit";
import { action as apiTendersAction } from "~/routes/api/tenders";
import { createAccounts, statusOf, throughAdminGuard, type Accounts } from "./admin-helpers";
import { AlertFixtures, recordingTransport, tenderInput } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { routeArgs } from "./route-args";

const db = setupTestDatabase();
const PDF = fs.readFileSync(path.resolve("scripts/seed/files/sample.pdf"));
const documentsDir = path.join(await dataDir, "documents");
const QUEUE_FAILED =
  "Error submitting tender. The alerts for this change could not be queued, so nothing was saved. Please try again.";

let f: AlertFixtures;
let accounts: Accounts;
let closeQueue: (() => Promise<void>) | undefined;
const catalogue = { language: 0, source: 0, region: 0 };

beforeAll(async () => {
  f = new AlertFixtures(db.url);
  accounts = await createAccounts(db.em(), "in-transaction");
  catalogue.language = await f.named("languages", "Afaan Oromoo");
  catalogue.source = await f.named("sources", "Ethiopian Press Agency");
  catalogue.region = await f.named("regions", "Afar");
  // A queue client as every HTTP process has one: tenders enqueue through it.
  closeQueue = await openAlertsQueue({ databaseUrl: db.url });
}, 60_000);
afterAll(async () => {
  await closeQueue?.();
  await f?.close();
});

function fields(title: string, extra: Record<string, string> = {}) {
  return {
    title,
    snippet: "",
    description: "",
    closingDate: "2031-02-01T10:00",
    tenderLanguageId: String(catalogue.language),
    tenderSourceId: String(catalogue.source),
    tenderRegionId: String(catalogue.region),
    ...extra,
  };
}

function multipart(url: string, values: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  body.append("documentPath", new File([PDF], "specification.pdf"));
  return new Request(`http://localhost${url}`, { method: "POST", body });
}

function storedFiles(): string[] {
  return fs.existsSync(documentsDir) ? fs.readdirSync(documentsDir) : [];
}

/** pg-boss refuses `queue`'s jobs from here on, as a full disk or a broken queue table would. */
async function breakQueue(queue: string): Promise<() => Promise<void>> {
  const { table } = await f.one<{ table: string }>(
    "select table_name as table from pgboss.queue where name = $1",
    [queue],
  );
  await f.pool.query(`
    create or replace function pgboss.refuse_job() returns trigger language plpgsql as $$
      begin raise exception 'job table unwritable (test)'; end $$`);
  await f.pool.query(
    `create trigger refuse_${table} before insert on pgboss.${table} for each row
     when (new.name = '${queue}') execute function pgboss.refuse_job()`,
  );
  return async () => {
    await f.pool.query(`drop trigger refuse_${table} on pgboss.${table}`);
  };
}

async function publishedJobs(tenderId: number) {
  return alertsQueue()!.findJobs(QUEUES.published, { data: { tenderId } });
}

describe("the alerts job in the tender's transaction", () => {
  it("a published tender has its job; when the job cannot be queued the admin sees an error and nothing is stored", async () => {
    const saved = await throughAdminGuard(
      createAction as never,
      multipart("/admin/tenders/create", fields("Queued with its job")),
      db.em(),
      accounts.admin,
    );
    expect(statusOf(saved)).toBe(302);
    const tender = await db.em().findOneOrFail(Tender, { title: "Queued with its job" });
    expect(await publishedJobs(tender.id)).toHaveLength(1);

    const repair = await breakQueue(QUEUES.published);
    const filesBefore = storedFiles().length;
    const auditBefore = await db.em().count(AuditLog);
    const token = newFormToken();
    const values = { ...fields("Refused by the queue"), [FORM_TOKEN_FIELD]: token };
    try {
      const refused = (await throughAdminGuard(
        createAction as never,
        multipart("/admin/tenders/create", values),
        db.em(),
        accounts.admin,
      )) as {
        data: {
          result: { error?: Record<string, string[]>; initialValue?: Record<string, string> };
        };
      };
      expect(statusOf(refused)).toBe(503);
      expect(refused.data.result.error?.[""]).toEqual([QUEUE_FAILED]);
      expect(refused.data.result.initialValue?.title).toBe("Refused by the queue");

      const api = (await apiTendersAction(
        routeArgs(
          multipart("/api/tenders", fields("Refused by the queue")),
          db.em(),
          accounts.admin,
        ),
      )) as Response;
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ message: QUEUE_FAILED });
    } finally {
      await repair();
    }
    expect(await db.em().count(Tender, { title: "Refused by the queue" })).toBe(0);
    expect(await db.em().count(AuditLog)).toBe(auditBefore);
    expect(storedFiles()).toHaveLength(filesBefore);

    // The same form again (its token was not used up by the failure) now saves, with its job.
    const retried = await throughAdminGuard(
      createAction as never,
      multipart("/admin/tenders/create", values),
      db.em(),
      accounts.admin,
    );
    expect(statusOf(retried)).toBe(302);
    const stored = await db.em().findOneOrFail(Tender, { title: "Refused by the queue" });
    expect(await publishedJobs(stored.id)).toHaveLength(1);
  });

  it("an edit whose change notice cannot be queued is not saved", async () => {
    const { id } = await createTender(
      db.em(),
      accounts.admin,
      tenderInput({
        title: "Dates kept on failure",
        closingDate: new Date("2031-02-01T07:00:00Z"),
        tenderLanguageId: catalogue.language,
        tenderSourceId: catalogue.source,
        tenderRegionId: catalogue.region,
      }),
    );
    const repair = await breakQueue(QUEUES.changed);
    try {
      const refused = (await throughAdminGuard(
        editAction as never,
        multipart(
          `/admin/tenders/edit/${id}`,
          fields("Dates kept on failure", { closingDate: "2031-03-01T10:00" }),
        ),
        db.em(),
        accounts.admin,
        { id: String(id) },
      )) as { data: { result: { error?: Record<string, string[]> } } };
      expect(statusOf(refused)).toBe(503);
      expect(refused.data.result.error?.[""]?.[0]).toMatch(/^Error updating tender\. The alerts/);
    } finally {
      await repair();
    }
    const tender = await db.em().findOneOrFail(Tender, { id }, { populate: ["documents"] });
    expect(tender.closingDate?.toISOString()).toBe("2031-02-01T07:00:00.000Z");
    expect(tender.documents).toHaveLength(0);
  });
});

describe("a worker killed in the middle of a job", () => {
  it("delivers the immediate alert once after the restart", async () => {
    const user = await f.user("killed");
    await f.channel(user.id, "email", user.email);
    await f.profile(user.id, { include: "kuduketle", frequency: "immediate" });

    const child = spawn(
      process.execPath,
      // In this process itself (tsx's loader, not its CLI, which would run it in a child).
      [
        "--import",
        "tsx",
        "--import",
        "./scripts/lingui-register.mjs",
        "tests/integration/killed-alerts-worker.ts",
      ],
      { env: { ...process.env, DATABASE_URL: db.url }, stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on("exit", (_code, signal) => resolve(signal)),
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("ready")) resolve();
      });
      child.on("exit", () => reject(new Error("the worker process ended before it was ready")));
    });
    // Short expiry so the supervisor sees the dead worker's job within the test.
    await alertsQueue()!.updateQueue(QUEUES.send, { expireInSeconds: 2 });

    const { id } = await createTender(
      db.em(),
      accounts.admin,
      tenderInput({
        title: "Kuduketle water tanks",
        closingDate: new Date("2031-04-01T07:00:00Z"),
        tenderLanguageId: catalogue.language,
        tenderSourceId: catalogue.source,
        tenderRegionId: catalogue.region,
      }),
    );
    expect(await exited).toBe("SIGKILL");

    const messageKey = `immediate:${id}:${user.id}:email`;
    const sendJob = async () =>
      (await alertsQueue()!.findJobs<SendJob>(QUEUES.send, { data: { messageKey } }))[0];
    const delivery = () =>
      f.one<{ status: string; attempts: number }>(
        "select status, attempts from alert_deliveries where message_key = $1",
        [messageKey],
      );
    // Killed holding the job: still active, the delivery not sent and not counted.
    expect(await sendJob()).toMatchObject({ state: "active", retryCount: 0 });
    expect(await delivery()).toEqual({ status: "pending", attempts: 0 });

    const email = recordingTransport();
    const stopWorker = await startAlertsWorker({
      databaseUrl: db.url,
      pollingIntervalSeconds: 0.5,
      sendRetry: { retryDelay: 1, retryBackoff: false },
      transports: () => email.transport,
    });
    try {
      const expired = async () =>
        (
          await f.one<{ expired: boolean }>(
            `select now() > started_on + make_interval(secs => expire_seconds) as expired
             from pgboss.job where id = $1`,
            [(await sendJob())!.id],
          )
        ).expired;
      await expect.poll(expired, { timeout: 10_000 }).toBe(true);
      // The supervisor pass every worker runs each minute: the dead worker's job is retried.
      await alertsQueue()!.supervise(QUEUES.send);
      await expect
        .poll(async () => (await sendJob())?.state, { timeout: 20_000 })
        .toBe("completed");
      expect(await sendJob()).toMatchObject({ retryCount: 1 });
      expect(await delivery()).toEqual({ status: "sent", attempts: 1 });
      expect(email.sent.map((sent) => sent.address)).toEqual([user.email]);
      expect(email.sent[0]!.message.text).toContain("Kuduketle water tanks");
    } finally {
      await stopWorker();
    }
  }, 60_000);
});
