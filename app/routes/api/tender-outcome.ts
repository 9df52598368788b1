import type { Route } from "./+types/tender-outcome";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { getApiOutcome } from "~/modules/api/api-outcomes.server";
import { apiOutcomeSchema } from "~/modules/awards/award.schema";
import { cancelTender, clearOutcome, markTenderFailed } from "~/modules/awards/awards.server";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

/** Signed-in readers: an outcome names suppliers and amounts, which visitors are not shown. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    requireApiUser({ context });
    return json(await getApiOutcome(context.get(dbContext), idParam(params.tenderId, "tender")));
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const id = idParam(params.tenderId, "tender");
    const em = context.get(dbContext);
    if (request.method === "PUT") {
      const { status, ...input } = await readJson(request, apiOutcomeSchema);
      if (status === "cancelled") await cancelTender(em, actor, id, input);
      else await markTenderFailed(em, actor, id, input);
      return json(await getApiOutcome(em, id));
    }
    // Only DELETE is left: the API middleware refuses other methods (API_ROUTE_METHODS).
    await clearOutcome(em, actor, id);
    return new Response(null, { status: 204 });
  });
}
