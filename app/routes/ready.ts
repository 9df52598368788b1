import type { Route } from "./+types/ready";
import { checkReadiness } from "~/server/readiness.server";
import { dbContext } from "~/server/request-context";

/**
 * GET /readyz, for a load balancer: 200 when this process can serve (database, migrations,
 * storage), otherwise 503 with what failed. Unauthenticated and cheap: three small checks,
 * each answering within a second.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ready, checks } = await checkReadiness(context.get(dbContext));
  return Response.json(
    { status: ready ? "ready" : "unavailable", checks },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
