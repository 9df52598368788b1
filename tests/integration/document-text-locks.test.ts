import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractPendingDocuments } from "~/modules/document-text/document-text.server";
import { updateTender } from "~/modules/tenders/tender-commands.server";
import { documentStorage } from "~/server/storage.server";
import { AlertFixtures } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { pdfWithText } from "./document-files";

/**
 * The document-text worker reads a tender's new documents while its publisher may be editing
 * it. Both take the tender's row before its documents; in the other order an edit that removes
 * a document deadlocked with the reading of it, and PostgreSQL ended one of them with an error.
 */
const db = setupTestDatabase();
let f: AlertFixtures;
const clients: pg.Client[] = [];
beforeAll(() => {
  f = new AlertFixtures(db.url);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.end()));
  await f.close();
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  clients.push(client);
  return client;
}

async function tenderWithDocument(fields: Parameters<AlertFixtures["tender"]>[0]) {
  const tenderId = await f.tender(fields);
  const storageKey = `${randomUUID()}.bin`;
  const bytes = await pdfWithText([["Bidders shall submit a wallabybond"]]);
  await documentStorage().put(storageKey, bytes);
  const { id: documentId } = await f.one<{ id: number }>(
    `insert into tender_documents (tender_id, file_name, storage_key, content_type, size, created_at, updated_at)
     values ($1, 'Notice.pdf', $2, 'application/pdf', $3, now(), now()) returning id`,
    [tenderId, storageKey, bytes.byteLength],
  );
  return { tenderId, documentId };
}

/** Waits until the backend `pid` waits for a lock. */
async function waitsForLock(pid: number) {
  await expect
    .poll(
      async () =>
        (
          await f.one<{ wait: string | null }>(
            "select wait_event_type as wait from pg_stat_activity where pid = $1",
            [pid],
          )
        ).wait,
      { timeout: 10_000 },
    )
    .toBe("Lock");
}

/** Whether another transaction holds a lock on the document's row (tried without waiting). */
async function documentLocked(documentId: number): Promise<boolean> {
  const probe = await connect();
  await probe.query("begin");
  try {
    await probe.query("select id from tender_documents where id = $1 for update nowait", [
      documentId,
    ]);
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === "55P03") return true;
    throw error;
  } finally {
    await probe.query("rollback");
  }
}

describe("reading a tender's documents while it is edited", () => {
  it("the worker waits for the tender before touching its documents, so an edit removing one goes through", async () => {
    const { tenderId, documentId } = await tenderWithDocument({ title: "Lock order, worker" });
    const edit = await connect();
    const worker = await connect();
    // An edit in progress holds the tender's row, as updateTender's transaction does first.
    await edit.query("begin");
    await edit.query("update tenders set title = 'Lock order, worker (amended)' where id = $1", [
      tenderId,
    ]);

    await worker.query("begin");
    const { pid } = (await worker.query<{ pid: number }>("select pg_backend_pid() as pid"))
      .rows[0]!;
    const reading = extractPendingDocuments(
      { executeSql: (text, values) => worker.query(text, values as unknown[]) },
      tenderId,
    );
    await waitsForLock(pid);
    expect(await documentLocked(documentId)).toBe(false);

    // The edit removes the document and commits; the worker then finishes.
    await edit.query("delete from tender_documents where id = $1", [documentId]);
    await edit.query("commit");
    expect(await reading).toBe(1);
    await worker.query("commit");

    expect(
      await f.one("select title, document_vector from tenders where id = $1", [tenderId]),
    ).toEqual({ title: "Lock order, worker (amended)", document_vector: null });
  });

  it("an edit that only removes a document takes the tender's row before the document's", async () => {
    const catalogue = {
      language: await f.named("languages", "Lock language"),
      source: await f.named("sources", "Lock source"),
      region: await f.named("regions", "Lock region"),
    };
    const title = "Lock order, edit";
    const { tenderId, documentId } = await tenderWithDocument({ title, ...catalogue });
    // Another transaction (the worker, about to write the documents' text) holds the tender.
    const worker = await connect();
    await worker.query("begin");
    await worker.query("select id from tenders where id = $1 for no key update", [tenderId]);

    const actor = await f.user("lock-editor");
    const superadmin = { ...actor, fullname: "Editor", role: "superadmin", locale: null } as const;
    const editing = updateTender(db.em(), superadmin, {
      id: tenderId,
      title,
      snippet: "",
      description: "",
      categories: [],
      subcategories: [],
      removeDocuments: [documentId],
      tenderLanguageId: catalogue.language,
      tenderSourceId: catalogue.source,
      tenderRegionId: catalogue.region,
    });
    // The edit's connection is the one of this database waiting for a lock.
    await expect
      .poll(
        async () =>
          (
            await f.one<{ waiting: number }>(
              `select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).waiting,
        { timeout: 10_000 },
      )
      .toBe(1);
    // The edit waits for the tender and holds nothing of the document yet.
    expect(await documentLocked(documentId)).toBe(false);

    await worker.query("commit");
    await editing;
    expect(
      await f.one("select count(*)::int as documents from tender_documents where tender_id = $1", [
        tenderId,
      ]),
    ).toEqual({ documents: 0 });
  });
});
