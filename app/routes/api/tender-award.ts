import type { Route } from "./+types/tender-award";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { getApiOutcome } from "~/modules/api/api-outcomes.server";
import { awardSchema } from "~/modules/awards/award.schema";
import { removeAward, updateAward } from "~/modules/awards/awards.server";
import { notFound } from "~/modules/api/api-error";
import { idParam, parseId } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const id = idParam(params.tenderId, "tender");
    const awardId = parseId(params.awardId);
    if (awardId === null) throw notFound("Award");
    const em = context.get(dbContext);
    if (request.method === "PUT") {
      const input = await readJson(request, awardSchema);
      await updateAward(em, actor, id, awardId, input);
      return json(await getApiOutcome(em, id));
    }
    // Only DELETE is left: the API middleware refuses other methods (API_ROUTE_METHODS).
    await removeAward(em, actor, id, awardId);
    return new Response(null, { status: 204 });
  });
}
