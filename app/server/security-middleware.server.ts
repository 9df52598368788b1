import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { randomBytes } from "node:crypto";
import { data, type MiddlewareFunction } from "react-router";
import { applyCachePolicy } from "./cache-policy.server";
import { cspNonceContext } from "./request-context";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Refuses cross-origin cookie writes (for browsers without SameSite=Lax); adds security headers. */
export const securityMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  if (UNSAFE_METHODS.has(request.method) && request.headers.has("Cookie")) {
    const origin = request.headers.get("Origin");
    if (origin && !isSameHost(origin, request.url)) {
      throw data(sourceText(msg`Cross-site request refused`), { status: 403 });
    }
  }
  const nonce = randomBytes(16).toString("base64");
  context.set(cspNonceContext, nonce);
  const response = await next();
  const headers = response.headers;
  // Vite's dev server injects inline scripts of its own; the built app has only nonced ones.
  if (headers.get("Content-Type")?.startsWith("text/html") && !import.meta.env.DEV) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
  return applyCachePolicy(request, context, response);
};

// Inline styles stay allowed because the rich-text editors set them.
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function isSameHost(origin: string, requestUrl: string): boolean {
  try {
    return new URL(origin).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}
