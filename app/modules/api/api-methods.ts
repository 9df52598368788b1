/** The HTTP methods an API resource may serve (HEAD goes with GET; OPTIONS is CORS's). */
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * What each API route of app/routes.ts serves, by its path under /api. The API middleware
 * answers any other method with 405, the JSON error shape and `Allow` from here, before the
 * route runs, so no route module refuses methods itself. The catch-all `*` (document downloads)
 * is left out: a path it does not know is a 404 whatever the method. tests/unit/api-methods
 * checks this table against the routes and the OpenAPI document.
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
  "tenders/documents-zip/:tenderId": ["GET"],
  "ocds/releases": ["GET"],
  "ocds/releases/:tenderId": ["GET"],
  "telegram/webhook": ["POST"],
};

/**
 * The `Allow` header of an API route (its path under /api, as app/routes.ts names it), or null
 * when the table does not list the route.
 */
export function allowedMethods(routePath: string): string | null {
  if (!Object.hasOwn(API_ROUTE_METHODS, routePath)) return null;
  const methods = API_ROUTE_METHODS[routePath]!;
  return methods.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method])).join(", ");
}
