import type { EntityManager } from "@mikro-orm/postgresql";
import { documentStorage } from "~/server/storage.server";
import { TenderDocument } from "./tender-document.entity";

export interface DocumentDownload {
  fileName: string;
  contentType: string;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** A stored tender document by id, with its bytes streamed from storage; null when missing. */
export async function openTenderDocument(
  em: EntityManager,
  id: number,
): Promise<DocumentDownload | null> {
  const document = await em.findOne(TenderDocument, { id });
  if (!document) return null;
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
 * `attachment` with the original name: an ASCII fallback for old clients plus the exact UTF-8
 * name as RFC 5987 `filename*` (Amharic titles survive).
 */
function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "document";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The download answer for a document, the same for the page route and the JSON API. */
export function documentResponse(document: DocumentDownload): Response {
  return new Response(document.body, {
    headers: {
      "Content-Type": document.contentType,
      "Content-Length": String(document.size),
      "Content-Disposition": attachmentDisposition(document.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
