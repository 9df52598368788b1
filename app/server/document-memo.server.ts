import { randomBytes } from "node:crypto";
import { processCache } from "./process-cache.server";
import type { EntryContext } from "react-router";

/**
 * Rendered documents remembered by everything they are rendered from
 * (docs/decisions/007-document-render-memo.md). A page is a pure function of its URL, its
 * status and the loader data that React Router also sends to the browser for hydration, so a
 * request whose loaders return exactly what an earlier one's did gets that HTML without
 * rendering again. Loaders, guards and queries still run on every request: the data is always
 * current; only identical rendering work is skipped.
 *
 * The Content-Security-Policy nonce differs on every response, so remembered HTML carries a
 * per-process placeholder that each response replaces with its own nonce.
 */
export const NONCE_PLACEHOLDER = randomBytes(16).toString("base64");

/** A remembered document: its UTF-8 bytes, split where the nonce goes. */
export type RememberedDocument = Buffer[];

// Keys are UTF-16 strings, documents UTF-8 bytes.
const documents = processCache<RememberedDocument>(
  "document-memo",
  (parts, key) => key.length * 2 + parts.reduce((size, part) => size + part.byteLength, 0),
);

/**
 * The memo key of a document: its URL, status and what React Router sends to the browser for
 * hydration. None under the dev server: there the code changes while the data does not, and
 * the key only covers the data.
 */
export async function documentKey(
  request: Request,
  status: number,
  context: EntryContext,
): Promise<string | undefined> {
  if (import.meta.env.DEV) return undefined;
  const { handoff, data } = await readHydrationPayload(context);
  return `${request.url}\n${status}\n${handoff}\n${data}`;
}

/**
 * The server handoff and the loader data (turbo-stream text) React Router writes into the
 * document for hydration. They sit in EntryContext fields that React Router does not document
 * (`serverHandoffString`, `serverHandoffStream`), so this is the one place that reads them and
 * it refuses, naming the field, when an upgrade changed them: a memo keyed on anything less
 * than the whole payload would hand one reader's page to another.
 * Reading the stream consumes it, so an identical one (same chunks) is put back for the render.
 */
export async function readHydrationPayload(
  context: EntryContext,
): Promise<{ handoff: string; data: string }> {
  const { serverHandoffString: handoff, serverHandoffStream: stream } = context as {
    serverHandoffString?: unknown;
    serverHandoffStream?: unknown;
  };
  if (typeof handoff !== "string") {
    throw new EntryContextChangedError("serverHandoffString is no longer a string");
  }
  if (!(stream instanceof ReadableStream)) {
    throw new EntryContextChangedError("serverHandoffStream is no longer a ReadableStream");
  }
  const chunks: Uint8Array[] = [];
  const reader = (stream as ReadableStream<Uint8Array>).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
  }
  context.serverHandoffStream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const decoder = new TextDecoder();
  const data = chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join("");
  return { handoff, data };
}

class EntryContextChangedError extends Error {
  constructor(change: string) {
    super(
      `React Router's EntryContext changed: ${change}. The document memo keys pages on it ` +
        "(app/server/document-memo.server.ts, docs/decisions/007-document-render-memo.md); " +
        "adapt readHydrationPayload before upgrading.",
    );
    this.name = "EntryContextChangedError";
  }
}

export function recallDocument(key: string): RememberedDocument | undefined {
  return documents.get(key);
}

const placeholderBytes = Buffer.from(NONCE_PLACEHOLDER);

/** HTML rendered with NONCE_PLACEHOLDER, split where the nonce goes. */
export function splitAtNonce(html: Buffer): RememberedDocument {
  const parts: Buffer[] = [];
  let start = 0;
  for (
    let at = html.indexOf(placeholderBytes);
    at !== -1;
    at = html.indexOf(placeholderBytes, start)
  ) {
    parts.push(html.subarray(start, at));
    start = at + placeholderBytes.byteLength;
  }
  parts.push(html.subarray(start));
  return parts;
}

export function rememberDocument(key: string, parts: RememberedDocument): void {
  documents.set(key, parts);
}

/** The document's bytes with this response's nonce: no re-encoding of the HTML. */
export function withNonce(parts: RememberedDocument, nonce: string): Buffer<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}
