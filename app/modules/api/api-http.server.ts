import { z } from "zod";
import { JSON_BODY_LIMIT } from "~/server/body-limits";
import { logger } from "~/server/logger.server";
import { asDomainError } from "~/server/page-errors.server";
import { decodeUtf8, mediaType, readBodyBytes } from "~/server/request-body.server";
import {
  type CatalogueUsage,
  type DomainError,
  InUseError,
  RETRY_AFTER_SECONDS,
} from "~/modules/domain-errors";
import {
  PossibleDuplicateError,
  type DuplicateCandidate,
} from "~/modules/tenders/duplicate-tenders.server";
import type { TotalPrecision } from "~/modules/tenders/list-bounds";
import { MAX_PAGE } from "~/modules/tenders/tender-filters.schema";
import { jsonPathsWithControlCharacters } from "~/modules/control-characters";
import { ApiError } from "./api-error";

/** Cache-Control and Vary are decided in app/server/cache-policy.server.ts. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** JSON `{ message, errors? }`, plus `usage` or `duplicates` when a 409 carries them. */
export function errorResponse(error: DomainError): Response {
  const body: {
    message: string;
    errors?: Record<string, string[]>;
    usage?: CatalogueUsage;
    duplicates?: DuplicateCandidate[];
  } = { message: error.detail ? `${error.message} (${error.detail})` : error.message };
  if (error.fieldErrors) body.errors = error.fieldErrors;
  if (error instanceof InUseError) body.usage = error.usage;
  if (error instanceof PossibleDuplicateError) body.duplicates = error.candidates;
  const response = json(body, { status: error.status });
  if (error.status === 503) response.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return response;
}

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "";
    const messages = (errors[key] ??= []);
    // A value can fail two checks with one message ("1e20": not safe, too big): said once.
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

function validationError(error: z.ZodError): ApiError {
  return new ApiError(400, "Invalid input", fieldErrors(error));
}

/** 415 for other content types, 413 past JSON_BODY_LIMIT, 400 for bad UTF-8, JSON or controls. */
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
  const refused = jsonPathsWithControlCharacters(value);
  if (refused.length) throw controlCharacterError(refused, "field");
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Tab and line breaks pass: multi-line text holds them. */
export function controlCharacterError(names: string[], what: "query parameter" | "field") {
  const message = `Remove the control character (such as NUL): no ${what} may hold one`;
  return new ApiError(
    400,
    `Invalid ${what}: ${names.join(", ")}`,
    Object.fromEntries(names.map((name) => [name, [message]])),
  );
}

/** Runs an API handler; known errors become their JSON answer, anything else a logged 500. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    const known = asDomainError(error);
    if (known) return errorResponse(known);
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "API request failed");
    return errorResponse(new ApiError(500, "Something went wrong on our side"));
  }
}

const MAX_PAGE_SIZE = 100;

const pageNumber = (max: number) => {
  const message = `A whole number from 1 to ${max}`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, message)
    .max(max, message);
};

export const pageQuerySchema = z.object({
  page: pageNumber(MAX_PAGE).default(1),
  pageSize: pageNumber(MAX_PAGE_SIZE).default(20),
});

/** A value not a whole number in range is a 400 naming it, as the OpenAPI document says. */
export function pageParams(request: Request, defaults = { pageSize: 20 }) {
  const params = new URL(request.url).searchParams;
  const parsed = pageQuerySchema.safeParse({
    page: params.get("page") ?? undefined,
    pageSize: params.get("pageSize") ?? defaults.pageSize,
  });
  if (!parsed.success) throw queryError(parsed.error);
  return parsed.data;
}

export function queryError(error: z.ZodError): ApiError {
  const errors = fieldErrors(error);
  return new ApiError(400, `Invalid query parameter: ${Object.keys(errors).join(", ")}`, errors);
}

/** Tender totals beyond the counting cap are estimates: X-Total-Count-Precision says so. */
export function listResponse(
  items: unknown[],
  total: number,
  precision: TotalPrecision = "exact",
): Response {
  return json(items, {
    headers: { "X-Total-Count": String(total), "X-Total-Count-Precision": precision },
  });
}

export function methodNotAllowed(method: string, allowed: string): Response {
  const response = errorResponse(
    new ApiError(405, `${method} is not allowed here: use ${allowed}`),
  );
  response.headers.set("Allow", allowed);
  return response;
}
