import client from "prom-client";
import { metricsText } from "~/server/cluster-metrics.server";
import { config } from "~/server/config.server";
import { metricsAccess } from "~/server/metrics-access.server";
import type { Route } from "./+types/metrics";

/**
 * GET /metrics, for Prometheus (docs/decisions/014-metrics.md): every process's series in the
 * text format, for `Authorization: Bearer <METRICS_TOKEN>` only. Without METRICS_TOKEN the
 * address does not exist (404); a missing or wrong token gets 401.
 */
/* eslint-disable lingui/no-unlocalized-strings -- for Prometheus, a machine: plain English like /healthz */
export async function loader({ request }: Route.LoaderArgs) {
  const access = metricsAccess(request.headers.get("Authorization"), config().metricsToken);
  if (access !== 200) {
    return new Response(access === 404 ? "Not found\n" : "Unauthorized\n", {
      status: access,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        ...(access === 401 ? { "WWW-Authenticate": 'Bearer realm="metrics"' } : {}),
      },
    });
  }
  return new Response(await metricsText(), {
    headers: { "Content-Type": client.register.contentType, "Cache-Control": "no-store" },
  });
}
