import busboy from "busboy";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { brokenMultipart, tooManyFields } from "./form-data.server";
import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { RequestBodyError } from "./request-body.server";
import { asRequestBodyError } from "./request-body.server";

export type StreamedPart =
  | {
      kind: "text";
      name: string | undefined;
      /** The raw bytes (the caller decides how strictly to decode them). */
      bytes: Buffer;
      /** More than `maxTextPartBytes` were sent: `bytes` holds only the first of them. */
      truncated: boolean;
    }
  | {
      kind: "file";
      name: string | undefined;
      filename: string | undefined;
      /** Read it to its end before asking for the next part; fails with a RequestBodyError. */
      body: AsyncIterable<Buffer>;
    };

export interface MultipartLimits {
  maxParts: number;
  maxTextPartBytes: number;
  maxFileBytes: number;
}

/** As @remix-run/multipart-parser read it, so both readers agree on what is multipart. */
export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").startsWith("multipart/");
}

function boundaryOf(contentType: string): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

// busboy's own errors (matched, never shown): what the client sent is not multipart we can read.
/* eslint-disable lingui/no-unlocalized-strings */
const PARSER_ERRORS = new Set([
  "Unexpected end of form",
  "Unexpected end of file",
  "Malformed part header",
]);
/* eslint-enable lingui/no-unlocalized-strings */

function asBodyError(error: unknown): RequestBodyError {
  if (error instanceof Error && PARSER_ERRORS.has(error.message)) return brokenMultipart();
  // The request's own stream: 413 past the route's limit, 400 for a client that went away.
  return asRequestBodyError(error);
}

/** File bytes stream, never gathered; fails with the same errors as form-data.server.ts's reader. */
export async function* streamMultipart(
  request: Request,
  limits: MultipartLimits,
): AsyncGenerator<StreamedPart> {
  const boundary = boundaryOf(request.headers.get("Content-Type") ?? "");
  if (!boundary || !request.body) throw brokenMultipart();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      // Any multipart/* type is read as form data; the boundary re-quoted for busboy.
      headers: {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a header for busboy, not a text
        "content-type": `multipart/form-data; boundary="${boundary.replace(/["\\]/g, "\\$&")}"`,
      },
      // latin1 maps each byte to one character, so the raw bytes are recovered exactly and
      // checked as strict UTF-8 by the caller; names and file names are UTF-8 as browsers send them.
      defCharset: "latin1",
      defParamCharset: "utf8",
      limits: {
        // One more than allowed, so that reaching a limit means going over it.
        parts: limits.maxParts + 1,
        fieldSize: limits.maxTextPartBytes + 1,
        fileSize: limits.maxFileBytes + 1,
      },
    });
  } catch {
    throw brokenMultipart();
  }

  const arrived: StreamedPart[] = [];
  let failure: RequestBodyError | null = null;
  let finished = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  parser.on("field", (name, value, info) => {
    arrived.push({
      kind: "text",
      name: name || undefined,
      bytes: Buffer.from(value, "latin1"),
      truncated: info.valueTruncated,
    });
    notify();
  });
  parser.on("file", (name, stream, info) => {
    arrived.push({
      kind: "file",
      name: name || undefined,
      filename: info.filename,
      body: bytesOf(stream),
    });
    notify();
  });
  // Parts busboy skips (no Content-Disposition) count as well.
  parser.on("partsLimit", () => {
    failure ??= tooManyFields();
    notify();
  });
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const delimiters = new DelimiterCounter(boundary);
  pipeline(source, delimiters, parser).then(
    () => {
      finished = true;
      notify();
    },
    (error: unknown) => {
      failure ??= asBodyError(error);
      notify();
    },
  );

  let parts = 0;
  try {
    for (;;) {
      const part = arrived.shift();
      if (part) {
        if (++parts > limits.maxParts) throw tooManyFields();
        yield part;
      } else if (failure) {
        throw failure;
      } else if (finished) {
        // busboy drops a part whose header it cannot read without a word (a file name with a
        // line break ends its Content-Disposition early): a document would vanish unnoticed.
        if (parts < delimiters.count - 1) throw unreadablePartHeader();
        return;
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
      }
    }
  } finally {
    if (!finished) {
      source.destroy();
      parser.destroy();
    }
  }
}

async function* bytesOf(stream: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch (error) {
    throw asBodyError(error);
  }
}

const unreadablePartHeader = () =>
  new RequestBodyError(
    sourceText(
      msg`A part of the form could not be read: a file name may not hold line breaks or other control characters.`,
    ),
    400,
  );

/** Counts `CRLF--boundary` lines (one per part plus the closing one) without holding the body. */
class DelimiterCounter extends Transform {
  count = 0;
  private readonly delimiter: Buffer;
  // The body's first delimiter has no line break before it.
  private tail = Buffer.from("\r\n", "latin1");

  constructor(boundary: string) {
    super();
    this.delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    const window = Buffer.concat([this.tail, chunk]);
    for (let at = window.indexOf(this.delimiter); at >= 0;) {
      this.count++;
      at = window.indexOf(this.delimiter, at + this.delimiter.length);
    }
    this.tail = window.subarray(Math.max(0, window.length - (this.delimiter.length - 1)));
    done(null, chunk);
  }
}
