import { createHash, randomBytes, randomUUID } from "node:crypto";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTenderDocumentsZip } from "~/modules/tenders/tender-documents.server";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { loader as apiZipLoader } from "~/routes/api/tender-documents-zip";
import { loader as documentLoader } from "~/routes/document-download";
import { loader as pageZipLoader } from "~/routes/tenders/documents-zip";
import type { CurrentUser } from "~/server/request-context";
import { documentStorage } from "~/server/storage.server";
import { DOCUMENT_NAMES_WITHOUT_BIDI_SQL } from "../../migrations/Migration20261204090000_document_names_without_bidi";
import { AlertFixtures } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { routeArgs, settle } from "./route-args";

const db = setupTestDatabase();

let f: AlertFixtures;
beforeAll(() => {
  f = new AlertFixtures(db.url);
});
afterAll(() => f.close());

const user: CurrentUser = {
  id: 1,
  role: "user",
  email: "zip@example.et",
  fullname: "Zip",
} as CurrentUser;

/** Stores `files` as documents of a new tender and returns its id. */
async function tenderWithDocuments(files: { name: string; bytes: Uint8Array }[]) {
  const tenderId = await f.tender({ title: "Zip test tender" });
  const em = db.em();
  for (const file of files) {
    const storageKey = `${randomUUID()}.bin`;
    await documentStorage().put(storageKey, file.bytes);
    em.create(TenderDocument, {
      tender: tenderId,
      fileName: file.name,
      storageKey,
      contentType: "application/pdf",
      size: file.bytes.length,
    });
  }
  await em.flush();
  return tenderId;
}

