import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import * as limits from "../../app/server/body-limits";
import { DEMO, DEMO_PASSWORD } from "./fixtures";

/** One URL of the route table, with what its module exports. */
export interface RouteTarget {
  /** A concrete path: parameters filled with ids that do not exist, so nothing real is changed. */
  path: string;
  api: boolean;
  hasAction: boolean;
  hasLoader: boolean;
  /** The limit the server holds its body to (bodyLimitOf over the route table). */
  bodyLimit: number;
}

const PARAMS: Record<string, string> = {
  id: "999999999",
  documentId: "999999999",
  categoryId: "999999999",
  tenderId: "999999999",
  slug: "about",
  kind: "regions",
  file: "999999999.ics",
};

/** Every route of app/routes.ts, read from the table itself, so a new route is covered too. */
export function routeTargets(): RouteTarget[] {
  const table = routeTable();
  const targets: RouteTarget[] = [];
  const visit = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const joined = entry.index ? parent : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
      const concrete = (joined.replace(/\/$/, "") || "/")
        .replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? "999999999")
        .replace("*", "no-such-thing");
      const source = fs.readFileSync(path.join("app", entry.file), "utf8");
      targets.push({
        path: concrete,
        api: concrete.startsWith("/api"),
        hasAction: /export (async )?function action\b|export const action\b/.test(source),
        hasLoader: /export (async )?function loader\b|export const loader\b/.test(source),
        bodyLimit: limits.bodyLimitOf(table, concrete),
      });
      if (entry.children) visit(entry.children, joined);
    }
  };
  visit(routes, "");
  return targets;
}

interface TableEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { bodyLimit?: number };
}

/**
 * app/routes.ts as the server build holds it (ids, parents, paths), each module's `bodyLimit`
 * read from its source: `export const bodyLimit = <a constant of app/server/body-limits.ts>`.
 */
export function routeTable(): Record<string, TableEntry> {
  const table: Record<string, TableEntry> = {
    root: { id: "root", path: "", module: declaredLimit("root.tsx") },
  };
  const visit = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const { path: routePath, index } = entry;
      table[id] = { id, parentId, path: routePath, index, module: declaredLimit(entry.file) };
      if (entry.children) visit(entry.children, id);
    }
  };
  visit(routes, "root");
  return table;
}

function declaredLimit(file: string): { bodyLimit?: number } {
  const source = fs.readFileSync(path.join("app", file), "utf8");
  const name = /export const bodyLimit = (\w+);/.exec(source)?.[1];
  if (!name) return {};
  const value = (limits as Record<string, unknown>)[name];
  if (typeof value !== "number") throw new Error(`${file}: bodyLimit ${name} is not a figure`);
  return { bodyLimit: value };
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export type Outcome = { status: number; ms: number } | { error: string; ms: number };

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
  /** A Content-Length to announce instead of the body's: the body is sent, the request never ends. */
  declaredLength?: number;
  timeoutMs?: number;
}

/**
 * One request on its own connection through node:http, which (unlike fetch) sends whatever
 * headers and bytes it is given. The outcome is the answer's status once the whole answer has
 * arrived, or the connection error (ECONNRESET, EPIPE, a timeout) that ended it first.
 */
export function rawRequest(options: RawRequest): Promise<Outcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const body = options.body ?? new Uint8Array();
    const request = http.request({
      host: "127.0.0.1",
      port: E2E_PORT,
      method: options.method,
      path: options.path,
      agent: false,
      headers: {
        ...options.headers,
        "Content-Length": String(options.declaredLength ?? body.byteLength),
      },
    });
    const timer = setTimeout(
      () => settle({ error: "timeout", ms: ms() }),
      options.timeoutMs ?? 15_000,
    );
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => settle({ status: response.statusCode ?? 0, ms: ms() }));
      response.on("error", (error: NodeJS.ErrnoException) =>
        settle({
          error: `${error.code ?? error.message} while reading a ${response.statusCode}`,
          ms: ms(),
        }),
      );
    });
    request.on("error", (error: NodeJS.ErrnoException) =>
      settle({ error: error.code ?? error.message, ms: ms() }),
    );
    if (options.declaredLength !== undefined) request.write(body);
    else request.end(body);
  });
}

/** The Cookie header of a signed-in page session (the login form, as a browser posts it). */
export async function pageSession(email: string = DEMO.superadmin): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A bearer token of the API (POST /api/auth/login). */
export async function apiToken(email: string = DEMO.superadmin): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`API login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
