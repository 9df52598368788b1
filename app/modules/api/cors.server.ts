import { config } from "~/server/config.server";

let allowed: Set<string> | undefined;

/** Origins allowed to call the API from a browser: CORS_ORIGINS, comma-separated (none by default). */
function allowedOrigins(): Set<string> {
  allowed ??= new Set(config().corsOrigins);
  return allowed;
}

export function corsHeaders(request: Request): Headers {
  const headers = new Headers();
  const origin = request.headers.get("Origin");
  if (origin && allowedOrigins().has(origin)) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set(
      "Access-Control-Expose-Headers",
      "X-Total-Count, X-Total-Count-Precision, Content-Disposition",
    );
    headers.set("Vary", "Origin");
  }
  return headers;
}

export function preflightResponse(request: Request): Response {
  const headers = corsHeaders(request);
  if (headers.has("Access-Control-Allow-Origin")) {
    headers.set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
    headers.set("Access-Control-Allow-Headers", "Authorization, Content-Type");
    headers.set("Access-Control-Max-Age", "600");
  }
  return new Response(null, { status: 204, headers });
}
