import type { MiddlewareFunction } from "react-router";
import { dbContext, userContext } from "~/server/request-context";
import { unauthorized } from "./api-error";
import { bearerToken, findApiUser } from "./api-auth.server";
import { corsHeaders, preflightResponse } from "./cors.server";
import { errorResponse } from "./api-http.server";
import { ApiError } from "./api-error";

/**
 * Everything under /api: CORS (preflight answered here), and the caller is whoever the bearer
 * token says — cookies are ignored, so the API cannot be driven cross-site with a browser session.
 */
export const apiMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "OPTIONS") return preflightResponse(request);
  let response: Response;
  const token = bearerToken(request);
  const sentAuthorization = request.headers.has("Authorization");
  const user = token ? await findApiUser(context.get(dbContext), token) : null;
  if (sentAuthorization && !user) {
    // A wrong, expired or revoked token is an error even on public endpoints: the client must know.
    response = errorResponse(unauthorized());
    response.headers.set("WWW-Authenticate", 'Bearer error="invalid_token"');
  } else {
    context.set(userContext, user);
    try {
      response = await next();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      response = errorResponse(error);
    }
  }
  for (const [name, value] of corsHeaders(request)) response.headers.set(name, value);
  return response;
};
