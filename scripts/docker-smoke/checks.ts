// What the Docker smoke test checks on a running deployment (the containers started with
// `docker run`, then compose.yaml's): each check prints PASS or FAIL with what it saw.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { AlertFixtures } from "../../tests/integration/alerts-fixtures";
import { log } from "./shell";

export interface SmokeTarget {
  /** Printed before each check, e.g. "docker run". */
  label: string;
  appUrl: string;
  /** Creates an admin account with the image's own `user-create` entry. */
  createAdmin: (email: string, password: string) => Promise<void>;
  /** The deployment's database, reachable from this machine (to set up the alert subscriber). */
  databaseUrl: string;
  /** The deployment's bucket. */
  s3: { client: S3Client; bucket: string };
  /** The app container's health as Docker reports it (the image's HEALTHCHECK). */
  appHealth: () => Promise<string>;
  /** The mails delivered over SMTP to `address` so far. */
  mailsTo: (address: string) => Promise<{ subject: string; text: string }[]>;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

const SAMPLE_PDF = "scripts/seed/files/sample.pdf";

class CheckFailed extends Error {}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

async function poll<T>(
  what: string,
  timeoutMs: number,
  attempt: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof CheckFailed) throw error;
      lastError = error;
    }
    await sleep(1000);
  }
  const reason = lastError instanceof Error ? ` (last: ${lastError.message})` : "";
  throw new CheckFailed(`${what}: nothing within ${timeoutMs / 1000} s${reason}`);
}

/** An Addis Ababa wall-clock time `days` ahead, as the tender form takes it. */
function eatDateTime(days: number): string {
  const eat = new Date(Date.now() + days * 86_400_000 + 3 * 3_600_000);
  return eat.toISOString().slice(0, 16);
}

/** Fails with the answer's start unless `response` has `status` (its body is left unread). */
async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) {
    const body = (await response.text()).slice(0, 400);
    throw new CheckFailed(`${what} answered ${response.status}, not ${status}: ${body}`);
  }
}

