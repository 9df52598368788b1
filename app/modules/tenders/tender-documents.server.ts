import type { EntityManager } from "@mikro-orm/postgresql";
import { makeZip, predictLength } from "client-zip";
import { documentStorage } from "~/server/storage.server";
import { opensInline, withoutBidiControls } from "./document-rules";
import { TenderDocument } from "./tender-document.entity";
import { Tender } from "./tender.entity";
import { zipEntryNames } from "./zip-entry-names";
import { publicationState } from "./publication-state";
import type { CurrentUser } from "~/server/request-context";

export interface DocumentDownload {
  fileName: string;
  contentType: string;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** A draft's or scheduled tender's files: its publisher and superadmins only. */
function readable(
  tender: { publishedAt?: Date | null; publishedBy?: { id: number } | null },
  reader: CurrentUser,
) {
  return (
    publicationState(tender.publishedAt, new Date()) === "published" ||
    reader.role === "superadmin" ||
    tender.publishedBy?.id === reader.id
  );
}

export async function openTenderDocument(
  em: EntityManager,
  id: number,
  reader: CurrentUser,
): Promise<DocumentDownload | null> {
  const document = await em.findOne(TenderDocument, { id });
  if (!document) return null;
  const tender = await em.findOne(
    Tender,
    { id: document.tender.id },
    { fields: ["id", "publishedAt", "publishedBy"] },
  );
  if (!tender || !readable(tender, reader)) return null;
  const body = await documentStorage().get(document.storageKey);
  if (!body) return null;
  return {
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.size,
    body,
  };
}

/**
 * Streamed, never whole in memory; stored uncompressed (the files already are), so the length is
 * known for Content-Length: docs/decisions/013-documents-zip.md.
 */
export async function openTenderDocumentsZip(
  em: EntityManager,
  tenderId: number,
  reader: CurrentUser,
): Promise<DocumentDownload | null> {
  const tender = await em.findOne(
    Tender,
    { id: tenderId },
    { fields: ["id", "publishedAt", "publishedBy"] },
  );
  if (!tender || !readable(tender, reader)) return null;
  const documents = await em.find(
    TenderDocument,
    { tender: tenderId },
    { orderBy: { id: "asc" }, fields: ["fileName", "storageKey", "size", "createdAt"] },
  );
  if (!documents.length) return null;
  const names = zipEntryNames(documents.map((document) => document.fileName));
  const entries = documents.map((document, index) => ({
    name: names[index]!,
    size: document.size,
    lastModified: document.createdAt,
  }));
  async function* files() {
    for (const [index, document] of documents.entries()) {
      const body = await documentStorage().get(document.storageKey);
      // The announced length would be a lie: end the zip here.
      if (!body) throw new Error(`Document ${document.storageKey} is missing from storage`);
      yield { ...entries[index]!, input: body };
    }
  }
  return {
    fileName: `tender-${tenderId}-documents.zip`,
    contentType: "application/zip",
    size: Number(predictLength(entries)),
    body: makeZip(files(), { buffersAreUTF8: true }),
  };
}

/** ASCII fallback plus RFC 5987 `filename*`, so Amharic names survive; no bidi controls. */
function contentDisposition(kind: "attachment" | "inline", original: string): string {
  const fileName = withoutBidiControls(original);
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "document";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Shared by the page route and the JSON API; `inline` is honoured for PDFs only. */
export function documentResponse(document: DocumentDownload, { inline = false } = {}): Response {
  const kind = inline && opensInline(document.contentType) ? "inline" : "attachment";
  return new Response(document.body, {
    headers: {
      "Content-Type": document.contentType,
      "Content-Length": String(document.size),
      "Content-Disposition": contentDisposition(kind, document.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
