import type { Route } from "./+types/tender";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { notFound } from "~/modules/api/api-error";
import { optionalApiUser, requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json } from "~/modules/api/api-http.server";
import { getApiTender } from "~/modules/api/api-tenders.server";
import { submitApiTender } from "~/modules/api/api-tender-forms.server";
import { replayHeaders } from "~/modules/idempotency/idempotency.server";
import { idParam } from "~/modules/ids";
import { deleteTender } from "~/modules/tenders/tender-commands.server";
import { dbContext } from "~/server/request-context";
import { TENDER_UPLOAD_LIMIT } from "~/server/body-limits";

export async function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const reader = optionalApiUser({ context });
    const tender = await getApiTender(context.get(dbContext), idParam(params.id, "tender"), reader);
    if (!tender) throw notFound("Tender");
    if (!reader) {
      return json({ id: tender.id, title: tender.title, snippet: tender.snippet });
    }
    return json(tender);
  });
}

export const bodyLimit = TENDER_UPLOAD_LIMIT;

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const id = idParam(params.id, "tender");
    const em = context.get(dbContext);
    if (request.method === "PATCH") {
      const { tender, replayed } = await submitApiTender(em, request, actor, id);
      return json(tender, { headers: replayHeaders(replayed) });
    }
    // Only DELETE is left: the API middleware refuses other methods (API_ROUTE_METHODS).
    await deleteTender(em, actor, { id });
    return new Response(null, { status: 204 });
  });
}
