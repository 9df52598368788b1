// Taken at the HTTP edge so refusals answered here (413) count too. Labels are bounded: never the
// URL, whose ids and search words would make a series per request.
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import client from "prom-client";
import { httpMetrics } from "~/server/metrics.server";
import { matchedRouteIds } from "~/server/route-matches";

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

function routeIdOf(build: ServerBuild, pathname: string): string {
  return matchedRouteIds(build.routes, pathname).at(-1) ?? "unmatched";
}