describe("download all documents as one zip", () => {
  it("holds every file byte for byte under a safe, distinct name, with an exact length", async () => {
    const files = [
      { name: "Notice.pdf", bytes: randomBytes(70_000) },
      { name: "../../BoQ.xlsx", bytes: randomBytes(1_234) },
      { name: "boq.xlsx", bytes: randomBytes(10) },
      { name: "የጨረታ ሰነድ.docx", bytes: new Uint8Array(0) },
    ];
    const tenderId = await tenderWithDocuments(files);
    const response = (await pageZipLoader(
      routeArgs(new Request(`http://localhost/tenders/${tenderId}/documents.zip`), db.em(), user, {
        id: String(tenderId),
      }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toContain(
      `attachment; filename="tender-${tenderId}-documents.zip"`,
    );
    const zip = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(zip.length));
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual([
      "Notice.pdf",
      "BoQ.xlsx",
      "boq (2).xlsx",
      "የጨረታ ሰነድ.docx",
    ]);
    expect(Object.values(entries).map((bytes) => Buffer.from(bytes))).toEqual(
      files.map((file) => Buffer.from(file.bytes)),
    );
  });

  it("names a file without its bidirectional controls, in the zip and downloaded alone", async () => {
    // Stored before uploads dropped them: shown as "Offerfdp.exe" with the override, a PDF.
    const bytes = randomBytes(100);
    const tenderId = await tenderWithDocuments([
      { name: "Offer\u202eexe.pdf", bytes },
      { name: "\u2067Notice\u2069\u200f.pdf", bytes },
    ]);
    const response = (await pageZipLoader(
      routeArgs(new Request(`http://localhost/tenders/${tenderId}/documents.zip`), db.em(), user, {
        id: String(tenderId),
      }),
    )) as Response;
    const zip = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(zip.length));
    expect(Object.keys(unzipSync(zip))).toEqual(["Offerexe.pdf", "Notice.pdf"]);

    const [document] = await db
      .em()
      .find(TenderDocument, { tender: tenderId }, { orderBy: { id: "asc" } });
    const download = (await documentLoader(
      routeArgs(new Request(`http://localhost/documents/${document!.id}`), db.em(), user, {
        documentId: String(document!.id),
      }),
    )) as Response;
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Offerexe.pdf"; filename*=UTF-8''Offerexe.pdf`,
    );
  });

  it("has the names stored with bidirectional controls cleaned by a migration", async () => {
    const tenderId = await tenderWithDocuments([
      { name: "Offer\u202eexe.pdf", bytes: new Uint8Array(1) },
      { name: "\u200e\u200f", bytes: new Uint8Array(1) },
      { name: "የጨረታ ሰነድ.pdf", bytes: new Uint8Array(1) },
    ]);
    await f.pool.query(DOCUMENT_NAMES_WITHOUT_BIDI_SQL);
    const { rows } = await f.pool.query<{ file_name: string }>(
      "select file_name from tender_documents where tender_id = $1 order by id",
      [tenderId],
    );
    expect(rows.map((row) => row.file_name)).toEqual(["Offerexe.pdf", "document", "የጨረታ ሰነድ.pdf"]);
  });

  it("is for signed-in users only, and answers 404 for a tender without documents or no tender", async () => {
    const tenderId = await tenderWithDocuments([{ name: "a.pdf", bytes: randomBytes(5) }]);
    const empty = await f.tender({ title: "No documents" });
    const page = (who: CurrentUser | null, id: string) =>
      settle(() =>
        pageZipLoader(
          routeArgs(new Request(`http://localhost/tenders/${id}/documents.zip`), db.em(), who, {
            id,
          }),
        ),
      ) as Promise<Response>;
    expect((await page(null, String(tenderId))).status).toBe(302);
    expect((await page(user, String(tenderId))).status).toBe(200);
    for (const id of [String(empty), "999999999", "abc", "..", "-1"]) {
      expect((await page(user, id)).status).toBe(404);
    }

    const api = (who: CurrentUser | null, id: string) =>
      apiZipLoader(
        routeArgs(new Request(`http://localhost/api/tenders/documents-zip/${id}`), db.em(), who, {
          tenderId: id,
        }),
      ) as Promise<Response>;
    const refused = await api(null, String(tenderId));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      message: expect.stringContaining("Authentication"),
    });
    const answered = await api(user, String(tenderId));
    expect(answered.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await answered.arrayBuffer())))).toEqual(["a.pdf"]);
    expect((await api(user, String(empty))).status).toBe(404);
  });

  it("streams 10 × 15 MB, reading storage only as fast as the client takes the zip", async () => {
    const size = 15 * 1024 * 1024;
    const chunk = randomBytes(size);
    const names = Array.from({ length: 10 }, (_, index) => `part-${index}.pdf`);
    const tenderId = await tenderWithDocuments(names.map((name) => ({ name, bytes: chunk })));

    // Count the bytes taken from storage: a zip built in memory, or one whole file read ahead,
    // would take megabytes more than the client has received.
    let pulled = 0;
    const storage = documentStorage();
    const get = storage.get.bind(storage);
    const spy = vi.spyOn(storage, "get").mockImplementation(async (key) => {
      const body = await get(key);
      return (
        body?.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(part, controller) {
              pulled += part.length;
              controller.enqueue(part);
            },
          }),
        ) ?? null
      );
    });
    try {
      const zip = await openTenderDocumentsZip(db.em(), tenderId, user);
      const reader = zip!.body.getReader();
      const digest = createHash("sha256");
      let received = 0;
      let lead = 0;
      let nextPause = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        digest.update(value);
        received += value.length;
        if (received >= nextPause) {
          // A slow client: give an eager producer time to run ahead, then see how far it did.
          nextPause += 8 * 1024 * 1024;
          await new Promise((resolve) => setTimeout(resolve, 25));
          lead = Math.max(lead, pulled - received);
        }
      }
      expect(received).toBe(zip!.size);
      expect(pulled).toBe(10 * size);
      expect(lead).toBeLessThan(2 * 1024 * 1024);
    } finally {
      spy.mockRestore();
    }
  });
});
