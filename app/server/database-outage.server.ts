import { createContext, type MiddlewareFunction } from "react-router";
import { errorResponse } from "~/modules/api/api-http.server";
import { RETRY_AFTER_SECONDS, ServiceUnavailableError } from "~/modules/domain-errors";
import { isDatabaseUnavailable } from "./database-unavailable";
import { logger } from "./logger.server";

const databaseOutageContext = createContext<{ error: unknown } | null>(null);

/** Called from the server entry's handleError, which sees errors before production masks them. */
export function noteDatabaseOutage(
  error: unknown,
  context: { set: (key: typeof databaseOutageContext, value: { error: unknown }) => void },
): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  context.set(databaseOutageContext, { error });
  return true;
}

/** Pages render the error boundary; resource routes answer JSON under /api, else plain text. */
export const databaseOutageMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    // A resource route's middleware (the session lookup) throws through next().
    if (!isDatabaseUnavailable(error)) throw error;
    logOutageAnswer(request, error);
    return serviceUnavailableResponse(request);
  }
  const outage = context.get(databaseOutageContext);
  if (!outage || response.status === 503) return response;
  logOutageAnswer(request, outage.error);
  // A document or data request renders the error boundary again, with this 503 as its error.
  throw serviceUnavailableResponse(request);
};

export function logOutageAnswer(request: Request, error: unknown) {
  const { pathname } = new URL(request.url);
  logger.warn(
    { path: pathname, reason: error instanceof Error ? error.message : String(error) },
    "database unavailable: answered 503",
  );
}

function serviceUnavailableResponse(request: Request): Response {
  const { pathname } = new URL(request.url);
  const error = new ServiceUnavailableError();
  const response =
    pathname === "/api" || pathname.startsWith("/api/")
      ? errorResponse(error)
      : new Response(error.message, {
          status: 503,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        });
  response.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return response;
}
