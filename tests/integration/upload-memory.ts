// The measurement behind upload-memory.test.ts (disk) and upload-memory-s3.test.ts (S3): the
// production server (the build of `npm start`, in this process) takes 10 × 15 MB documents
// through the API and sends them back as one zip while the process's memory is measured. The
// client streams its body from this process too, generating each file as it goes, so nothing
// here holds the upload either.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueApiToken } from "~/modules/api/api-auth.server";
import { registerUser } from "~/modules/auth/accounts.server";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { createFormCatalogue } from "./admin-tender-form";
import type { setupTestDatabase } from "./database";
import { startServer, uniqueEmail, type RunningServer } from "./http-server";

// A full collection on demand, so a sample counts what is held, not garbage not yet collected.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

export const MB = 1024 * 1024;
const FILES = 10;
const FILE_BYTES = 15 * MB;
const CHUNK = 64 * 1024;
/** A sample every this many bytes sent. */
const SAMPLE_EVERY = 2 * MB;
/**
 * Well below one document on disk: a reader that gathers a part before storing it holds up to
 * 15 MB (twice that while it copies the chunks into one array) at some sample. Measured: 1.9 MB
 * with the streaming reader, 30.9 MB with the buffering one it replaced
 * (@remix-run/multipart-parser's `part.bytes`).
 */
export const DISK_MAX_GROWTH = 8 * MB;

