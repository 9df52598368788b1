// Taken at the HTTP edge so refusals answered here (413) count too. Labels are bounded: never the
// URL, whose ids and search words would make a series per request.
import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import client from "prom-client";
import { httpMetrics } from "~/server/metrics.server";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function requestMetrics(build: () => ServerBuild | undefined): RequestHandler {
  const { requests, duration } = httpMetrics();
  collectProcessMetrics();
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let counted = false;
    const count = () => {
      if (counted) return;
      counted = true;
      const current = build();
      const labels = {
        method: METHODS.has(req.method) ? req.method : "other",
        route: current ? routeIdOf(current, req.path) : "unknown",
        status: String(res.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.once("finish", count);
    res.once("close", count);
    next();
  };
}

export function collectProcessMetrics(): void {
  if (client.register.getSingleMetric("process_cpu_user_seconds_total")) return;
  client.collectDefaultMetrics();
}

interface BuildRoutes {
  tree: RouteObject[];
  ids: Map<string, string>;
}

const builds = new WeakMap<ServerBuild, BuildRoutes>();
const MAX_REMEMBERED_PATHS = 1_000;

function routeIdOf(build: ServerBuild, pathname: string): string {
  let routes = builds.get(build);
  if (!routes) {
    routes = { tree: routeTree(build.routes, undefined), ids: new Map() };
    builds.set(build, routes);
  }
  // No route has a number for a fixed segment, so /tenders/123 matches as /tenders/0 does.
  const path = (pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "")).replace(
    /\/\d+(?=\/|$)/g,
    "/0",
  );
  let id = routes.ids.get(path);
  if (id === undefined) {
    id = matchRoutes(routes.tree, path)?.at(-1)?.route.id ?? "unmatched";
    if (routes.ids.size >= MAX_REMEMBERED_PATHS) routes.ids.clear();
    routes.ids.set(path, id);
  }
  return id;
}

function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route!.id);
      return {
        id: route!.id,
        path: route!.path,
        caseSensitive: route!.caseSensitive,
        ...(route!.index ? { index: true } : { children }),
      } as RouteObject;
    });
}
