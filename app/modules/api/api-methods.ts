/** The HTTP methods an API resource may serve (HEAD goes with GET; OPTIONS is CORS's). */
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * By path under /api; the middleware answers other methods with 405 before the route runs. The
 * catch-all `*` is left out (unknown paths 404). tests/unit/api-methods checks it against routes.
 */
export const API_ROUTE_METHODS: Readonly<Record<string, readonly ApiMethod[]>> = {
  "openapi.json": ["GET"],
  "auth/login": ["POST"],
  "auth/register": ["POST"],
  "auth/logout": ["POST"],
  "auth/users": ["GET"],
  "auth/users/:id/:change": ["POST"],
  account: ["GET", "PATCH", "DELETE"],
  "account/password": ["POST"],
  "account/sessions": ["GET"],
  "account/sessions/end-others": ["POST"],
  "account/export": ["GET"],
  categories: ["GET", "POST"],
  "categories/:id": ["GET", "PUT", "DELETE"],
  "categories/:categoryId/subcategories": ["POST"],
  "categories/:categoryId/subcategories/:id": ["PUT", "DELETE"],
  "tenders/metadata/:kind": ["GET", "POST"],
  "tenders/metadata/:kind/:id": ["PUT", "DELETE"],
  "advert-contact": ["GET", "POST"],
  tenders: ["GET", "POST"],
  "tenders/saved": ["GET"],
  "tenders/import": ["POST"],
  "tenders/save/:tenderId": ["POST"],
  "tenders/:id": ["GET", "PATCH", "DELETE"],
  "tenders/outcome/:tenderId": ["GET", "PUT", "DELETE"],
  "tenders/awards/:tenderId": ["POST"],
  "tenders/awards/:tenderId/:awardId": ["PUT", "DELETE"],
  "tenders/documents-zip/:tenderId": ["GET"],
  "ocds/releases": ["GET"],
  "ocds/releases/:tenderId": ["GET"],
  "ocds/records": ["GET"],
  "ocds/records/:ocid": ["GET"],
  "telegram/webhook": ["POST"],
};

export function allowedMethods(routePath: string): string | null {
  if (!Object.hasOwn(API_ROUTE_METHODS, routePath)) return null;
  const methods = API_ROUTE_METHODS[routePath]!;
  return methods.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method])).join(", ");
}
