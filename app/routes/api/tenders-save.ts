import type { Route } from "./+types/tenders-save";
import { notFound } from "~/modules/api/api-error";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json } from "~/modules/api/api-http.server";
import { findSavedRecord } from "~/modules/api/api-tenders.server";
import { saveTender } from "~/modules/saved/saved-tenders.server";
import { parseId } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

/** Saves once however often it is called. */
export async function action({ params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const user = requireApiUser({ context });
    const tenderId = parseId(params.tenderId);
    const em = context.get(dbContext);
    if (tenderId === null || (await saveTender(em, user.id, tenderId)) === "missing") {
      throw notFound("Tender");
    }
    const record = await findSavedRecord(em, user.id, tenderId);
    return json(record, { status: 201 });
  });
}