/** Runs every check in order; a check that needs an earlier one's result fails with it. */
export async function runChecks(target: SmokeTarget): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const api = `${target.appUrl}/api`;
  const adminEmail = `smoke-admin-${randomBytes(3).toString("hex")}@example.et`;
  const adminPassword = `Smoke-${randomBytes(9).toString("base64url")}`;
  const keyword = `smokequokka${randomBytes(3).toString("hex")}`;
  const title = `Docker smoke ${keyword} road maintenance`;
  let token: string | undefined;
  let subscriber: { id: number; email: string } | undefined;
  let tenderId: number | undefined;

  async function check(name: string, body: () => Promise<string>) {
    let result: CheckResult;
    try {
      result = { name, ok: true, detail: await body() };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      result = { name, ok: false, detail };
      if (!(error instanceof CheckFailed)) log(String((error as Error).stack ?? error));
    }
    results.push(result);
    console.log(`${result.ok ? "PASS" : "FAIL"}  [${target.label}] ${name}: ${result.detail}`);
  }

  await check("/readyz answers ready", async () => {
    const answer = await poll("GET /readyz 200", 180_000, async () => {
      const response = await fetch(`${target.appUrl}/readyz`);
      return response.status === 200 ? await response.text() : undefined;
    });
    expect((JSON.parse(answer) as { status: string }).status === "ready", `/readyz said ${answer}`);
    return `200 ${answer}`;
  });

  await check("app container healthy (the image's HEALTHCHECK on /healthz)", async () => {
    // The check runs every 15 s once the container started: a minute at most.
    const status = await poll("health status healthy", 90_000, async () => {
      const health = await target.appHealth();
      if (health === "unhealthy")
        throw new CheckFailed("Docker reports the app container unhealthy");
      return health === "healthy" ? health : undefined;
    });
    return `docker inspect: ${status}`;
  });

  await check("sign-in (API token and the login form)", async () => {
    await target.createAdmin(adminEmail, adminPassword);
    const login = await fetch(`${api}/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    await expectStatus(login, 200, "POST /api/auth/login");
    token = ((await login.json()) as { token: string }).token;
    const account = await fetch(`${api}/account`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const accountBody = (await account.json()) as { email?: string; role?: string };
    expect(
      account.status === 200 && accountBody.email === adminEmail,
      `GET /api/account answered ${account.status} ${JSON.stringify(accountBody)}`,
    );
    const form = await fetch(`${target.appUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: target.appUrl },
      body: new URLSearchParams({ email: adminEmail, password: adminPassword }),
    });
    const cookie = form.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    expect(
      form.status >= 300 && form.status < 400 && cookie,
      `POST /login answered ${form.status} without a session cookie`,
    );
    const page = await fetch(`${target.appUrl}/account`, { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(
      page.status === 200 && html.includes(adminEmail),
      `GET /account with the session cookie answered ${page.status} without the admin's e-mail`,
    );
    return `admin made by user-create; API token for ${adminEmail} (role ${accountBody.role}); login form ${form.status} → /account 200 shows the e-mail`;
  });

  await check("alert subscriber set up", async () => {
    // No API writes alert profiles: the rows a verified user's "immediate e-mail" profile makes.
    const fixtures = new AlertFixtures(target.databaseUrl);
    try {
      subscriber = await fixtures.user("smoke-subscriber");
      await fixtures.channel(subscriber.id, "email", subscriber.email);
      await fixtures.profile(subscriber.id, {
        name: "Smoke",
        include: keyword,
        channels: ["email"],
        frequency: "immediate",
      });
    } finally {
      await fixtures.close();
    }
    return `${subscriber.email}: verified e-mail, immediate profile on "${keyword}"`;
  });

  const pdf = fs.readFileSync(SAMPLE_PDF);
  let documentPath: string | undefined;
  await check("document upload stored in S3", async () => {
    expect(token, "no API token (sign-in failed)");
    const auth = { Authorization: `Bearer ${token}` };
    const ids: Record<string, number> = {};
    for (const kind of ["languages", "sources", "regions"]) {
      const response = await fetch(`${api}/tenders/metadata/${kind}`, {
        method: "POST",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ name: `Smoke ${kind} ${keyword}` }),
      });
      await expectStatus(response, 201, `POST /api/tenders/metadata/${kind}`);
      ids[kind] = ((await response.json()) as { id: number }).id;
    }
    const form = new FormData();
    form.set("title", title);
    form.set("snippet", "Sealed bids are invited (Docker smoke test).");
    form.set("closingDate", eatDateTime(30));
    form.set("tenderLanguageId", String(ids.languages));
    form.set("tenderSourceId", String(ids.sources));
    form.set("tenderRegionId", String(ids.regions));
    form.set("documentPath", new Blob([pdf], { type: "application/pdf" }), "bid-document.pdf");
    const created = await fetch(`${api}/tenders`, { method: "POST", headers: auth, body: form });
    await expectStatus(created, 201, "POST /api/tenders");
    const tender = (await created.json()) as { id: number; documentPath: string };
    tenderId = tender.id;
    documentPath = tender.documentPath;
    expect(/^documents\/\d+\//.test(documentPath), `documentPath is "${documentPath}"`);
    const listed = await target.s3.client.send(
      new ListObjectsV2Command({ Bucket: target.s3.bucket }),
    );
    const keys = (listed.Contents ?? []).map((object) => object.Key!);
    let stored: string | undefined;
    for (const key of keys.filter((name) => name.endsWith(".pdf"))) {
      const object = await target.s3.client.send(
        new GetObjectCommand({ Bucket: target.s3.bucket, Key: key }),
      );
      if (Buffer.from(await object.Body!.transformToByteArray()).equals(pdf)) stored = key;
    }
    expect(
      stored,
      `no object in bucket ${target.s3.bucket} holds the uploaded bytes (keys: ${keys.join(", ") || "none"})`,
    );
    return `tender ${tenderId} published with ${documentPath}; bucket ${target.s3.bucket} holds it as ${stored} (${pdf.length} bytes, same bytes)`;
  });

  await check("document download through the app", async () => {
    expect(token && documentPath, "no uploaded document");
    const response = await fetch(`${api}/${documentPath}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status === 200, `GET /api/${documentPath} answered ${response.status}`);
    expect(bytes.equals(pdf), `GET /api/${documentPath} gave ${bytes.length} other bytes`);
    const anonymous = await fetch(`${api}/${documentPath}`);
    expect(anonymous.status === 401, `without a token it answered ${anonymous.status}, not 401`);
    return `GET /api/${documentPath}: 200, ${bytes.length} bytes equal to the upload (401 without a token)`;
  });

  await check("immediate alert e-mailed by the worker", async () => {
    expect(subscriber && tenderId, "no subscriber or no published tender");
    const mail = await poll(
      `an e-mail to ${subscriber.email} naming the tender`,
      180_000,
      async () =>
        (await target.mailsTo(subscriber!.email)).find(
          (candidate) => candidate.text.includes(keyword) || candidate.subject.includes(keyword),
        ),
    );
    return `"${mail.subject}" delivered over SMTP to ${subscriber.email}`;
  });

  return results;
}
