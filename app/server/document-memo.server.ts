import { randomBytes } from "node:crypto";
import { processCache } from "./process-cache.server";
import type { EntryContext } from "react-router";

// Rendered HTML remembered by URL, status and hydration data (ADR 007); the nonce is a placeholder.
export const NONCE_PLACEHOLDER = randomBytes(16).toString("base64");

export type RememberedDocument = Buffer[];

// Keys are UTF-16 strings, documents UTF-8 bytes.
const documents = processCache<RememberedDocument>(
  "document-memo",
  (parts, key) => key.length * 2 + parts.reduce((size, part) => size + part.byteLength, 0),
);

/** None under the dev server: the code changes there while the data does not. */
export async function documentKey(
  request: Request,
  status: number,
  context: EntryContext,
): Promise<string | undefined> {
  if (import.meta.env.DEV) return undefined;
  const { handoff, data } = await readHydrationPayload(context);
  return `${request.url}\n${status}\n${handoff}\n${data}`;
}

/** Undocumented EntryContext fields: refuses when an upgrade changed them; the stream is put back. */
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

export function withNonce(parts: RememberedDocument, nonce: string): Buffer<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}
