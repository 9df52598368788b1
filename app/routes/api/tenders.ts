import type { Route } from "./+types/tenders";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { optionalApiUser, requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, listResponse, pageParams } from "~/modules/api/api-http.server";
import { listApiTenders } from "~/modules/api/api-tenders.server";
import { submitApiTender } from "~/modules/api/api-tender-forms.server";
import { replayHeaders } from "~/modules/idempotency/idempotency.server";
import { filterErrorsMessage, readTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { ValidationError } from "~/modules/tenders/validation-error";
import { dbContext } from "~/server/request-context";
import { TENDER_UPLOAD_LIMIT } from "~/server/body-limits";

/** A page past the end is empty; a bad date is a 400 naming it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const { page, pageSize } = pageParams(request);
    const params = new URL(request.url).searchParams;
    params.set("page", String(page));
    const { filters, errors } = readTenderFilters(params);
    if (Object.keys(errors).length) throw new ValidationError(errors, filterErrorsMessage(errors));
    const result = await listApiTenders(context.get(dbContext), filters, {
      signedIn: optionalApiUser({ context }) !== null,
      pageSize,
      signal: request.signal,
    });
    return listResponse(result.items, result.total, result.totalPrecision);
  });
}

export const bodyLimit = TENDER_UPLOAD_LIMIT;

/** A repeated `Idempotency-Key` answers the same 201 without a second tender. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const { tender, replayed } = await submitApiTender(context.get(dbContext), request, actor);
    return json(tender, { status: 201, headers: replayHeaders(replayed) });
  });
}