async function heldBytes(): Promise<number> {
  // A freed ArrayBuffer's memory is given back after a collection, by a background task that a
  // busy machine may run late: the least of three collections a moment apart is what is held.
  let least = Infinity;
  for (let round = 0; round < 3; round++) {
    gc();
    const usage = process.memoryUsage();
    least = Math.min(least, usage.heapUsed + usage.arrayBuffers);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return least;
}

export interface UploadMemorySuite {
  db: ReturnType<typeof setupTestDatabase>;
  /** Where the documents go, as the suite's name says it ("on disk", "in S3"). */
  storage: string;
  /** A stored document's bytes, read back from the storage under test. */
  storedBytes: (storageKey: string) => AsyncIterable<Buffer>;
  cleanUp: () => Promise<void> | void;
  /** The most the process may hold beyond its baseline at any sample, in bytes. */
  maxGrowth: number;
}

/**
 * Uploads 10 × 15 MB through the API of the production server running in this process, then
 * downloads them as one zip, measuring the process's memory all along: a web process never
 * holds a whole document, whatever the storage (issues 17 and 18).
 */
export function describeUploadMemory({
  db,
  storage,
  storedBytes,
  cleanUp,
  maxGrowth,
}: UploadMemorySuite) {
  describe(`uploading and downloading 10 × 15 MB through the API, ${storage}`, () => {
    let server: RunningServer;
    let token: string;
    let tenderOfTheUpload = 0;
    const fields: Record<string, string> = {};

    beforeAll(async () => {
      server = await startServer(false);
      const em = db.em();
      const admin = await registerUser(
        em,
        {
          fullname: "Memory Admin",
          email: uniqueEmail("upload-memory"),
          phone: "0911000000",
          password: "upload-memory-pass",
        },
        "admin",
      );
      token = await issueApiToken(em, admin);
      const catalogue = await createFormCatalogue(em, `memory ${storage}`);
      Object.assign(fields, {
        title: `Pipeline works ${Date.now()}`,
        snippet: "Ductile iron pipes and fittings",
        description: "<p>Bill of quantities attached</p>",
        closingDate: "2027-05-01T10:30",
        openingDate: "2027-05-02T09:00",
        "categories[]": String(catalogue.category),
        tenderLanguageId: String(catalogue.language),
        tenderSourceId: String(catalogue.source),
        tenderRegionId: String(catalogue.region),
      });
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await cleanUp();
    });

    /**
     * Posts a tender with `files` generated documents of `fileBytes` each, streamed; `sample` is
     * called every SAMPLE_EVERY bytes sent.
     */
    async function upload(
      title: string,
      files: number,
      fileBytes: number,
      sample = async () => {},
    ) {
      const boundary = `----upload-memory-${randomBytes(8).toString("hex")}`;
      const digests: string[] = [];
      let sent = 0;
      let nextSample = SAMPLE_EVERY;
      const url = new URL("/api/tenders", server.url);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(url, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${token}`,
            "Content-Type": `multipart/form-data; boundary=${boundary}`,
            "Transfer-Encoding": "chunked",
          },
        });
        request.on("error", reject);
        request.on("response", (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (text: string) => (body += text));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        const write = async (bytes: Buffer) => {
          if (!request.write(bytes)) await new Promise((resume) => request.once("drain", resume));
          sent += bytes.length;
          if (sent >= nextSample) {
            nextSample += SAMPLE_EVERY;
            await sample();
          }
        };
        void (async () => {
          for (const [name, value] of Object.entries({ ...fields, title })) {
            await write(
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
              ),
            );
          }
          for (let file = 0; file < files; file++) {
            await write(
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="documentPath"; filename="lot-${file}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
              ),
            );
            const hash = createHash("sha256");
            for (let offset = 0; offset < fileBytes; offset += CHUNK) {
              // Fresh random bytes each chunk: a document, not a pattern a reader could fold.
              const chunk = randomBytes(Math.min(CHUNK, fileBytes - offset));
              if (offset === 0) chunk.write("%PDF-1.7\n", "latin1");
              hash.update(chunk);
              await write(chunk);
            }
            digests.push(hash.digest("hex"));
            await write(Buffer.from("\r\n"));
          }
          await write(Buffer.from(`--${boundary}--\r\n`));
          request.end();
        })().catch(reject);
      });
      return { ...answer, digests, sent };
    }

    it("holds far less than one document while storing them byte for byte", async () => {
      // The first upload loads the routes and fills the server's caches: memory that is not the
      // upload's, kept whatever its size.
      const warmUp = await upload(`Warm-up ${Date.now()}`, 1, MB);
      expect(warmUp.status, warmUp.body).toBe(201);

      const samples: number[] = [];
      const baseline = await heldBytes();
      const answer = await upload(fields.title!, FILES, FILE_BYTES, async () => {
        samples.push((await heldBytes()) - baseline);
      });
      const { digests, sent } = answer;
      const peak = Math.max(...samples);
      expect(answer.status, answer.body).toBe(201);
      expect(sent).toBeGreaterThan(FILES * FILE_BYTES);
      // Printed for the record (docs/decisions/019-streaming-uploads.md).
      console.info(
        `upload-memory (${storage}): ${(sent / MB).toFixed(0)} MB sent, peak held growth ${(peak / MB).toFixed(1)} MB`,
        samples.map((bytes) => (bytes / MB).toFixed(1)).join(" "),
      );
      expect(peak).toBeLessThan(maxGrowth);

      const tenderId = (JSON.parse(answer.body) as { id: number }).id;
      const documents = await db
        .em()
        .find(TenderDocument, { tender: tenderId }, { orderBy: { id: "asc" } });
      expect(documents.map((document) => [document.fileName, document.size])).toEqual(
        Array.from({ length: FILES }, (_, file) => [`lot-${file}.pdf`, FILE_BYTES]),
      );
      for (const [index, document] of documents.entries()) {
        const hash = createHash("sha256");
        for await (const chunk of storedBytes(document.storageKey)) hash.update(chunk);
        expect(hash.digest("hex"), document.fileName).toBe(digests[index]);
      }
      tenderOfTheUpload = tenderId;
    }, 300_000);

    it("holds far less than one document while sending them all as one zip", async () => {
      expect(tenderOfTheUpload, "the upload test ran first").toBeGreaterThan(0);
      const samples: number[] = [];
      const baseline = await heldBytes();
      const url = new URL(`/api/tenders/documents-zip/${tenderOfTheUpload}`, server.url);
      const received = await new Promise<{ status: number; type: string; bytes: number }>(
        (resolve, reject) => {
          const request = http.get(url, { headers: { Authorization: `Bearer ${token}` } });
          request.on("error", reject);
          request.on("response", (response) => {
            void (async () => {
              let bytes = 0;
              let nextSample = SAMPLE_EVERY;
              // Read as a slow client does: the server must wait, not gather what is unread.
              for await (const chunk of response) {
                bytes += (chunk as Buffer).length;
                if (bytes >= nextSample) {
                  nextSample += SAMPLE_EVERY;
                  samples.push((await heldBytes()) - baseline);
                }
              }
              resolve({
                status: response.statusCode ?? 0,
                type: response.headers["content-type"] ?? "",
                bytes,
              });
            })().catch(reject);
          });
        },
      );
      expect(received.status).toBe(200);
      expect(received.type).toBe("application/zip");
      expect(received.bytes).toBeGreaterThan(FILES * FILE_BYTES);
      const peak = Math.max(...samples);
      console.info(
        `download-memory (${storage}): ${(received.bytes / MB).toFixed(0)} MB received, peak held growth ${(peak / MB).toFixed(1)} MB`,
      );
      expect(peak).toBeLessThan(maxGrowth);
    }, 300_000);
  });
}
