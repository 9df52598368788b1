import type { MiddlewareFunction } from "react-router";
import { dbContext, userContext } from "~/server/request-context";
import { unauthorized } from "./api-error";
import { bearerToken, findApiUser } from "./api-auth.server";
import { corsHeaders, preflightResponse } from "./cors.server";
import { asApiError, errorResponse } from "./api-http.server";

/**
 * Everything under /api: CORS (preflight answered here), and the caller is whoever the bearer
 * token says — cookies are ignored, so the API cannot be driven cross-site with a browser session.
 */
export const apiMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "OPTIONS") return preflightResponse(request);
  let response: Response;
  try {
    const token = bearerToken(request);
    const sentAuthorization = request.headers.has("Authorization");
    const user = token ? await findApiUser(context.get(dbContext), token) : null;
    if (sentAuthorization && !user) {
      // A wrong, expired or revoked token is an error even on public endpoints: the client must know.
      response = errorResponse(unauthorized());
      response.headers.set("WWW-Authenticate", 'Bearer error="invalid_token"');
    } else {
      context.set(userContext, user);
      response = await next();
    }
  } catch (error) {
    // Known errors keep the JSON shape wherever they were thrown, the token check included
    // (a lost database is a 503 with Retry-After, not text/plain 'Unexpected Server Error').
    const known = asApiError(error);
    if (!known) throw error;
    response = errorResponse(known);
  }
  for (const [name, value] of corsHeaders(request)) response.headers.set(name, value);
  return response;
};
