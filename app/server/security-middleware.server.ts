import { data, type MiddlewareFunction } from "react-router";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses cookie-authenticated writes from other origins (SameSite=Lax covers modern
 * browsers; this covers the rest) and adds the security headers every response needs.
 */
export const securityMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (UNSAFE_METHODS.has(request.method) && request.headers.has("Cookie")) {
    const origin = request.headers.get("Origin");
    if (origin && !isSameHost(origin, request.url)) {
      throw data("Cross-site request refused", { status: 403 });
    }
  }
  const response = await next();
  const headers = response.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
  return response;
};

function isSameHost(origin: string, requestUrl: string): boolean {
  try {
    return new URL(origin).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}
