import { spawn } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { AlertFixtures } from "./alerts-fixtures";

/**
 * `npm start` with its alerts worker killed (SIGKILL) while it holds a send job: the site keeps
 * answering, PostgreSQL keeps running, the worker is started again and the alert goes out once,
 * within two minutes. Its own ports and data directory, so it runs beside the other tests.
 */
const PORT = 3217;
const PG_PORT = 54467;
const dataDir = path.resolve(".data/worker-crash");
const base = `http://127.0.0.1:${PORT}`;
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/tenderlink`;

/** An SMTP server that holds the first message's MAIL FROM unanswered, and takes the rest. */
function stallingSmtp() {
  const delivered: string[] = [];
  let stalled = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (stalled++ === 0) return; // never answered: the sender waits mid-send
      callback();
    },
    onRcptTo(address, _session, callback) {
      delivered.push(address.address);
      callback();
    },
    onData(stream, _session, callback) {
      stream.on("end", () => callback());
      stream.resume();
    },
  });
  return {
    delivered,
    stalled: () => stalled,
    listen: async () => {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let output = "";
let startPid: number | undefined;
let exited: Promise<unknown> | undefined;
const smtp = stallingSmtp();

async function until<T>(what: string, limitMs: number, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(250);
  }
  throw new Error(`${what}: not within ${limitMs / 1000} s\n${output.slice(-3000)}`);
}

const workerPids = () =>
  [...output.matchAll(/alerts worker is running \(pid (\d+)\)/g)].map((m) => Number(m[1]));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const answers = async (url: string) => (await fetch(url)).status;

afterAll(async () => {
  if (startPid) {
    try {
      process.kill(-startPid, "SIGINT");
    } catch {
      // gone already
    }
    await Promise.race([exited, sleep(30_000)]);
  }
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("npm start when its alerts worker dies", () => {
  it("keeps serving, restarts the worker and sends the alert in flight once within 2 minutes", async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(PORT),
      EMBEDDED_PG_PORT: String(PG_PORT),
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "2",
      SEED_DEMO_DATA: "false",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SMTP_URL: await smtp.listen(),
    };
    delete env.DATABASE_URL;
    delete env.VITEST;
    const child = spawn("npm", ["start"], {
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    startPid = child.pid;
    exited = new Promise((resolve) => child.once("exit", resolve));
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await until("serving", 240_000, async () =>
      (await answers(`${base}/`)) === 200 ? true : undefined,
    );
    const [firstWorker] = await until("the worker started", 60_000, async () =>
      workerPids().length ? workerPids() : undefined,
    );

    // A subscriber whose immediate alert the worker is sending when it dies.
    const fixtures = new AlertFixtures(databaseUrl);
    try {
      const user = await fixtures.user("crash");
      await fixtures.channel(user.id, "email", user.email);
      await fixtures.profile(user.id, {
        name: "Crash",
        include: "quokkabridge",
        channels: ["email"],
        frequency: "immediate",
      });
      // Scheduled a moment ahead: the worker's scheduled publication (each minute) announces it.
      await fixtures.tender({
        title: "Quokkabridge repair works",
        publishedAt: new Date(Date.now() + 1_000),
      });

      await until("the worker holding the send", 120_000, async () =>
        smtp.stalled() ? true : undefined,
      );
      process.kill(firstWorker!, "SIGKILL");
      const killedAt = Date.now();

      // The site and its database carry on while the worker is gone.
      expect(await answers(`${base}/home`)).toBe(200);
      expect(await answers(`${base}/readyz`)).toBe(200);
      const restarted = await until("a new worker", 60_000, async () =>
        workerPids().find((pid) => pid !== firstWorker),
      );
      expect(alive(firstWorker!)).toBe(false);
      expect(alive(restarted)).toBe(true);
      expect(output).toMatch(
        new RegExp(`Alerts worker process ${firstWorker} exited \\(SIGKILL\\)`),
      );

      await until("the alert delivered", 120_000 - (Date.now() - killedAt), async () =>
        smtp.delivered.includes(user.email) ? true : undefined,
      );
      // Once: no second copy from the first attempt or a later retry.
      await sleep(5_000);
      expect(smtp.delivered.filter((address) => address === user.email)).toHaveLength(1);
      const sent = await fixtures.one<{ count: string }>(
        "select count(*) from alert_deliveries where user_id = $1 and status = 'sent'",
        [user.id],
      );
      expect(Number(sent.count)).toBe(1);
      expect(await answers(`${base}/readyz`)).toBe(200);
    } finally {
      await fixtures.close();
    }
  }, 420_000);
});
