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

/** GET /api/tenders/{id}: the whole tender for signed-in callers; id, title, snippet for visitors. */
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

/** PATCH (publisher or superadmin, multipart) and DELETE (superadmin) /api/tenders/{id}. */
/** A tender with its documents. */
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
    // DELETE: the API middleware lets no other method through (API_ROUTE_METHODS).
    await deleteTender(em, actor, { id });
    return new Response(null, { status: 204 });
  });
}
