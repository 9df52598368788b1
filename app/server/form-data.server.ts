import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import {
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { data } from "react-router";
import { FORM_BODY_LIMIT } from "./body-limits";
import { logger } from "./logger.server";
import {
  asRequestBodyError,
  bodyTooLarge,
  decodeUtf8,
  mediaType,
  readBodyBytes,
  RequestBodyError,
} from "./request-body.server";

/** More fields than any of our forms has (an alert profile with every choice ticked: ~1,000). */
export const MAX_FORM_FIELDS = 2_000;

const URL_ENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

/**
 * Every page action reads its form through this: a body that is not a form we can read (JSON,
 * text/plain, no content type, invalid UTF-8, broken or truncated multipart, too large) is
 * answered with its 4xx and a plain message on the error page, never a 500.
 */
export async function readFormData(request: Request, limit?: number): Promise<FormData> {
  try {
    return await parseFormBody(request, limit);
  } catch (error) {
    if (!(error instanceof RequestBodyError)) throw error;
    // One line per refused body, no stack: it is the client's mistake, not ours.
    const { pathname } = new URL(request.url);
    logger.warn({ path: pathname, status: error.status, reason: error.message }, "form refused");
    throw data(error.message, { status: error.status });
  }
}

/**
 * A url-encoded or multipart form of text fields, at most `limit` bytes (the route's
 * `bodyLimit` when it takes more than a form); throws RequestBodyError otherwise. Multipart files are refused: only the tender
 * form takes them (document-upload.server.ts).
 */
export async function parseFormBody(request: Request, limit = FORM_BODY_LIMIT): Promise<FormData> {
  const type = mediaType(request);
  if (type === URL_ENCODED) return parseUrlEncoded(decodeUtf8(await readBodyBytes(request, limit)));
  if (type === MULTIPART) return parseMultipartText(request, limit);
  throw new RequestBodyError(
    sourceText(msg`Send the form as application/x-www-form-urlencoded or multipart/form-data.`),
    415,
  );
}

/**
 * Strict where URLSearchParams is lenient: a malformed %-escape or one that does not decode to
 * UTF-8 is an error, not a silent U+FFFD. No browser sends either.
 */
function parseUrlEncoded(body: string): FormData {
  const formData = new FormData();
  let fields = 0;
  for (const pair of body.split("&")) {
    if (!pair) continue;
    if (++fields > MAX_FORM_FIELDS) throw tooManyFields();
    const equals = pair.indexOf("=");
    const name = decodeComponent(equals < 0 ? pair : pair.slice(0, equals));
    const value = equals < 0 ? "" : decodeComponent(pair.slice(equals + 1));
    formData.append(name, value);
  }
  return formData;
}

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    throw new RequestBodyError(sourceText(msg`The form is not correctly encoded.`), 400);
  }
}

async function parseMultipartText(request: Request, limit: number): Promise<FormData> {
  if (Number(request.headers.get("Content-Length")) > limit) throw bodyTooLarge();
  const formData = new FormData();
  try {
    const parts = parseMultipartRequest(request, {
      maxFileSize: limit,
      maxTotalSize: limit,
      maxParts: MAX_FORM_FIELDS,
    });
    for await (const part of parts) {
      const name = part.name;
      if (!name) continue;
      if (part.filename !== undefined) {
        throw new RequestBodyError(sourceText(msg`This form does not take files.`), 415);
      }
      formData.append(name, decodeUtf8(part.bytes));
    }
  } catch (error) {
    throw asMultipartError(error);
  }
  return formData;
}

/** The multipart parser's errors as RequestBodyErrors. */
function asMultipartError(error: unknown): RequestBodyError {
  if (error instanceof MaxPartsExceededError) return tooManyFields();
  if (
    error instanceof MaxFileSizeExceededError ||
    error instanceof MaxTotalSizeExceededError ||
    error instanceof MaxHeaderSizeExceededError
  ) {
    return bodyTooLarge();
  }
  if (error instanceof MultipartParseError) return brokenMultipart();
  return asRequestBodyError(error);
}

/** Shared with the streaming reader of uploads (multipart-stream.server.ts): one wording. */
export const brokenMultipart = () =>
  new RequestBodyError(
    sourceText(msg`The form could not be read: its multipart data is broken.`),
    400,
  );

export const tooManyFields = () =>
  new RequestBodyError(sourceText(msg`The form has too many fields.`), 413);
