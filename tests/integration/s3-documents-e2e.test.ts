// The production server (the build of `npm start`, in this process) with STORAGE_URL pointing at
// an S3-compatible server (s3rver): an admin's upload through the tender form lands in the
// bucket, not on the disk, and downloads byte for byte; /readyz checks the bucket.
import fs from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The server reads STORAGE_URL and the S3_* settings once, when it loads: start the S3 server
// and point the environment at it before anything is imported.
const { s3, dataDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { startS3Server } = await import("./s3-server");
  const server = await startS3Server();
  const directory = mkdtempSync(join(tmpdir(), "s3-documents-e2e-"));
  Object.assign(process.env, server.environment("e2e"), { DATA_DIR: directory });
  return { s3: server, dataDir: directory };
});

import { registerUser } from "~/modules/auth/accounts.server";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { S3DocumentStorage } from "~/server/s3-storage.server";
import { setupTestDatabase } from "./database";
import { startServer, uniqueEmail, type RunningServer } from "./http-server";
import { adminTenderForm, createFormCatalogue } from "./admin-tender-form";

const db = setupTestDatabase();
const PASSWORD = "s3-e2e-admin-pass";
const MB = 1024 * 1024;

describe("tender documents in S3, through the production server", () => {
  let server: RunningServer;
  let cookie: string;
  const catalogue = {} as { category: number; language: number; source: number; region: number };

  beforeAll(async () => {
    server = await startServer(false);
    const em = db.em();
    const email = uniqueEmail("s3-admin");
    await registerUser(
      em,
      { fullname: "S3 Admin", email, phone: "0911000000", password: PASSWORD },
      "admin",
    );
    Object.assign(catalogue, await createFormCatalogue(em, "S3"));
    const login = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: PASSWORD }),
      redirect: "manual",
    });
    expect(login.status, await login.text()).toBe(302);
    cookie = login.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await s3.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("reports the bucket reachable on /readyz", async () => {
    // A fresh process loads the AWS SDK on its first storage call, which may take longer than
    // one probe waits on a busy machine: it is ready once that is done.
    let response = await fetch(`${server.url}/readyz`);
    for (let attempt = 0; attempt < 20 && response.status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      response = await fetch(`${server.url}/readyz`);
    }
    expect(await response.json()).toMatchObject({ checks: { storage: "ok" } });
    expect(response.status).toBe(200);
  });

  it("stores a 15 MB document of the tender form in the bucket and downloads it byte for byte", async () => {
    const title = `Bridge works S3 ${Date.now()}`;
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(15 * MB - 9)]);
    const form = adminTenderForm(
      catalogue,
      { title, snippet: "Bridge works on the ring road" },
      new File([pdf], "Bill of quantities.pdf"),
    );

    const created = await fetch(`${server.url}/admin/tenders/create`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
      redirect: "manual",
    });
    expect(created.status, await created.text()).toBe(302);

    const [document] = await db
      .em()
      .find(TenderDocument, { tender: { title } }, { orderBy: { id: "asc" } });
    expect(document).toMatchObject({ fileName: "Bill of quantities.pdf", size: 15 * MB });

    // In the bucket under the prefix of STORAGE_URL; nothing on the local disk.
    const head = await s3
      .client()
      .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `e2e/${document!.storageKey}` }));
    expect(head.ContentLength).toBe(15 * MB);
    expect(fs.existsSync(path.join(dataDir, "documents", document!.storageKey))).toBe(false);

    const download = await fetch(`${server.url}/documents/${document!.id}`, {
      headers: { Cookie: cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Length")).toBe(String(15 * MB));
    const hash = createHash("sha256");
    let chunks = 0;
    for await (const chunk of download.body!) {
      hash.update(chunk);
      chunks++;
    }
    expect(hash.digest("hex")).toBe(createHash("sha256").update(pdf).digest("hex"));
    expect(chunks).toBeGreaterThan(1);

    // The "all documents" zip reads the same object from the bucket as it streams.
    const tenderId = (document!.tender as unknown as { id: number }).id;
    const zip = await fetch(`${server.url}/tenders/${tenderId}/documents.zip`, {
      headers: { Cookie: cookie },
    });
    expect(zip.status).toBe(200);
    const zipBytes = new Uint8Array(await zip.arrayBuffer());
    expect(zipBytes.length).toBe(Number(zip.headers.get("Content-Length")));
    const entries = unzipSync(zipBytes);
    expect(Object.keys(entries)).toEqual(["Bill of quantities.pdf"]);
    expect(Buffer.from(entries["Bill of quantities.pdf"]!).equals(pdf)).toBe(true);
  }, 120_000);

  it("answers 404 for a document whose object is gone from the bucket", async () => {
    const [document] = await db.em().find(TenderDocument, {}, { orderBy: { id: "desc" } });
    await new S3DocumentStorage(s3.client(), s3.bucket, "e2e").remove(document!.storageKey);
    const download = await fetch(`${server.url}/documents/${document!.id}`, {
      headers: { Cookie: cookie },
    });
    expect(download.status).toBe(404);
  });

  it("reports storage unreachable on /readyz once the S3 server is gone", async () => {
    await s3.stop();
    const started = Date.now();
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      checks: { database: "ok", storage: expect.stringMatching(/unreachable|no answer in time/) },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
