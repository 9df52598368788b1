import type { Route } from "./+types/tenders-saved";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, listResponse } from "~/modules/api/api-http.server";
import { listApiSavedTenders } from "~/modules/api/api-tenders.server";
import { dbContext } from "~/server/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = requireApiUser({ context });
    const saved = await listApiSavedTenders(context.get(dbContext), user.id);
    return listResponse(saved, saved.length);
  });
}
