import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { paramsWithControlCharacters } from "~/modules/control-characters";
import { dbContext, userContext } from "~/server/request-context";
import { unauthorized } from "./api-error";
import { bearerToken, findApiUser } from "./api-auth.server";
import { sessionClient } from "~/modules/auth/session-touch.server";
import { allowedMethods } from "./api-methods";
import { corsHeaders, preflightResponse } from "./cors.server";
import { asDomainError } from "~/server/page-errors.server";
import { controlCharacterError, errorResponse, methodNotAllowed } from "./api-http.server";

/** 405 with Allow (API_ROUTE_METHODS) or 400 for a control character, before the route runs. */
function refusal(request: Request, routePattern: string): Response | null {
  const allowed = allowedMethods(routePattern.replace(/^\/?api\/?/, ""));
  const method = request.method.toUpperCase();
  if (allowed && !allowed.split(", ").includes(method)) return methodNotAllowed(method, allowed);
  const refused = paramsWithControlCharacters(new URL(request.url).searchParams);
  return refused.length ? errorResponse(controlCharacterError(refused, "query parameter")) : null;
}

async function asCaller(
  request: Request,
  context: Readonly<RouterContextProvider>,
  next: () => Promise<Response>,
): Promise<Response> {
  const token = bearerToken(request);
  const em = context.get(dbContext);
  const user = token ? await findApiUser(em, token, sessionClient(request, context)) : null;
  if (request.headers.has("Authorization") && !user) {
    // A bad token is an error even on public endpoints: the client must know.
    const response = errorResponse(unauthorized());
    response.headers.set("WWW-Authenticate", 'Bearer error="invalid_token"');
    return response;
  }
  context.set(userContext, user);
  return next();
}

/** Cookies are ignored under /api, so the API cannot be driven cross-site with a browser session. */
export const apiMiddleware: MiddlewareFunction<Response> = async (
  { request, context, pattern },
  next,
) => {
  if (request.method === "OPTIONS") return preflightResponse(request);
  let response: Response;
  try {
    response = refusal(request, pattern) ?? (await asCaller(request, context, next));
  } catch (error) {
    // Known errors keep the JSON shape wherever thrown (a lost database: 503, not text/plain).
    const known = asDomainError(error);
    if (!known) throw error;
    response = errorResponse(known);
  }
  for (const [name, value] of corsHeaders(request)) response.headers.set(name, value);
  return response;
};
