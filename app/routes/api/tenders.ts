import type { Route } from "./+types/tenders";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { optionalApiUser, requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, listResponse, pageParams } from "~/modules/api/api-http.server";
import { listApiTenders } from "~/modules/api/api-tenders.server";
import { submitApiTender } from "~/modules/api/api-tender-forms.server";
import { replayHeaders } from "~/modules/idempotency/idempotency.server";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { dbContext } from "~/server/request-context";

/** GET /api/tenders: the list page's filters and search (`q`, `source`, `region`, `language`, `status`, `category`, `subcategory`), paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const { page, pageSize } = pageParams(request);
    const params = new URL(request.url).searchParams;
    params.set("page", String(page));
    const result = await listApiTenders(context.get(dbContext), parseTenderFilters(params), {
      signedIn: optionalApiUser({ context }) !== null,
      pageSize,
      signal: request.signal,
    });
    return listResponse(result.items, result.total, result.totalPrecision);
  });
}

/**
 * POST /api/tenders (admin): multipart form, arrays as `field[]`, files as `documentPath`; a
 * repeat with the same `Idempotency-Key` answers the same 201 without a second tender.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return json({ message: "Use GET or POST" }, { status: 405 });
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const { tender, replayed } = await submitApiTender(context.get(dbContext), request, actor);
    return json(tender, { status: 201, headers: replayHeaders(replayed) });
  });
}
