import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
// Every body failure is a 4xx with a usable message, never a 500 or a reset.
import { DomainError } from "~/modules/domain-errors";

export class RequestBodyError extends DomainError {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

export const bodyTooLarge = () =>
  new RequestBodyError(sourceText(msg`The request is too large.`), 413);

/** Refused with 413 past `limit`: from Content-Length before reading, else while counting. */
export async function readBodyBytes(request: Request, limit: number): Promise<Buffer> {
  if (Number(request.headers.get("Content-Length")) > limit) throw bodyTooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        reader.cancel().catch(() => {});
        throw bodyTooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    throw asRequestBodyError(error);
  }
  return Buffer.concat(chunks);
}

/** The HTTP server fails the stream with `status` 413 past the route's limit; all else is 400. */
export function asRequestBodyError(error: unknown): RequestBodyError {
  if (error instanceof RequestBodyError) return error;
  if ((error as { status?: unknown } | null)?.status === 413) return bodyTooLarge();
  return new RequestBodyError(sourceText(msg`The request body could not be read.`), 400);
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** Text that must be UTF-8: anything else is a 400, never silently replaced. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new RequestBodyError(sourceText(msg`The request is not valid UTF-8 text.`), 400);
  }
}

export function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}
