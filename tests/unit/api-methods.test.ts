import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { allowedMethods, API_ROUTE_METHODS } from "~/modules/api/api-methods";
import { openApiDocument } from "~/modules/api/openapi.server";
import { hasControlCharacter, paramsWithControlCharacters } from "~/modules/control-characters";

/** The API's routes as app/routes.ts declares them: paths under /api. */
function apiRoutePaths(): string[] {
  const api = (routes as RouteConfigEntry[]).find((entry) => entry.path === "api");
  return (api?.children ?? []).map((entry) => entry.path ?? "");
}

describe("the API's methods", () => {
  it("lists every API route of app/routes.ts but the catch-all, and nothing else", () => {
    const paths = apiRoutePaths();
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => path !== "*").sort()).toEqual(
      Object.keys(API_ROUTE_METHODS).sort(),
    );
  });

  it("agrees with the OpenAPI document: each documented operation is served, each served one documented", () => {
    const document = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    const table = apiRoutePaths().map((path) => ({ path, id: path }));
    const routeOf = (apiPath: string) => matchRoutes(table, apiPath)?.[0]?.route.id ?? null;
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      // A concrete path (ids for parameters), matched as the router matches it.
      const route = routeOf(
        path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "kind" ? "sources" : "7")),
      );
      expect(route, path).not.toBeNull();
      for (const method of Object.keys(operations)) {
        documented.add(`${method.toUpperCase()} ${route}`);
      }
    }
    const served = Object.entries(API_ROUTE_METHODS).flatMap(([route, methods]) =>
      methods.map((method) => `${method} ${route}`),
    );
    // Not in the document: the document itself, Telegram's webhook, and document downloads by
    // the catch-all (documented as /documents/{documentId}/{fileName}).
    const undocumented = ["GET openapi.json", "POST telegram/webhook"];
    expect([...documented].sort()).toEqual(
      [...served.filter((entry) => !undocumented.includes(entry)), "GET *"].sort(),
    );
  });

  it("answers Allow with HEAD beside GET, and nothing for a route it does not list", () => {
    expect(allowedMethods("tenders")).toBe("GET, HEAD, POST");
    expect(allowedMethods("categories/:categoryId/subcategories/:id")).toBe("PUT, DELETE");
    expect(allowedMethods("*")).toBeNull();
    expect(allowedMethods("toString")).toBeNull();
  });
});

describe("control characters in query parameters", () => {
  it("are NUL, the other C0 and C1 controls and DEL; tab and line breaks are whitespace", () => {
    for (const text of ["\u0000", "a\u0001", "\u001b[31m", "\u007f", "x\u0085"]) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["road works", "a\tb", "a\nb\r\n", "መንገድ", "\u200b", ""]) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("are found by parameter, in names and values, each name once", () => {
    const params = new URLSearchParams("q=%00&q=x%01&organisation=ok&page=2&bad%07=1");
    expect(paramsWithControlCharacters(params)).toEqual(["q", "bad\u0007"]);
  });
});
