import type { Db as IDatabase, PgBoss } from "pg-boss";
import { QUEUES } from "~/modules/alerts/alert-jobs";
import { documentExtension, DOCUMENT_TYPES } from "~/modules/tenders/document-rules";
import { logger } from "~/server/logger.server";
import { documentStorage, type DocumentStorage } from "~/server/storage.server";
import { extractText, failedExtraction, type Extraction } from "./text-extraction.server";

// A tsvector is limited to 1 MB; this many characters (Amharic is 3 bytes each) stay well under it.
const TENDER_TEXT_CHARS = 100_000;

interface PendingDocument {
  id: number;
  file_name: string;
  content_type: string;
  storage_key: string;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function extractOne(
  storage: DocumentStorage,
  document: PendingDocument,
): Promise<Extraction> {
  const kind =
    documentExtension(document.file_name) ??
    (Object.entries(DOCUMENT_TYPES).find(([, type]) => type === document.content_type)?.[0] as
      keyof typeof DOCUMENT_TYPES | undefined);
  if (!kind) return failedExtraction(`not a PDF, DOCX or XLSX file (${document.content_type})`);
  const stream = await storage.get(document.storage_key);
  if (!stream) return failedExtraction("not found in storage");
  return extractText(await readAll(stream), kind);
}

/** In the worker only: a whole file is read into memory. */
export async function extractPendingDocuments(
  db: IDatabase,
  tenderId: number,
  storage: DocumentStorage = documentStorage(),
): Promise<number> {
  const { rows } = await db.executeSql(
    `select id, file_name, content_type, storage_key from tender_documents
      where tender_id = $1 and text_status = 'pending' order by id`,
    [tenderId],
  );
  const pending = rows as PendingDocument[];
  // No tender lock when there is nothing to read: the publish batch would hold it until commit.
  if (!pending.length) return 0;
  // Every file is read before anything is locked: reading one can take seconds.
  const read: [PendingDocument, Extraction][] = [];
  for (const document of pending) {
    const result = await extractOne(storage, document);
    const facts = { tenderId, documentId: document.id, status: result.status };
    if (result.reason) logger.warn({ ...facts, reason: result.reason }, "document text not read");
    else logger.info({ ...facts, chars: result.text.length }, "document text read");
    read.push([document, result]);
  }
  // The tender's row first, then its documents, as an edit takes them: the other order deadlocked.
  await db.executeSql("select id from tenders where id = $1 for no key update", [tenderId]);
  for (const [document, result] of read) {
    await db.executeSql(
      `update tender_documents set text_status = $2, text = $3, page_count = $4, updated_at = now()
        where id = $1`,
      [document.id, result.status, result.text || null, result.pages],
    );
  }
  await refreshDocumentVector(db, tenderId);
  return pending.length;
}

export async function refreshDocumentVector(db: IDatabase, tenderId: number): Promise<void> {
  // Unchanged text writes nothing: every tender update moves the list version.
  await db.executeSql(
    `with documents as (
       select left(string_agg(text, E'\\n' order by id), ${TENDER_TEXT_CHARS}) as text
         from tender_documents where tender_id = $1 and text is not null
     ), vector as (
       select setweight(to_tsvector('english', text), 'D')
              || setweight(to_tsvector('simple', text), 'D') as value
         from documents
     )
     update tenders t set document_vector = vector.value from vector
      where t.id = $1 and t.document_vector is distinct from vector.value`,
    [tenderId],
  );
}

export interface DocumentTextJob {
  tenderId: number;
  /** Its immediate alerts were built without these documents: alert whoever they alone match. */
  announce?: boolean;
}

export async function queueTextOfPublishedTender(
  boss: PgBoss,
  db: IDatabase,
  tenderId: number,
): Promise<void> {
  const { rows } = await db.executeSql(
    `select 1 from tender_documents where tender_id = $1 and text_status = 'pending' limit 1`,
    [tenderId],
  );
  const job: DocumentTextJob = { tenderId, announce: true };
  if (rows.length) await boss.send(QUEUES.documentText, job, { db });
}

export async function queueDocumentTextBackfill(boss: PgBoss): Promise<number> {
  const { rows } = await boss
    .getDb()
    .executeSql(
      `select distinct tender_id from tender_documents where text_status = 'pending' order by 1`,
    );
  const jobs = (rows as { tender_id: number }[]).map((row) => ({
    data: { tenderId: row.tender_id },
    singletonKey: String(row.tender_id),
  }));
  for (let start = 0; start < jobs.length; start += 1000) {
    await boss.insert(QUEUES.documentText, jobs.slice(start, start + 1000));
  }
  return jobs.length;
}
