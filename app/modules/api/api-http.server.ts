import { z } from "zod";
import { isDatabaseUnavailable } from "~/server/database-unavailable";
import { JSON_BODY_LIMIT } from "~/server/body-limits";
import { logger } from "~/server/logger.server";
import { decodeUtf8, mediaType, readBodyBytes } from "~/server/request-body.server";
import {
  type CatalogueUsage,
  DomainError,
  InUseError,
  RETRY_AFTER_SECONDS,
  ServiceUnavailableError,
} from "~/modules/domain-errors";
import type { FormOutcome } from "~/modules/form-outcome";
import {
  PossibleDuplicateError,
  type DuplicateCandidate,
} from "~/modules/tenders/duplicate-tenders.server";
import type { TotalPrecision } from "~/modules/tenders/list-bounds";
import { ApiError } from "./api-error";

/** A JSON answer; who may keep it (Cache-Control, Vary) is decided in app/server/cache-policy.server.ts. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/**
 * A refusal as the API answers it: JSON `{ message, errors? }` with its status, `usage` (how
 * many tenders and alert profiles) when a catalogue item in use was not deleted, and
 * `duplicates` (the tenders it looks like) when a tender write was a possible duplicate.
 */
export function errorResponse(error: DomainError): Response {
  const body: {
    message: string;
    errors?: Record<string, string[]>;
    usage?: CatalogueUsage;
    duplicates?: DuplicateCandidate[];
  } = { message: error.message };
  if (error.fieldErrors) body.errors = error.fieldErrors;
  if (error instanceof InUseError) body.usage = error.usage;
  if (error instanceof PossibleDuplicateError) body.duplicates = error.candidates;
  const response = json(body, { status: error.status });
  if (error.status === 503) response.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return response;
}

/**
 * A refused form as the API answers it: the first form message (or `fallback`) is the message,
 * the field messages are `errors`.
 */
export function apiErrorOf(outcome: FormOutcome, fallback: string): ApiError {
  const { status, formErrors, fieldErrors } = outcome;
  const errors = Object.keys(fieldErrors).length ? fieldErrors : undefined;
  return new ApiError(status, formErrors[0] ?? fallback, errors);
}

/** Zod issues as `{ field: [messages] }`, the same shape the forms show. */
function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export function validationError(error: z.ZodError): ApiError {
  return new ApiError(400, "Invalid input", fieldErrors(error));
}

/**
 * Parses a JSON body against `schema`: 415 for other content types, 413 when larger than
 * JSON_BODY_LIMIT, 400 when not UTF-8 or not JSON.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  if (mediaType(request) !== "application/json") {
    throw new ApiError(415, "Send the body as application/json");
  }
  const text = decodeUtf8(await readBodyBytes(request, JSON_BODY_LIMIT));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON body");
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * The API's one mapping: a DomainError (ForbiddenError, NotFoundError, ValidationError, ApiError,
 * …) answers with its own status and message, so every rule decides its status once, for the
 * pages and the API alike; a database out of reach is a 503. Anything else is not ours to
 * explain (null).
 */
export function asApiError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError();
  return null;
}

/** Runs an API handler; known errors become their JSON answer, anything else a logged 500. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    const known = asApiError(error);
    if (known) return errorResponse(known);
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "API request failed");
    return errorResponse(new ApiError(500, "Something went wrong on our side"));
  }
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(20).default(20),
});

/** `page` and `pageSize` from the query string; junk falls back to the defaults. */
export function pageParams(request: Request, defaults = { pageSize: 20 }) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = pageQuerySchema.parse({ pageSize: defaults.pageSize, ...params });
  return {
    page: parsed.page,
    pageSize: parsed.pageSize,
    offset: (parsed.page - 1) * parsed.pageSize,
  };
}

/**
 * A JSON array with its total in X-Total-Count, as list endpoints answer. Tender totals beyond
 * the counting cap are estimates: X-Total-Count-Precision says so (`estimate`, `more-than`).
 */
export function listResponse(
  items: unknown[],
  total: number,
  precision: TotalPrecision = "exact",
): Response {
  return json(items, {
    headers: { "X-Total-Count": String(total), "X-Total-Count-Precision": precision },
  });
}

/** For the methods a resource route does not serve. */
export function methodNotAllowed(allowed: string): Response {
  const response = errorResponse(new ApiError(405, `Use ${allowed}`));
  response.headers.set("Allow", allowed);
  return response;
}
